package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// known4.fuse: more words of the later languages written in scripts other
// than Latin (Arabic, Hebrew, Thai, Greek), which the redactor asks it
// about only (words.Known): a random Latin string never reaches it, so its
// false positives add nothing to Known's there. known2 and known3 hold
// Greek's 13,000 most frequent words and the Arabic and Thai words of a
// few system catalogues; error text writes others (إحضار, تثبيت, קבצים,
// แพกเกจ, υποβαθμισμένα), and Hebrew had no list at all.
//
//   - Arabic and Hebrew: wordfreq's large lists (Hebrew's acronyms with
//     their gershayim too, ע"י: words.HebrewAcronym), their top (laterScripts) most
//     frequent words, Arabic's those hunspell-ar (Debian) accepts as
//     wordfreq writes them (Hebrew's dictionary, hunspell-he, is under the
//     AGPL-3+, whose network clause a filter made with it might carry to
//     the server; without its vote, 260 more of 14,000 words pass), without
//     the names of those scripts and their
//     prefixed forms (semiticNames: Wikidata's and arabnamer's Arabic
//     names, the Hebrew names of Israel's Central Bureau of Statistics).
//     A word the redactor reaches from a kept word by taking off its
//     proclitics or an attached pronoun (redact's caselessforms.go:
//     لتهيئة is ل|تهيئة, תקלה's בתקלה) is left out, for the bytes.
//   - Thai: the words of PyThaiNLP's dictionary (words_th.txt) that the
//     Thai National Corpus writes (tnc_freq.txt), its top most frequent
//     of them by Phupha, PyThaiNLP's word frequencies of Common Crawl's
//     Thai (CC0), without the names of its names corpus (thaiNames) and
//     a licence plate's two letters. The web writes names the names
//     corpus lacks (วิภาวดี, a road and a woman); the National Corpus,
//     a second vote, fewer.
//   - Greek: wordfreq's words after the 13,000 known2 took, to top,
//     that hunspell el_GR accepts in lower case and the names data lacks.
//   - Hindi (hindi.fuse, written beside known4.fuse): the words two
//     entries or more of its system catalogues write, or one and
//     hunspell-hi (hindiCatalogueWords, hindiDictionary), less those
//     whose Latin spelling the names data holds (devanagariLatin).
//
// Every language leaves out the words the committed filters already know
// (words.KnownBesidesLaterScripts) and special-category terms
// (laterSpecialHand), as known2 does.
var laterScripts = []struct {
	lang, dicts string
	skip, top   int
}{
	{"ar", "ar", 0, 24000},
	{"he", "", 0, 14000},
	{"el", "el_GR", 13000, 18000},
	{"th", "", 0, 9000},
}

// known4Bits: known4 is asked only about words of those scripts, so its
// width buys nothing of TestKnowledgeFalsePositives; a name of the
// scripts that no names data holds reads as known at 1 in 1,024, as a
// Latin stranger does at 1 in 400 of Known's filters together.
const known4Bits = 10

func laterScriptWords(src string, ns nameSets) (map[string]bool, []string, error) {
	semNames, err := semiticNames(src)
	if err != nil {
		return nil, nil, err
	}
	heNames, err := hebrewNames(src)
	if err != nil {
		return nil, nil, err
	}
	thNames, err := thaiNames(src)
	if err != nil {
		return nil, nil, err
	}
	// known4's own words are not asked: a run beside the committed
	// known4.fuse writes the same file
	committed := words.KnownBesidesLaterScripts
	out := map[string]bool{}
	var counts []string
	for _, l := range laterScripts {
		cand, err := laterCandidates(src, l.lang, l.skip, l.top)
		if err != nil {
			return nil, nil, err
		}
		ok := map[string]bool{}
		if l.dicts != "" {
			if ok, err = hunspellAccepts(l.dicts, cand); err != nil {
				return nil, nil, err
			}
		}
		special := laterSpecial(l.lang)
		kept := map[string]bool{}
		names, known, spec := 0, 0, 0
		for _, w := range cand {
			switch {
			case l.dicts != "" && !ok[w]:
				continue
			case l.lang == "ar":
				if semNames(w) {
					names++
					continue
				}
			case l.lang == "he":
				if heNames(w) {
					names++
					continue
				}
			case l.lang == "th":
				if thNames[w] || plateLetters(w) {
					names++
					continue
				}
			case ns.has(w):
				names++
				continue
			}
			if committed(w) {
				known++
				continue
			}
			if special(w) {
				spec++
				continue
			}
			kept[w] = true
		}
		reached := 0
		if l.lang == "ar" || l.lang == "he" {
			reached = dropReached(kept, l.lang, committed)
		}
		for w := range kept {
			out[w] = true
		}
		counts = append(counts, fmt.Sprintf("known4: %s: %d words of %d candidates (%d left out as names, %d known already, %d special-category, %d reached from another by its proclitics or pronoun)",
			l.lang, len(kept), len(cand), names, known, spec, reached))
	}
	return out, counts, nil
}

// devanagariLatin returns a Hindi word in Latin letters as Indian names
// are spelt in the names data (आशा, asha; प्रकाश, prakash; रवि, ravi):
// long and short vowels alike, a consonant's inherent a unless a vowel
// sign or the virama follows it, the last one dropped (latin) or kept
// (full).
func devanagariLatin(w string) (latin, full string) {
	const cons = "कk खkh गg घgh ङn चch छchh जj झjh ञn टt ठth डd ढdh णn तt थth दd धdh नn पp फph बb भbh मm यy रr लl वv शsh षsh सs हh क़q ख़kh ग़g ज़z ड़r ढ़rh फ़f य़y"
	const vows = "अa आa इi ईi उu ऊu ऋri एe ऐai ओo औau ाa िi ीi ुu ूu ृri ेe ैai ोo ौau ॅe ॉo ंn ँn ःh"
	look := func(table string, r rune) (string, bool) {
		for _, f := range strings.Fields(table) {
			if k, n := utf8.DecodeRuneInString(f); k == r {
				return f[n:], true
			}
		}
		return "", false
	}
	var b strings.Builder
	pending := false // a consonant's inherent a not yet written
	for _, r := range w {
		if c, ok := look(cons, r); ok {
			if pending {
				b.WriteByte('a')
			}
			b.WriteString(c)
			pending = true
			continue
		}
		if r == '्' {
			pending = false
			continue
		}
		if v, ok := look(vows, r); ok {
			if pending && r >= 'ं' && r <= 'ः' {
				b.WriteByte('a')
			}
			pending = false
			b.WriteString(v)
		}
	}
	latin = b.String()
	if pending {
		return latin, latin + "a"
	}
	return latin, latin
}

// hindiOnceDomains are Debian's other Hindi catalogues (Evolution's data
// server, Pidgin, GNOME's settings schemas, KDE's contacts library), none
// of corpusgen's l10n.py HELD_OUT: their words count as a second vote
// beside hunspell-hi's, never alone.
var hindiOnceDomains = []string{"evolution-data-server", "pidgin", "gsettings-desktop-schemas", "kcontacts5"}

// hindiWords returns hindi.fuse's words: Hindi's catalogue words
// (hindiCatalogueWords) the committed filters lack, less those whose
// Latin spelling the names data holds. They are a filter of their own,
// so known4's answers to the other scripts stay as they were.
func hindiWords(ns nameSets) (map[string]bool, string, error) {
	committed := words.KnownBesidesLaterScripts
	out := map[string]bool{}
	dict, err := hindiDictionary("/usr/share/hunspell/hi_IN.dic")
	if err != nil {
		return nil, "", err
	}
	inDict := map[string]bool{}
	for _, w := range dict {
		inDict[w] = true
	}
	hi, files, err := hindiCatalogueWords("/usr/share/locale", inDict)
	if err != nil {
		return nil, "", err
	}
	n, named := 0, 0
	for _, w := range hi {
		if latin, full := devanagariLatin(w); ns.has(latin) || ns.has(full) {
			named++
			continue
		}
		if !committed(w) && !out[w] {
			out[w] = true
			n++
		}
	}
	return out, fmt.Sprintf("known4: hi: %d words of %d catalogues (%d written by two entries or more or by one and hunspell-hi, %d in the dictionary, %d left out as names)", n, files, len(hi), len(dict), named), nil
}

// hindiDictionary returns the words of Debian's hunspell-hi (hi_IN.dic,
// whole words without affix rules), Devanagari only, two letters or more:
// a second vote for a word one entry of the catalogues writes (प्रयास,
// "attempt", in "try again"). Alone it is no vote: it holds people's
// surnames and places (बनर्जी, थापा, पटना) whose Latin spelling the
// names data writes otherwise (Banerjee), and words of the special
// categories (अस्पताल, "hospital"), which no catalogue writes.
func hindiDictionary(path string) ([]string, error) {
	ls, err := lines(path)
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install hunspell-hi)", err)
	}
	var out []string
	for i, l := range ls {
		if i == 0 {
			continue // the entry count
		}
		w, _, _ := strings.Cut(strings.TrimSpace(l), "/")
		if utf8.RuneCountInString(w) < 2 || strings.IndexFunc(w, func(r rune) bool {
			return !unicode.Is(unicode.Devanagari, r) || !unicode.IsLetter(r) && !unicode.IsMark(r)
		}) >= 0 {
			continue
		}
		out = append(out, w)
	}
	return out, nil
}

// writeHindi is -only hindi.fuse: Hindi's words (hindiWords) alone.
func writeHindi(src, outDir string) error {
	ns, err := names(src)
	if err != nil {
		return err
	}
	hi, count, err := hindiWords(ns)
	if err != nil {
		return err
	}
	fmt.Println(count)
	_, err = writeFilter(outDir, "hindi.fuse", hi, known4Bits)
	return err
}

// hindiCatalogueWords returns the Hindi words (Devanagari's letters with
// their vowel signs, two or more) that two entries or more (one, for a
// word of once: the dictionary's) of the Hindi
// translations of the system catalogues (sysCatDomains, never the
// localised corpus's) write, sorted, entries naming translators left out:
// Hindi has no dictionary here, and its catalogues' words are the words
// error text is written in (समाप्त, "ended"; मात्रा, "quantity"). A word
// whose Latin spelling (devanagariLatin) the names data holds is left out
// by the caller (आशा is Asha, प्रकाश Prakash).
func hindiCatalogueWords(localeDir string, once map[string]bool) ([]string, int, error) {
	split := func(t string) []string {
		var ws []string
		for _, w := range strings.FieldsFunc(placeholder.ReplaceAllString(t, " "), func(r rune) bool {
			return !unicode.Is(unicode.Devanagari, r) || !unicode.IsLetter(r) && !unicode.IsMark(r)
		}) {
			if utf8.RuneCountInString(w) >= 2 {
				ws = append(ws, w)
			}
		}
		return ws
	}
	df, files, err := catalogueEntryWords(localeDir, "hi", split)
	if err != nil {
		return nil, 0, err
	}
	// Hindi's other catalogues, none the localised corpus draws from,
	// vote for a word of once (the dictionary's) only
	more, n, err := catalogueEntryWordsIn(localeDir, "hi", hindiOnceDomains, split)
	if err != nil {
		return nil, 0, err
	}
	files += n
	for w := range more {
		if once[w] {
			df[w] = max(df[w], 1)
		}
	}
	var out []string
	for w, n := range df {
		if n >= sysCatMinEntries || n >= 1 && once[w] {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out, files, nil
}

// laterCandidates returns the words of lang's frequency list from rank
// skip to top, in its script, without short vowels (Arabic), with a
// final ς (Greek).
func laterCandidates(src, lang string, skip, top int) ([]string, error) {
	var list []string
	if lang == "th" {
		dict, err := thaiDictionary(src)
		if err != nil {
			return nil, err
		}
		freq, err := pythainlp(src, "phupha_word_freqs.txt")
		if err != nil {
			return nil, err
		}
		tnc, err := pythainlp(src, "tnc_freq.txt")
		if err != nil {
			return nil, err
		}
		national := map[string]bool{}
		for _, w := range tnc {
			national[w] = true
		}
		for _, w := range freq {
			if dict[w] && national[w] && utf8.RuneCountInString(w) >= 2 {
				list = append(list, w)
			}
		}
	} else {
		ws, err := wordfreqList(src, lang)
		if err != nil {
			return nil, err
		}
		list = ws
	}
	seen := map[string]bool{}
	var out []string
	for _, w := range list[min(skip, len(list)):min(top, len(list))] {
		switch lang {
		case "ar":
			w = stripTashkeel(w)
		case "el":
			w = finalSigma(w)
		}
		if seen[w] || utf8.RuneCountInString(w) < 2 || !isWord(w) && !(lang == "he" && words.HebrewAcronym(w)) || !inLangScript(w, lang) {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out, nil
}

// dropReached takes out of kept the Arabic or Hebrew words the redactor
// reaches from a shorter kept (or committed) word (words.SemiticReach,
// which its semiticForm asks too): after a proclitic, in Arabic before an
// attached pronoun too, its open taa closed (ترقيتها: ترقية). Shorter words go first, so a word is left out only
// for one that stays. It returns how many it took out.
func dropReached(kept map[string]bool, lang string, committed func(string) bool) int {
	ws := make([]string, 0, len(kept))
	for w := range kept {
		ws = append(ws, w)
	}
	sort.Slice(ws, func(i, j int) bool {
		a, b := utf8.RuneCountInString(ws[i]), utf8.RuneCountInString(ws[j])
		return a < b || a == b && ws[i] < ws[j]
	})
	has := func(w string) bool { return kept[w] || committed(w) }
	n := 0
	for _, w := range ws {
		reached := words.SemiticReach(w, lang == "ar", has)
		if reached {
			delete(kept, w)
			n++
		}
	}
	return n
}

// writeKnown4 is -only known4.fuse: it reads the names data and the
// sources above, and the committed filters.
func writeKnown4(src, outDir string) error {
	ns, err := names(src)
	if err != nil {
		return err
	}
	set, counts, err := laterScriptWords(src, ns)
	if err != nil {
		return err
	}
	for _, c := range counts {
		fmt.Println(c)
	}
	if _, err := writeFilter(outDir, "known4.fuse", set, known4Bits); err != nil {
		return err
	}
	hi, count, err := hindiWords(ns)
	if err != nil {
		return err
	}
	fmt.Println(count)
	if _, err := writeFilter(outDir, "hindi.fuse", hi, known4Bits); err != nil {
		return err
	}
	return writeKnown4Licence(outDir)
}

// writeKnown4Licence writes known4.LICENSE: the notice of the dictionary
// known4 alone asks (Debian's copyright file of hunspell-ar); its other
// sources' are in knowledge.LICENSE.
func writeKnown4Licence(outDir string) error {
	var b strings.Builder
	b.WriteString(`known4.fuse holds hashes of words of Arabic, Hebrew, Thai and Greek, hindi.fuse of Hindi (shared/testkit/cmd/knowgen,
laterwords.go): wordfreq 3.1.1's word lists (CC BY-SA 4.0), PyThaiNLP 5.4.0's corpus (words_th.txt,
tnc_freq.txt, Phupha's phupha_word_freqs.txt: CC0-1.0), hunspell's el_GR and ar dictionaries as a
second vote, the Hindi translations of Debian's system catalogues (GLib, GTK 2, PackageKit, AppStream,
…: their projects' licences, as for known3.fuse), and the names data that left names out (arabnamer,
arabic-name-romanizer, hebrew-names, PyThaiNLP's names corpus, the Latin names data for Hindi's words
spelt in Latin letters). Their notices are in knowledge.LICENSE, but for the Arabic dictionary's,
which follows.
`)
	for _, s := range []struct{ what, path string }{
		{"hunspell-ar", "/usr/share/doc/hunspell-ar/copyright"},
	} {
		t, err := os.ReadFile(s.path)
		if err != nil {
			return fmt.Errorf("%w (apt-get install %s)", err, s.what)
		}
		fmt.Fprintf(&b, "\n==== %s ====\n\n%s", s.what, t)
	}
	return os.WriteFile(filepath.Join(outDir, "known4.LICENSE"), []byte(b.String()), 0o644)
}

// hebrewNames reports a Hebrew word that a first name or surname of the
// Central Bureau of Statistics' tables (hebrew-names) held by
// laterHebrewNameMin people or more is, alone or after one of Hebrew's
// prefixes. The tables run down to names of a few families, and there
// half the words of Hebrew are someone's name (תקלה, "fault", is 80
// people's); the names the redactor finds people by are those of
// semgiven.fuse and semsurname.fuse (semGivenMin and semSurnameMin people
// or more), all of them above this.
const laterHebrewNameMin = 100

func hebrewNames(src string) (func(string) bool, error) {
	fs, err := filepath.Glob(filepath.Join(src, "hebrew_names", "dist.*"))
	if err != nil || len(fs) == 0 {
		return nil, fmt.Errorf("no hebrew_names/dist.* files (pip download --no-deps hebrew-names==0.0.1, unzip into -src)")
	}
	held := map[string]int{}
	for _, f := range fs {
		if !strings.HasSuffix(f, ".first") && !strings.HasSuffix(f, ".last") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, l := range strings.Split(utf16le(b), "\n") {
			fields := strings.Split(l, "\t")
			if len(fields) < 2 {
				continue
			}
			n, _ := strconv.Atoi(fields[1])
			for _, p := range strings.Fields(fields[0]) {
				held[p] += n
			}
		}
	}
	set := map[string]bool{}
	for w, n := range held {
		if n >= laterHebrewNameMin {
			set[w] = true
		}
	}
	return func(w string) bool {
		if set[w] {
			return true
		}
		for _, p := range words.Proclitics(false) {
			if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 2 && set[rest] {
				return true
			}
		}
		return false
	}, nil
}

// laterSpecialHand are the special-category words (GDPR Art. 9 and 10:
// health, religion, ethnicity, sex life, politics and unions, migration,
// crime) of the languages of known4, which specialHand writes in English,
// German, French and Spanish only. known4 leaves them out, and the words
// that begin with one (specialStem letters or more: καρκίνου, סרטני) or
// that are one behind Arabic's or Hebrew's proclitics (بالسرطان, והחרדי),
// so a value position still masks them as it masked every word of these
// languages before.
var laterSpecialHand = map[string]string{
	"ar": `سرطان سكري ايدز إيدز حامل إجهاض اكتئاب فصام توحد صرع إعاقة معاق معاقة مدمن إدمان كيماوي
		غسيل مرض مريض مريضة أمراض ورم جلطة زهايمر باركنسون كحول مخدرات انتحار
		مسلم مسلمة مسيحي مسيحية يهودي يهودية شيعي شيعية سني سنية ملحد ملحدة قبطي درزي علوي بهائي إسلام
		كردي كردية أمازيغي مثلي مثلية شاذ متحول لاجئ لاجئة لجوء إقامة نظامية ترحيل مهاجر مهاجرة
		سجين سجينة سجن محكوم إدانة جنائي جنائية نقابة نقابي حزب معارض`,
	"he": `סרטן סוכרת איידס הריון בהריון הפלה דיכאון סכיזופרניה אוטיזם אפילפסיה נכות נכה התמכרות
		כימותרפיה דיאליזה פסיכיאטרי חולה מחלה גידול אלצהיימר פרקינסון התאבדות סמים
		יהודי יהודייה חרדי חרדית דתי דתייה חילוני מוסלמי מוסלמית נוצרי נוצרייה דרוזי ערבי ערבייה בדואי
		אתאיסט הומו הומוסקסואל לסבית טרנס פליט פליטה מקלט גירוש מסתנן אסיר אסירה מאסר הרשעה פלילי
		עבירה איגוד מפלגה`,
	"el": `καρκίνος καρκίνο διαβήτης κατάθλιψη έγκυος εγκυμοσύνη άμβλωση σχιζοφρένεια αυτισμός επιληψία
		αναπηρία ανάπηρος χημειοθεραπεία αιμοκάθαρση ψυχιατρικός εξάρτηση αυτοκτονία
		μουσουλμάνος μουσουλμάνα ορθόδοξος καθολικός εβραίος εβραία άθεος ρομά ομοφυλόφιλος λεσβία
		τρανς πρόσφυγας πρόσφυγες άσυλο μετανάστης απέλαση κρατούμενος φυλακή καταδίκη ποινικό
		συνδικάτο κόμμα`,
	"th": `มะเร็ง เบาหวาน เอดส์ ตั้งครรภ์ ทำแท้ง ซึมเศร้า โรคจิต ออทิสติก ลมชัก พิการ คนพิการ เคมีบำบัด
		ฟอกไต ยาเสพติด ฆ่าตัวตาย มุสลิม คริสเตียน อิสลาม ยิว เกย์ เลสเบี้ยน กะเทย ผู้ลี้ภัย ลี้ภัย
		ต่างด้าว เนรเทศ นักโทษ จำคุก ต้องขัง สหภาพ`,
}

// laterSpecial returns a function that reports a word of lang made of a
// term of laterSpecialHand: the term, a word beginning with a term of
// specialStem letters or more, or, in Arabic and Hebrew, either of those
// behind a proclitic.
func laterSpecial(lang string) func(string) bool {
	terms := map[string]bool{}
	for _, t := range strings.Fields(laterSpecialHand[lang]) {
		terms[t] = true
	}
	prefixes := []string{""}
	switch lang {
	case "ar":
		prefixes = append(prefixes, words.Proclitics(true)...)
	case "he":
		prefixes = append(prefixes, words.Proclitics(false)...)
	}
	return func(w string) bool {
		for _, p := range prefixes {
			rest, ok := strings.CutPrefix(w, p)
			if !ok {
				continue
			}
			if terms[rest] {
				return true
			}
			for i := range rest {
				if i > 0 && terms[rest[:i]] && utf8.RuneCountInString(rest[:i]) >= specialStem {
					return true
				}
			}
		}
		return false
	}
}
