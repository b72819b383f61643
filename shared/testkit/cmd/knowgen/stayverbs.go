package main

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// stayverbs.txt: the verbs a person's whereabouts are said with (lives,
// stays, resides, is located, sleeps, waits) in the forms text writes
// them, in the languages FreeDict's English–X dictionaries translate them
// into: wohnt, übernachtet, séjourne, dort, se encuentra, przebywa,
// перебуває, находится, berada, bor, μένει. The dictionaries give each
// seed's lemmas (wohnen, se trouver, znajdować się, находиться); the
// forms are the words of wordfreq's list of the language that hunspell's
// dictionary of it stems to one of them (wohnt, wohnte; encuentra;
// przebywa, przebywała). The redactor reads a place after such a form and
// its preposition as a person's whereabouts (whereabouts.go).
const stayVerbsF = "stayverbs.txt"

// stayVerbSeeds are the English verbs whose translations are read: of
// living somewhere (live, reside, dwell), of staying (stay, lodge,
// sojourn), of being somewhere (be located, be situated), and of the
// things a person does at a place they are found at (sleep, wait).
var stayVerbSeeds = []string{"live", "reside", "dwell", "stay", "lodge", "sojourn", "be located", "be situated", "sleep", "wait"}

// stayVerbLangs are the languages read, each with its FreeDict English–X
// dictionary ("" for none, or one whose senses are too mixed to read:
// Greek's and Bulgarian's give live's adjectives untagged), its
// Wiktionary wordnet (ISO 639-3), the hunspell dictionary that stems its
// words ("" for none: Indonesian, Malay and Vietnamese inflect no verb)
// and wordfreq's code for it: the languages the redactor's rule has the
// prepositions of (whereabouts.go). Hungarian, Finnish and Turkish say
// where with a case's ending, not a preposition, and are not read.
var stayVerbLangs = [][4]string{
	{"", "", "en_US", "en"}, {"deu", "deu", "de_DE", "de"}, {"fra", "fra", "fr", "fr"}, {"spa", "spa", "es_ES", "es"},
	{"ita", "ita", "it_IT", "it"}, {"por", "por", "pt_PT", "pt"}, {"nld", "nld", "nl", "nl"}, {"pol", "pol", "pl_PL", "pl"},
	{"ces", "ces", "cs_CZ", "cs"}, {"rus", "rus", "ru_RU", "ru"}, {"", "ukr", "uk_UA", "uk"}, {"", "bul", "bg_BG", "bg"},
	{"", "ell", "el_GR", "el"}, {"swe", "swe", "sv_SE", "sv"}, {"dan", "dan", "da_DK", "da"}, {"nor", "nob", "nb_NO", "nb"},
	{"rom", "ron", "ro_RO", "ro"}, {"ind", "ind", "", "id"}, {"", "zsm", "", "ms"}, {"", "cat", "", "ca"}, {"", "arb", "ar", "ar"},
	{"", "vie", "", "vi"},
}

// stayVerbSynsets are the WordNet 3.0 senses of the seeds that are a
// person's being somewhere, whose lemmas the Wiktionary wordnets give:
// inhabit or live in (02649830-v), reside (02650552-v), live in a certain
// place (02648639-v), stay put in a certain place (01857410-v), bide
// (02637202-v), lodge, stay temporarily (02652494-v), sojourn
// (02709422-v), be asleep (00014742-v), wait, stay in one place
// (02637938-v), and be somewhere (02655135-v: находиться, berada), whose
// copula (sein, być, estar) the frequency filter leaves out.
var stayVerbDwell = map[string]bool{"02649830-v": true, "02650552-v": true, "02648639-v": true}

var stayVerbSynsets = map[string]bool{"02649830-v": true, "02650552-v": true, "02648639-v": true, "01857410-v": true,
	"02637202-v": true, "02652494-v": true, "02709422-v": true, "00014742-v": true, "02637938-v": true, "02655135-v": true}

// stayVerbFrequent: a lemma or a form among this many most frequent
// words of its language is its grammar (a copula, an auxiliary: sein,
// être, está), not a verb of staying; but a Wiktionary lemma of a sense
// of living somewhere (stayVerbDwell) is one however often it is written
// (Vietnamese ở, "to live, to be at").
const stayVerbFrequent = 100

// stayVerbPrefixing are the languages (wordfreq's codes) whose verbs
// inflect with a prefix: Arabic's imperfect (يقيم, يسكن, يعيش).
var stayVerbPrefixing = map[string]bool{"ar": true}

// stayVerbReflexive are the reflexive particles a verb's lemma is given
// with (se trouver, znajdować się, encontrar-se, sich befinden): the verb
// is the word beside them.
var stayVerbReflexive = map[string]bool{"se": true, "si": true, "sich": true, "się": true, "sig": true, "zich": true, "se-": true}

// stayVerbTop is how many of wordfreq's most frequent words of a language
// are stemmed: the forms of everyday verbs rank well within it.
const stayVerbTop = 150000

// stayVerbLemmas returns, per language (wordfreq's code), the one-word
// lemmas lower case, a reflexive particle dropped: the seeds themselves
// for English; the translations FreeDict's English–X dictionary gives the
// seeds (with to before them or not) in its verb's senses; and the
// Wiktionary wordnet's lemmas of stayVerbSynsets. German's capitalised
// translations are nouns (Aufenthalt) and left out.
func stayVerbLemmas(src string) (map[string]map[string]bool, map[string]bool, error) {
	dir := filepath.Join(src, "freedict", "usr", "share", "dictd")
	out := map[string]map[string]bool{}
	dwell := map[string]bool{}
	for _, l := range stayVerbLangs {
		fd, omw, lang := l[0], l[1], l[3]
		set := map[string]bool{}
		out[lang] = set
		add := func(it string) {
			if w := stayVerbLemma(strings.ReplaceAll(it, "ĳ", "ij")); w != "" && (fd != "deu" || !unicode.IsUpper(firstRuneOf(w))) {
				set[strings.ToLower(w)] = true
			}
		}
		if lang == "en" {
			for _, s := range stayVerbSeeds {
				add(strings.TrimPrefix(s, "be "))
			}
		}
		if fd != "" {
			es, err := dictdHeaded(dir, "freedict-eng-"+fd)
			if err != nil {
				return nil, nil, fmt.Errorf("%w (fetch.sh: dict-freedict-eng-%s)", err, fd)
			}
			// a dictionary that tags its entries' parts of speech (DING's
			// German, Czech's, Polish's) is read in its verbs' entries
			// and lines alone: its untagged ones are the adjective's
			// (live: lebend, stromführend) and the noun's (lodge: budka)
			tagged := false
			for _, s := range stayVerbSeeds {
				for _, e := range append(es[s], es["to "+s]...) {
					tagged = tagged || roleNounTag.MatchString(e.head) || roleNounTag.MatchString(e.body)
				}
			}
			for _, s := range stayVerbSeeds {
				// a dictionary that heads the verb with to (to reside)
				// files the noun and the adjective under the bare word
				// (stay: a support; live: a broadcast)
				heads := es["to "+s]
				if len(heads) == 0 {
					heads = es[s]
				}
				for _, e := range heads {
					if roleNounTag.MatchString(e.head) && !verbTag(e.head) {
						continue
					}
					for _, it := range stayVerbItems(e.body, tagged && !verbTag(e.head)) {
						add(it)
					}
				}
			}
		}
		if omw != "" {
			f, err := os.Open(filepath.Join(src, omwWikt, "wn-wikt-"+omw+".tab"))
			if err != nil {
				return nil, nil, fmt.Errorf("%w (fetch.sh: omw-data)", err)
			}
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			for sc.Scan() {
				fs := strings.Split(sc.Text(), "\t")
				if len(fs) >= 3 && stayVerbSynsets[fs[0]] && strings.HasSuffix(fs[1], ":lemma") {
					add(fs[2])
					if stayVerbDwell[fs[0]] {
						dwell[lang+":"+strings.ToLower(stayVerbLemma(fs[2]))] = true
					}
				}
			}
			f.Close()
			if err := sc.Err(); err != nil {
				return nil, nil, err
			}
		}
		if fd != "" || omw != "" {
			if err := dropFindVerbs(src, fd, omw, set); err != nil {
				return nil, nil, err
			}
		}
	}
	return out, dwell, nil
}

// stayVerbFind are the senses of English's find whose translations are
// no verb of staying though a dictionary gives one for being located
// (Portuguese achar-se, French se trouver: "the file was not found in"):
// FreeDict's find and the Wiktionary wordnets' lemmas of WordNet's come
// upon (01637166-v) and come to find (02285629-v).
var stayVerbFind = map[string]bool{"01637166-v": true, "02285629-v": true}

// dropFindVerbs removes from set the lemmas the language's dictionary and
// wordnet give for find (stayVerbFind).
func dropFindVerbs(src, fd, omw string, set map[string]bool) error {
	if fd != "" {
		es, err := dictdHeaded(filepath.Join(src, "freedict", "usr", "share", "dictd"), "freedict-eng-"+fd)
		if err != nil {
			return err
		}
		for _, h := range []string{"find", "to find"} {
			for _, e := range es[h] {
				for _, it := range stayVerbItems(e.body, false) {
					delete(set, strings.ToLower(stayVerbLemma(it)))
				}
			}
		}
	}
	if omw == "" {
		return nil
	}
	b, err := os.ReadFile(filepath.Join(src, omwWikt, "wn-wikt-"+omw+".tab"))
	if err != nil {
		return err
	}
	for _, l := range strings.Split(string(b), "\n") {
		if fs := strings.Split(l, "\t"); len(fs) >= 3 && stayVerbFind[fs[0]] {
			delete(set, strings.ToLower(stayVerbLemma(fs[2])))
		}
	}
	return nil
}

// stayVerbItems returns the translations an entry's body gives of its
// verb in its first sense, the main translation a dictionary lists first
// (1. demeurer, habiter, loger; 2. vivre): where a line is tagged a
// verb's (<v>, <V>, <verb>), the first line of that tag (II. <V> 1.
// lokować, przebywać; not 2. utkwić, "to get stuck"), else the first line
// that is no noun's, no quoted example, no cross-reference and no English
// gloss; tagOnly reads the verb's tagged lines alone (a tagged
// dictionary's entry whose headword has no tag). Later senses are the verb's other meanings (stay: trzymać się,
// "to keep to"; wait: obsługiwać, "to wait on").
func stayVerbItems(body string, tagOnly bool) []string {
	tagged := tagOnly
	for _, l := range strings.Split(body, "\n") {
		if verbTag(l) {
			tagged = true
		}
	}
	var out []string
	inVerb := false
	for _, l := range strings.Split(body, "\n") {
		l = strings.TrimSpace(l)
		if roleNounTag.MatchString(l) {
			inVerb = verbTag(l)
		}
		l = strings.TrimSpace(roleNounSense.ReplaceAllString(l, ""))
		if l == "" || strings.HasPrefix(l, "\"") || strings.Contains(l, "{") || englishGloss(l) || nounTag(l) > 0 || tagged && !inVerb {
			continue
		}
		l = roleNounAside.ReplaceAllString(roleNounTag.ReplaceAllString(l, ""), "")
		if out = append(out, strings.FieldsFunc(l, func(r rune) bool { return r == ',' || r == ';' })...); len(out) > 0 {
			return out // the first sense: the dictionary's main translation
		}
	}
	return out
}

// verbTag reports a line whose part-of-speech tag is a verb's.
func verbTag(l string) bool {
	m := roleNounTag.FindStringSubmatch(l)
	if m == nil {
		return false
	}
	switch strings.ToLower(m[1]) {
	case "v", "verb", "vt", "vi", "vr":
		return true
	}
	return false
}

// stayVerbLemma returns the verb of one translation: the word itself, or
// the word beside a reflexive particle (se trouver, encontrar-se); ""
// for a phrase (seinen Wohnsitz haben), a word with a digit or a mark, or
// one ASCII letter (Vietnamese ở, one letter, is a word).
func stayVerbLemma(it string) string {
	it = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(it), "-se"))
	var keep []string
	for _, w := range strings.Fields(it) {
		if !stayVerbReflexive[strings.ToLower(w)] {
			keep = append(keep, w)
		}
	}
	if len(keep) != 1 || utf8.RuneCountInString(keep[0]) < 2 && len(keep[0]) < 3 {
		return ""
	}
	for _, r := range keep[0] {
		if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && r != '\'' {
			return ""
		}
	}
	return keep[0]
}

func firstRuneOf(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// stayVerbs returns stayverbs.txt's forms: each language's lemmas and the
// words of its stayVerbTop most frequent whose hunspell stem is one of
// them (asked of the words that share a lemma's first two letters, or
// of every word in Arabic), less its stayVerbFrequent most frequent words; and a note of the counts.
func stayVerbs(src string) ([]string, string, error) {
	lemmas, dwell, err := stayVerbLemmas(src)
	if err != nil {
		return nil, "", err
	}
	all := map[string]bool{}
	var counts []string
	for _, l := range stayVerbLangs {
		hs, lang := l[2], l[3]
		set := lemmas[lang]
		ws, err := wordfreqList(src, lang)
		if err != nil {
			return nil, "", err
		}
		frequent := map[string]bool{}
		for _, w := range ws[:min(len(ws), stayVerbFrequent)] {
			frequent[w] = true
		}
		for w := range set {
			if frequent[w] && !dwell[lang+":"+w] {
				delete(set, w)
			}
		}
		forms := map[string]bool{}
		for w := range set {
			forms[w] = true
		}
		if hs != "" {
			// the words that share a lemma's first two letters are
			// stemmed (a compound's, uitslapen, aanliggen, is another
			// verb); every word in a language whose verbs take their
			// person as a prefix (Arabic يقيم, he resides, of أقام)
			pre := map[string]bool{}
			for w := range set {
				pre[firstRunes(w, 2)] = true
			}
			var cand []string
			for _, w := range ws[:min(len(ws), stayVerbTop)] {
				if (pre[firstRunes(w, 2)] || stayVerbPrefixing[lang]) && !set[w] && !frequent[w] {
					cand = append(cand, w)
				}
			}
			// a dictionary that stems to the stem, not the infinitive
			// (Dutch's woont and wonen both to woon), is matched on the
			// lemmas' own stems of four letters or more (Arabic's سكن
			// stems to سك too, which سكين, a knife, stems to)
			var ls []string
			for w := range set {
				ls = append(ls, w)
			}
			lstems, err := hunspellStems("/usr/share/hunspell/"+hs, ls)
			if err != nil {
				return nil, "", err
			}
			match := maps.Clone(set)
			for _, ss := range lstems {
				for _, s := range ss {
					if utf8.RuneCountInString(s) < 4 {
						continue
					}
					match[strings.ToLower(s)] = true
				}
			}
			stems, err := hunspellStems("/usr/share/hunspell/"+hs, cand)
			if err != nil {
				return nil, "", err
			}
			for w, ss := range stems {
				for _, s := range ss {
					if match[strings.ToLower(s)] && utf8.RuneCountInString(w) >= 3 {
						forms[w] = true
						break
					}
				}
			}
		}
		for w := range forms {
			all[w] = true
		}
		counts = append(counts, fmt.Sprintf("%s %d/%d", lang, len(set), len(forms)))
	}
	out := make([]string, 0, len(all))
	for w := range all {
		out = append(out, w)
	}
	sort.Strings(out)
	return out, strings.Join(counts, ", "), nil
}

// firstRunes returns s's first n characters.
func firstRunes(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

// writeStayVerbs writes stayverbs.txt (and its .flate) under outDir.
func writeStayVerbs(src, outDir string) error {
	vs, note, err := stayVerbs(src)
	if err != nil {
		return err
	}
	fmt.Printf("stayverbs: %d forms (lemmas+forms per language: %s)\n", len(vs), note)
	return writeTextList(outDir, stayVerbsF, "|"+strings.Join(vs, "|")+"|\n")
}
