package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// userword.fuse: the words for a user, a user name and a login in every
// language the system catalogues under /usr/share/locale translate them
// into, with the inflected forms those catalogues write of them
// (потребител: потребителят, потребителя; käyttäjätunnus:
// käyttäjätunnuksella, käyttäjätunnuksen; korisnik: korisnika, korisniku;
// vartotojo vardas: vartotojas): the redactor reads an unknown or
// login-shaped token right after one as that person's login
// (Käyttäjätunnuksella virtasel ei ole oikeutta), as it does after
// English's user. Inflected languages write the word in whatever case the
// sentence needs, and the same language's catalogues hold those cases in
// their own sentences: a form is taken only where a catalogue of that
// language writes it, never made up by rule. Behind "n:" it holds the
// one-word translations of Name in the same catalogues (n:nama,
// n:nombre), which the redactor asks about a SQL column only.
//
// userWordBits: the redactor asks about every word of a text written with
// spaces, a stranger's yes then only lets the next unknown token be read
// as a login; at 16 bits one word in 65,536 is answered yes.
const userWordBits = 16

// userWordSeeds are the English labels whose translations name a user's
// login: the catalogues' User, Username, User name, Login name and Login
// (Croatian's Korisnik, Estonian's Kasutaja are their Login).
var userWordSeeds = []string{"User", "Username", "User name", "User Name", "Login name", "Login"}

// nameLabelPrefix marks a one-word translation of the catalogues' Name in
// userword.fuse (n:nama, n:nombre): words.NameLabel asks for it so.
const nameLabelPrefix = "n:"

// userWordMinStem is the fewest letters of a stem a form is looked for
// by: a shorter one (вход, login's Bulgarian) would take in words of
// other meanings.
const userWordMinStem = 6

// userWordMaxEnding is the most letters an inflected form writes after
// the stem (käyttäjätunnu|ksella, потребите|лските).
const userWordMaxEnding = 6

// userWords returns userword.fuse's words: for each language, each word of
// a translation of a userWordSeeds label (a word of that language's
// translation of Name left out: Vartotojo vardas, Korisničko ime), and
// every word of that language's catalogues that begins with its stem (the
// word less its last letter) and ends at most userWordMaxEnding letters
// later. Scripts written without spaces are left out (the redactor's own
// lists read ユーザー, 用户 inside a run), and so are wamerican's English
// words (the English words are the redactor's own list's).
func userWords(src string) (map[string]bool, string, error) {
	langs, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES")
	if err != nil || len(langs) == 0 {
		return nil, "", fmt.Errorf("no catalogues under /usr/share/locale")
	}
	auth, err := djangoAuthUsers(src)
	if err != nil {
		return nil, "", err
	}
	english, err := englishWords()
	if err != nil {
		return nil, "", err
	}
	seed := map[string]bool{}
	for _, s := range userWordSeeds {
		seed[s] = true
	}
	out := map[string]bool{}
	seeds, forms, nameForms := 0, 0, 0
	sort.Strings(langs)
	for _, dir := range langs {
		mos, _ := filepath.Glob(filepath.Join(dir, "*.mo"))
		vocab := map[string]bool{}
		var trs []seedText
		var names, nameLabels []string
		for _, m := range mos {
			_ = moEntries(m, func(id, tr string) {
				for _, w := range catalogueTextWords(tr) {
					vocab[w] = true
				}
				id = strings.TrimSpace(strings.TrimSuffix(strings.ReplaceAll(strings.ReplaceAll(id, "_", ""), "&", ""), ":"))
				if seed[id] {
					trs = append(trs, seedText{id, tr})
				}
				if id == "Name" {
					names = append(names, catalogueTextWords(tr)...)
					if ws := catalogueTextWords(tr); len(ws) == 1 {
						nameLabels = append(nameLabels, ws[0])
					}
				}
			})
		}
		name := map[string]bool{}
		for _, n := range names {
			name[n] = true
		}
		// a one-word translation of Name, behind "n:" (nama, nombre,
		// navn, név): a SQL statement's column of that name compared
		// with a person's name (WHERE nama = 'x')
		for _, t := range nameLabels {
			if !english[t] && !spacelessWord(t) && utf8.RuneCountInString(t) >= 2 && !out[nameLabelPrefix+t] {
				out[nameLabelPrefix+t] = true
				nameForms++
			}
		}
		var user []string // the translations of the labels but Login
		// Django's auth catalogue of the same language: its model's
		// user and username (Catalan usuari, Armenian օգտագործող,
		// Mongolian хэрэглэгч, Tamil பயனர்), which most system
		// catalogues never translate alone
		lang := filepath.Base(filepath.Dir(dir))
		for _, t := range auth[lang] {
			trs = append(trs, seedText{authID, t})
		}
		delete(auth, lang)
		for pass := 0; pass < 2; pass++ {
			for _, t := range trs {
				if (t.id == "Login") != (pass == 1) {
					continue
				}
				ws := catalogueTextWords(strings.ReplaceAll(strings.ReplaceAll(t.tr, "_", ""), "&", ""))
				if len(ws) == 0 || len(ws) > 3 {
					continue // a sentence, not a label
				}
				for _, w := range ws {
					n := utf8.RuneCountInString(w)
					// a one-word auth translation may be short
					// (usuari, bruger, பயனர்): it is the word itself
					short := t.id == authID && len(ws) == 1 && n >= authMinWord
					if name[w] || english[w] || spacelessWord(w) || n <= userWordMinStem && !short {
						continue
					}
					if pass == 1 && !sharesStem(w, user) {
						// Login is an action in most languages (Accesso,
						// Пријава, Anmelden): its word is taken only where
						// it is the word for a user too (Korisnik beside
						// Korisničko ime, Kasutaja beside Kasutajanimi)
						continue
					}
					if pass == 0 {
						user = append(user, w)
					}
					if !out[w] {
						seeds++
					}
					out[w] = true
					if n > userWordMinStem {
						forms += addUserForms(out, vocab, english, w)
					}
				}
			}
		}
	}
	// the languages no system catalogue here is written in (Tamil's
	// பயனர், Uzbek's, Armenian's may be; Kabyle's aseqdac is not): their
	// auth words alone, without forms
	djangoOnly := 0
	for _, ts := range auth {
		for _, t := range ts {
			ws := catalogueTextWords(t)
			if len(ws) == 0 || len(ws) > 3 {
				continue
			}
			for _, w := range ws {
				n := utf8.RuneCountInString(w)
				if !english[w] && !spacelessWord(w) && (n > userWordMinStem || len(ws) == 1 && n >= authMinWord) && !out[w] {
					out[w] = true
					djangoOnly++
				}
			}
		}
	}
	seeds += djangoOnly
	if len(out) == 0 {
		return nil, "", fmt.Errorf("no translations of %v under /usr/share/locale", userWordSeeds)
	}
	return out, fmt.Sprintf("userword.fuse: %d translations of %v and %d forms the same languages' catalogues write of them; %d one-word translations of Name", seeds, userWordSeeds, forms, nameForms), nil
}

// authID marks a seed taken from Django's auth catalogue.
const authID = "auth"

// authMinWord is the fewest letters of a one-word auth translation taken
// (Tamil's பயனர் is five with its marks; Catalan's usuari six): a
// shorter one is as often another word.
const authMinWord = 5

// djangoAuthUsers returns, by language (the catalogue's directory name:
// ca, hy, sr_Latn), the translations of Django's auth catalogue's "user"
// and "username" (its model's field and verbose names), read in place
// from Django 5.2.8 under src (the same package fetch.sh downloads;
// BSD-3-Clause).
func djangoAuthUsers(src string) (map[string][]string, error) {
	files, _ := filepath.Glob(filepath.Join(src, "django/contrib/auth/locale/*/LC_MESSAGES/django.mo"))
	if len(files) == 0 {
		return nil, fmt.Errorf("django: no auth catalogues under %s (pip download --no-deps django==5.2.8, unzip into -src)", src)
	}
	out := map[string][]string{}
	for _, f := range files {
		lang := filepath.Base(filepath.Dir(filepath.Dir(f)))
		lang = strings.NewReplacer("_Latn", "@latin", "_", "_").Replace(lang)
		_ = moEntries(f, func(id, tr string) {
			if (id == "user" || id == "username") && tr != "" {
				out[lang] = append(out[lang], tr)
			}
		})
	}
	return out, nil
}

// sharesStem reports a word whose first userWordMinStem+1 letters begin
// one of ws.
func sharesStem(w string, ws []string) bool {
	r := []rune(w)
	if len(r) <= userWordMinStem {
		return false
	}
	p := string(r[:userWordMinStem+1])
	for _, u := range ws {
		if strings.HasPrefix(u, p) {
			return true
		}
	}
	return false
}

// addUserForms adds to out the words of vocab that are forms of w: that
// begin with its stem and end at most userWordMaxEnding letters later. The
// stem is w less a last vowel, soft sign, vowel sign or s, which its
// cases replace (käyttäj|ä: käyttäj|än, käyttäjätunnu|s: käyttäjätunnu|ksella,
// vartotoj|as: vartotoj|o, пользовател|ь: пользовател|я); a word ending
// in another consonant keeps it in its cases (korisnik|a, benutzer|n), and
// taking it off would reach other words of its root (benutzen, to use;
// utilizado, used). It returns how many it added.
func addUserForms(out, vocab, english map[string]bool, w string) int {
	stem := w
	if last, n := utf8.DecodeLastRuneInString(w); strings.ContainsRune(caseVowels, last) || unicode.Is(unicode.M, last) {
		stem = w[:len(w)-n]
	}
	sn := utf8.RuneCountInString(stem)
	added := 0
	for v := range vocab {
		if strings.HasPrefix(v, stem) && !out[v] && !english[v] && utf8.RuneCountInString(v)-sn <= userWordMaxEnding {
			out[v] = true
			added++
		}
	}
	return added
}

// caseVowels are the last letters a noun's cases replace: the vowels of
// the Latin, Cyrillic, Greek and Georgian alphabets the catalogues write,
// the soft and hard signs, and s (Finnish -us, Lithuanian -as).
const caseVowels = "aeiouyäöüåæøáéíóúýàèìòùâêîôûąęěůőűãõıə" + "s" + "аеиоуыэюяьъіїєёәөүұ" + "αεηιουω" + "აეიოუ"

// seedText is a label of userWordSeeds and its translation.
type seedText struct{ id, tr string }

// catalogueTextWords returns the words of a catalogue's text in lower
// case: runs of letters and marks (an apostrophe ends one: d'utilisateur).
func catalogueTextWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) })
}

// spacelessWord reports a word of a script written without spaces
// between words: Han, kana, Hangul, Thai, Lao, Khmer, Myanmar.
func spacelessWord(w string) bool {
	for _, r := range w {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar) {
			return true
		}
	}
	return false
}

// userWordsNotice is userword.LICENSE's text.
func userWordsNotice() string {
	return "userword.fuse holds hashes of the translations of " + strings.Join(userWordSeeds, ", ") + "\n" +
		"in the GNU gettext catalogues installed under /usr/share/locale, and of the inflected forms of those words\n" +
		"that the same language's catalogues write; each catalogue under its package's licence, see\n" +
		"/usr/share/doc/*/copyright. English words (wamerican, public domain) are left out.\n" +
		"It holds too the translations of \"user\" and \"username\" in Django 5.2.8's auth catalogues\n" +
		"(django/contrib/auth/locale/*/LC_MESSAGES/django.mo; BSD-3-Clause, Copyright (c) Django Software\n" +
		"Foundation and individual contributors).\n" +
		"Behind \"n:\" it holds the one-word translations of Name in the same catalogues.\n" +
		"The filter holds hashes of single translated words, not the catalogues' text.\n"
}

// englishWords is wamerican's words lower-cased: the English a generated
// list of other languages' words leaves out.
func englishWords() (map[string]bool, error) {
	en, err := lines("/usr/share/dict/american-english")
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install wamerican)", err)
	}
	english := make(map[string]bool, len(en))
	for _, w := range en {
		english[strings.ToLower(w)] = true
	}
	return english, nil
}
