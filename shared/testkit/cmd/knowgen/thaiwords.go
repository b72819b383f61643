package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// Thai writes a sentence's words together, and wordfreq and hunspell have
// no Thai: its words come from PyThaiNLP's corpus (CC0), the words of its
// dictionary (words_th.txt) among the thaiTop most frequent of the Thai
// National Corpus (tnc_freq.txt), and those the Thai system catalogues
// (sysCatDomains) write, split into the dictionary's words longest first.
// Two consonants alone, a licence plate's letters, are left out
// (plateLetters). People's names are left out: the names of Thai Male and Female Names
// Corpus that PyThaiNLP ships (CC BY-SA 4.0; person_names_*_th.txt,
// family_names_th.txt) are no words, whatever the dictionary says.
//
// thaiphrase.fuse holds those of these words that no name of the names
// corpus is made of: the redactor splits a run into known words only
// when one of them is such a word, since a name is made of words too
// (สม|ชาย is Somchai).
//
// thaiPhraseBits: thaiphrase.fuse is asked only about words known3
// holds, a thousand of them names' words, so a narrow fingerprint (one
// in 256 of those read as no name's) costs little.
const (
	thaiPhraseBits = 8
	thaiTop        = 1500
	thaiMaxWord    = 20
)

// thaiDictionary returns PyThaiNLP's dictionary of Thai words as a set.
func thaiDictionary(src string) (map[string]bool, error) {
	ls, err := pythainlp(src, "words_th.txt")
	if err != nil {
		return nil, err
	}
	dict := make(map[string]bool, len(ls))
	for _, l := range ls {
		dict[l] = true
	}
	return dict, nil
}

func pythainlp(src, file string) ([]string, error) {
	ls, err := lines(filepath.Join(src, "pythainlp", "corpus", file))
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps pythainlp==5.4.0, unzip into -src)", err)
	}
	for i, l := range ls {
		ls[i], _, _ = strings.Cut(l, "\t")
	}
	return ls, nil
}

// thaiNames returns the given and family names of PyThaiNLP's corpus.
func thaiNames(src string) (map[string]bool, error) {
	names := map[string]bool{}
	for _, f := range []string{"person_names_female_th.txt", "person_names_male_th.txt", "family_names_th.txt"} {
		ls, err := pythainlp(src, f)
		if err != nil {
			return nil, err
		}
		for _, l := range ls {
			names[l] = true
		}
	}
	return names, nil
}

// thaiDictionaryAndNames returns thaiDictionary's words and thaiNames'
// names: the filters of Thai words start from both, the names to be left
// out of what they keep.
func thaiDictionaryAndNames(src string) (dict, names map[string]bool, err error) {
	if dict, err = thaiDictionary(src); err != nil {
		return nil, nil, err
	}
	if names, err = thaiNames(src); err != nil {
		return nil, nil, err
	}
	return dict, names, nil
}

// thaiWords returns the Thai words known3.fuse holds, and their figures.
func thaiWords(src, localeDir string) (map[string]bool, string, error) {
	dict := map[string]bool{}
	ls, err := pythainlp(src, "words_th.txt")
	if err != nil {
		return nil, "", err
	}
	for _, l := range ls {
		dict[l] = true
	}
	names, err := thaiNames(src)
	if err != nil {
		return nil, "", err
	}
	freq, err := pythainlp(src, "tnc_freq.txt")
	if err != nil {
		return nil, "", err
	}
	out := map[string]bool{}
	nf, nc, nn := 0, 0, 0
	take := func(w string) bool {
		if utf8.RuneCountInString(w) < 2 || !dict[w] || out[w] || plateLetters(w) {
			return false
		}
		if names[w] {
			nn++
			return false
		}
		out[w] = true
		return true
	}
	for _, w := range freq[:min(len(freq), thaiTop)] {
		if take(w) {
			nf++
		}
	}
	df, files, err := thaiCatalogueWords(localeDir, dict)
	if err != nil {
		return nil, "", err
	}
	cat := make([]string, 0, len(df))
	for w, n := range df {
		if n >= sysCatMinEntries {
			cat = append(cat, w)
		}
	}
	sort.Strings(cat)
	for _, w := range cat {
		if take(w) {
			nc++
		}
	}
	return out, fmt.Sprintf("known3: th: %d words of the corpus's %d most frequent, %d more of %d catalogues (%d left out as names)", nf, thaiTop, nc, files, nn), nil
}

// thaiPhraseWords returns thaiphrase.fuse's words: the Thai words of
// known3 (thai) that no given or family name of the names corpus splits
// into (the dictionary's words, longest first: สม and ชาย make สมชาย,
// ที่, การ and มี are in names too; ติดตั้ง, ไม่ and แฟ้ม are in none).
func thaiPhraseWords(src string, thai map[string]bool) (map[string]bool, error) {
	names, err := thaiNames(src)
	if err != nil {
		return nil, err
	}
	dict, err := thaiDictionary(src)
	if err != nil {
		return nil, err
	}
	inName := map[string]bool{}
	for n := range names {
		for _, p := range thaiSplit(n, dict) {
			inName[p] = true
		}
	}
	out := map[string]bool{}
	for w := range thai {
		if !inName[w] {
			out[w] = true
		}
	}
	return out, nil
}

// thaiSplit splits a run of Thai into the dictionary's words, longest
// first from its start; a letter that starts no word is skipped.
func thaiSplit(run string, dict map[string]bool) []string {
	rs := []rune(run)
	var out []string
	for i := 0; i < len(rs); {
		n := 0
		for k := min(thaiMaxWord, len(rs)-i); k > 1; k-- {
			if dict[string(rs[i:i+k])] {
				n = k
				break
			}
		}
		if n == 0 {
			i++
			continue
		}
		out = append(out, string(rs[i:i+n]))
		i += n
	}
	return out
}

// thaiOnly is the words of set written in Thai.
func thaiOnly(set map[string]bool) map[string]bool {
	out := map[string]bool{}
	for w := range set {
		if r, _ := utf8.DecodeRuneInString(w); unicode.Is(unicode.Thai, r) {
			out[w] = true
		}
	}
	return out
}

// plateLetters reports two Thai consonants alone (รถ, คน, วต): the letters
// of a Thai licence plate (1 วต 5069) are written so, and a plate's
// letters must stay unknown.
func plateLetters(w string) bool {
	rs := []rune(w)
	return len(rs) == 2 && rs[0] >= 'ก' && rs[0] <= 'ฮ' && rs[1] >= 'ก' && rs[1] <= 'ฮ'
}

// thainame.fuse: the dictionary's words among known4's Thai candidates
// that known4 left out as the names corpus's names (ที่, "at";
// สามารถ, "can"; สมบูรณ์, "complete", also Somboon). The redactor splits
// a run with one only beside two words no name is made of (redact's
// thaiPhraseWords), never beside one: with them as words, ordinary Thai a
// user wrote (a delivery note) passed whole.
//
// thaipart.fuse: Thai words the redactor splits a run with but never
// passes alone (redact's thaiPhrase), which passes a run only when one of
// its words is a word no name is made of: the words of known4's Thai
// candidates (the dictionary's words among Phupha's thaiTop4 most
// frequent that the National Corpus holds) that known4 left out as a
// plate's two letters (พบ, "find"; ลง, "down"; รอ, "wait"), and the words
// of thaiweb's list below that a name is made of. The names' own words
// (ที่, "at", and สามารถ, "can", are in the names corpus) stay out: with
// them, ordinary Thai a user wrote (a delivery note) passed whole.
//
// thaiweb.fuse: the dictionary's words of Phupha's thaiWebTop most
// frequent that known4 left out only for the National Corpus, which
// lacks or ranks low the words of software (แพ็กเกจ, "package";
// คั่งค้าง, "pending"), and that no name of the names corpus is or is
// made of (thaiSplit), nor a plate's letters. The redactor splits runs
// with them as words no name is made of (words.ThaiPhraseWord), but does
// not know them alone: the web writes names the names corpus lacks
// (วิภาวดี, a road and a woman), which the National Corpus's vote kept
// out of known4.
//
// Both leave out the special-category terms (laterSpecial) and what the
// committed filters besides known4 already hold.
const (
	thaiTop4     = 9000
	thaiWebTop   = 15000
	thaiPartBits = 9
	thaiWebBits  = 10
	thaiNameBits = 9
)

// thaiPartWords returns thaipart.fuse's and thaiweb.fuse's words and their
// figures.
func thaiPartWords(src string) (part, web, named map[string]bool, count string, err error) {
	dict, names, err := thaiDictionaryAndNames(src)
	if err != nil {
		return nil, nil, nil, "", err
	}
	freq, err := pythainlp(src, "phupha_word_freqs.txt")
	if err != nil {
		return nil, nil, nil, "", err
	}
	tnc, err := pythainlp(src, "tnc_freq.txt")
	if err != nil {
		return nil, nil, nil, "", err
	}
	national := map[string]bool{}
	for _, w := range tnc {
		national[w] = true
	}
	inName := map[string]bool{}
	for n := range names {
		for _, p := range thaiSplit(n, dict) {
			inName[p] = true
		}
	}
	special := laterSpecial("th")
	part, web, named = map[string]bool{}, map[string]bool{}, map[string]bool{}
	for i, w := range freq[:min(len(freq), thaiWebTop)] {
		if !dict[w] || utf8.RuneCountInString(w) < 2 || special(w) || words.KnownBesidesLaterScripts(w) {
			continue
		}
		switch {
		case i < thaiTop4 && national[w]:
			switch {
			case plateLetters(w) && !names[w]:
				part[w] = true
			case names[w] && !plateLetters(w):
				named[w] = true
			}
		case names[w] || plateLetters(w):
		case inName[w]:
			part[w] = true
		default:
			web[w] = true
		}
	}
	return part, web, named, fmt.Sprintf("thaipart: %d words, plates' of the %d most frequent and names' parts of thaiweb's; thaiweb: %d words to rank %d; thainame: %d names' own words of the %d most frequent", len(part), thaiTop4, len(web), thaiWebTop, len(named), thaiTop4), nil
}

// thaiCatalogueWords splits every entry of the Thai system catalogues
// (sysCatDomains) with words and counts, for each word, the entries that
// hold it; files is how many catalogues there were.
func thaiCatalogueWords(localeDir string, words map[string]bool) (df map[string]int, files int, err error) {
	return catalogueEntryWords(localeDir, "th", func(t string) []string {
		var ws []string
		for _, run := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.Is(unicode.Thai, r) }) {
			ws = append(ws, thaiSplit(run, words)...)
		}
		return ws
	})
}

// readThaiPOS reads one of PyThaiNLP's part-of-speech lexicons (word ->
// tag, JSON with a byte-order mark) from its corpus folder under src.
func readThaiPOS(src, file string) (map[string]string, error) {
	b, err := os.ReadFile(filepath.Join(src, "pythainlp", "corpus", file))
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps pythainlp==5.4.0, unzip into -src)", err)
	}
	var tags map[string]string
	if err := json.Unmarshal([]byte(strings.TrimPrefix(string(b), "\ufeff")), &tags); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return tags, nil
}

// thailoan.fuse: thaiweb's words (thaiPartWords) that PyThaiNLP's
// Thai-English transliteration corpus (th_en_transliteration, CC0) gives
// as the Thai spelling of an English word (แพ็กเกจ, "package";
// เซิร์ฟเวอร์, "server"; อัปโหลด, "upload"), each English word of it one
// the dictionaries hold and no names data does (โรบินสัน, Robinson, and
// วาเลนไทน์, Valentine, stay out). Thai writes software's words so, and a
// Thai person's name is no English word's spelling: the redactor knows
// such a word alone too (redact's thaiLoan), where thaiweb's other words
// pass only inside a split run (วิภาวดี, a road and a woman).
//
// thaiLoanBits: the filter is asked only about words thaiweb.fuse holds,
// some 7,000, whose web writes names among them: at 10 bits some seven
// of them pass alone by chance, at 8 some 27.
const thaiLoanBits = 10

// thaiLoanWords returns thailoan.fuse's words and their figures.
func thaiLoanWords(src string) (map[string]bool, string, error) {
	_, web, _, _, err := thaiPartWords(src)
	if err != nil {
		return nil, "", err
	}
	ls, err := lines(filepath.Join(src, "pythainlp", "corpus", "th_en_transliteration_v1.4.tsv"))
	if err != nil {
		return nil, "", fmt.Errorf("%w (pip download --no-deps pythainlp==5.4.0, unzip into -src)", err)
	}
	out := map[string]bool{}
	pairs, named := 0, 0
	for _, l := range ls {
		f := strings.Split(l, "\t")
		if len(f) < 2 || !web[f[0]] {
			continue
		}
		pairs++
		ok := true
		for _, e := range strings.FieldsFunc(strings.ToLower(f[1]), func(r rune) bool { return r == ' ' || r == '-' }) {
			if !words.Known(e) || words.GivenName(e) || words.Surname(e) {
				ok = false
				break
			}
		}
		if !ok {
			named++
			continue
		}
		out[f[0]] = true
	}
	return out, fmt.Sprintf("thailoan: %d of thaiweb's words whose English the transliteration corpus gives (%d left out, their English no dictionary word or a name)", len(out), named), nil
}
