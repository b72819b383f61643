package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// loanLangs are the languages written in another script than Latin that
// GNU Health translates no ICD-10 title into and whose words for the
// everyday conditions are often the English ones, spelled in their
// letters (Bengali ডায়াবেটিস, ডিপ্রেশন, আলঝেইমার): a word of the
// language's wordfreq list whose transliteration (anyascii) sounds
// (loanKey) like an everyday condition's English word is that condition's.
var loanLangs = []string{"bn", "hi", "fa", "ar", "ko"}

// loanAnyascii is the pip wheel of the transliterator (ISC licence),
// downloaded into -src (pip download --no-deps anyascii==0.3.3).
const loanAnyascii = "anyascii-0.3.3-py3-none-any.whl"

// loanSounds map English spellings and transliterations to one sound
// each (c before e/i is s: cancer, kyansar); loanKey then writes any run
// of vowels as V and drops h, so vowels the scripts write differently or
// not at all (day'abetis, diabetes: dVbVtVs) meet.
var loanSounds = strings.NewReplacer("j'", "z", "'", "", "sch", "sk", "ph", "f", "th", "t", "ch", "k", "x", "ks", "q", "k",
	"ce", "se", "ci", "si", "cy", "sy", "c", "k", "z", "s", "j", "s", "v", "b", "w", "b", "h", "")

var loanVowels = regexp.MustCompile(`[aeiouy]+`)

// loanKey is a transliterated or English word's sound skeleton.
func loanKey(w string) string { return soundSkeleton(loanSounds, w) }

// soundSkeleton is w in lower case with sounds' spellings replaced by
// sounds, each run of vowels written V and a doubled consonant once: the
// key loanKey and loanStrictKey compare a loan and its source by.
func soundSkeleton(sounds *strings.Replacer, w string) string {
	k := loanVowels.ReplaceAllString(sounds.Replace(strings.ToLower(w)), "V")
	out := make([]byte, 0, len(k))
	for i := 0; i < len(k); i++ {
		if i > 0 && k[i] == k[i-1] && k[i] != 'V' {
			continue
		}
		out = append(out, k[i])
	}
	return string(out)
}

// loanMinConsonants is the fewest consonants a key is matched on, and
// loanMinKey its shortest length: three consonants and their vowels
// (sVsVdV, suicide) are a Bengali given name's (sajeda) and a common
// word's (শাশুড়ি); four between vowels (dVbVtVs) are rarely anything's
// but the loan's.
const (
	loanMinConsonants = 4
	loanMinKey        = 7
)

// loanMaxEnding is the longest case ending, in letters of the script,
// after a loan (ডায়াবেটিসের: -ের).
const loanMaxEnding = 3

// loanVowelClasses are the classes of vowels loanVowelsAgree compares:
// a; the front vowels; the back ones.
var loanVowelClasses = [...]string{"a", "eiy", "ou"}

// loanVowelsAgree reports a transliteration whose vowels, run by run,
// share a class with the English word's (day'abetis: aya e i, diabetes:
// ia e e): the consonants meet in more words than the loan (সাজেদুল,
// sajedul, a man's name, has suicidal's s-s-d-l), its vowels rarely.
func loanVowelsAgree(tr, en string) bool {
	a := loanVowels.FindAllString(loanSounds.Replace(strings.ToLower(tr)), -1)
	b := loanVowels.FindAllString(loanSounds.Replace(en), -1)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		shared := false
		for _, c := range loanVowelClasses {
			shared = shared || strings.ContainsAny(a[i], c) && strings.ContainsAny(b[i], c)
		}
		if !shared {
			return false
		}
	}
	return true
}

func loanConsonants(k string) int { return len(k) - strings.Count(k, "V") }

// healthLoans returns the words of loanLangs' wordfreq lists past their
// cognateCommonRank most frequent, written in their own script, whose
// loanKey, less up to loanMaxEnding letters, is an everyday condition's
// of the lexicon's hand-written part (not care's, careWord; nor
// generalRoot's).
func healthLoans(src string) ([]string, error) {
	// the loans are of English words: the hand list's words English
	// writes, less those common in its other languages (enceinte,
	// French's, has injinti's sounds: ইঞ্জিনটি, the engine)
	_, english, err := loanSources(src)
	if err != nil {
		return nil, err
	}
	stems := map[string][]string{}
	for w, c := range specialHandLexicon() {
		if c != "health" || !english[w] || strings.Contains(w, " ") || careWord(cognateKey(w)) || generalRoot[w] || !isASCIIWord(w) {
			continue
		}
		if k := loanKey(w); len(k) >= loanMinKey && loanConsonants(k) >= loanMinConsonants {
			stems[k] = append(stems[k], w)
		}
	}
	var set []string
	for _, l := range loanLangs {
		wf, err := wordfreqList(src, l)
		if err != nil {
			return nil, err
		}
		var cand []string
		for _, w := range wf[min(len(wf), cognateCommonRank):] {
			if !strings.ContainsFunc(w, func(r rune) bool { return r > unicode.MaxLatin1 && unicode.IsLetter(r) }) || strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyz \t\n") {
				continue
			}
			cand = append(cand, w)
		}
		tr, err := transliterate(src, cand)
		if err != nil {
			return nil, err
		}
		// a word whose key is a condition's is its loan; a longer word
		// is its inflected form only when it starts with such a loan
		// (ডায়াবেটিসের: ডায়াবেটিস and -ের), not whenever its key less an
		// ending meets one (ইঞ্জিনটি, the engine)
		n := len(set)
		exact := map[string]bool{}
		for i, w := range cand {
			for _, en := range stems[loanKey(tr[i])] {
				if loanVowelsAgree(tr[i], en) {
					exact[w] = true
				}
			}
		}
		for _, w := range cand {
			rs := []rune(w)
			for e := 0; e <= loanMaxEnding && e < len(rs); e++ {
				if exact[string(rs[:len(rs)-e])] {
					set = append(set, w)
					break
				}
			}
		}
		fmt.Printf("health: %s %d loans of condition words\n", l, len(set)-n)
	}
	if p := os.Getenv("KNOWGEN_LOANS"); p != "" {
		_ = os.WriteFile(p, []byte(strings.Join(set, "\n")+"\n"), 0o644)
	}
	return set, nil
}

func isASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// transliterate writes each of ws in ASCII with anyascii, one line each.
func transliterate(src string, ws []string) ([]string, error) {
	cmd := exec.Command("python3", "-c", "import sys\nfrom anyascii import anyascii\nfor l in sys.stdin: print(anyascii(l.rstrip('\\n')))")
	cmd.Env = append(os.Environ(), "PYTHONPATH="+filepath.Join(src, loanAnyascii))
	cmd.Stdin = strings.NewReader(strings.Join(ws, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("anyascii (pip download --no-deps anyascii==0.3.3 into -src): %w", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(ws) {
		return nil, fmt.Errorf("anyascii: %d lines for %d words", len(lines), len(ws))
	}
	return lines, nil
}

// thaiDisease opens a Thai condition's name as "disease" does in English
// compounds (โรคเบาหวาน, diabetes; โรคซึมเศร้า, depression).
const thaiDisease = "โรค"

// thaiHealthCommonRank: a name whose rest after thaiDisease is among this
// many most frequent words of the Thai National Corpus names a kind of
// disease by a general word (โรคติดต่อ, communicable; โรคหัวใจ, of the
// heart), which a hospital's or a ministry's templates write of no one.
const thaiHealthCommonRank = 3000

// thaiHealthTerms returns the entries of PyThaiNLP's Volubilis word list
// that are a condition's name (thaiDisease and at least two more
// letters), less those whose rest is a frequent word (thaiHealthCommonRank)
// and those of more than words.ThaiHealthRunes letters.
func thaiHealthTerms(src string) ([]string, error) {
	tnc, err := pythainlp(src, "tnc_freq.txt")
	if err != nil {
		return nil, err
	}
	common := map[string]bool{}
	for _, w := range tnc[:min(len(tnc), thaiHealthCommonRank)] {
		common[w] = true
	}
	vol, err := pythainlp(src, "volubilis_words_th.txt")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, w := range vol {
		rest, ok := strings.CutPrefix(w, thaiDisease)
		if n := utf8.RuneCountInString(w); !ok || utf8.RuneCountInString(rest) < 2 || n > words.ThaiHealthRunes || common[rest] || strings.ContainsAny(rest, ". ") {
			continue
		}
		out = append(out, w)
	}
	fmt.Printf("health: th %d condition names\n", len(out))
	return out, nil
}

// loanSources returns the English words whose loans the other languages'
// lists are searched for: wordfreq's cognateEnglishRank most frequent
// English words, less those common in German, French or Spanish (the hand
// list's languages), whose words the loans would otherwise be taken for.
// healthLoans and specialLoans read the same set; en is English's whole
// list, for specialLoans' general words.
func loanSources(src string) (en []string, english map[string]bool, err error) {
	en, err = wordfreqList(src, "en")
	if err != nil {
		return nil, nil, err
	}
	english = map[string]bool{}
	for _, w := range en[:min(len(en), cognateEnglishRank)] {
		english[w] = true
	}
	for _, l := range []string{"de", "fr", "es"} {
		wf, err := wordfreqList(src, l)
		if err != nil {
			return nil, nil, err
		}
		for _, w := range wf[:min(len(wf), cognateCommonRank)] {
			delete(english, w)
		}
	}
	return en, english, nil
}
