package main

import (
	"fmt"
	"os"
	"path/filepath"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// hangul.fuse: the Korean words of wordfreq's Korean list that Debian's
// Korean hunspell dictionary (hunspell-ko) accepts, the most frequent
// first, less what the other filters know already and what the names data
// holds. Korean's words were known only from catalogues (template.fuse),
// so an ordinary word a message quotes (a product's '호텔 체크인', hotel
// check-in) read as a name of two words. wordfreq's list holds people's
// names (찰스, 지민, 민수) and places; hunspell-ko holds none of the given
// names, so only a word both hold is kept. words.KnownBesidesRegistries
// asks it only of a word that begins with a Hangul syllable.

const (
	hangulWordsFile = "hangul.fuse"
	// hangulTop: wordfreq's first Korean words read (of about 30,000)
	hangulTop = 10000
	// hangulBits: a Latin word never meets it; a Korean name of three
	// syllables that hunspell rejects answers yes at 2^-11
	hangulBits = 11
)

// hangulWords returns the Korean words of hangul.fuse and a line of counts.
func hangulWords(src string) (map[string]bool, string, error) {
	ws, err := wordfreqList(src, "ko")
	if err != nil {
		return nil, "", err
	}
	var cand []string
	for i, w := range ws {
		if i >= hangulTop {
			break
		}
		rs := []rune(w)
		ok := len(rs) >= 2
		for _, r := range rs {
			ok = ok && unicode.Is(unicode.Hangul, r)
		}
		if !ok || words.Known(w) || words.Template(w) || words.GivenName(w) || words.Surname(w) {
			continue
		}
		cand = append(cand, w)
	}
	acc, err := hunspellAccepts("ko", cand)
	if err != nil {
		return nil, "", err
	}
	set := map[string]bool{}
	for _, w := range cand {
		if acc[w] {
			set[w] = true
		}
	}
	return set, fmt.Sprintf("hangul: of wordfreq's first %d Korean words, %d unknown, %d hunspell-ko accepts", hangulTop, len(cand), len(set)), nil
}

// writeHangul is -only hangul.fuse: it reads wordfreq in src, the
// installed hunspell-ko and the committed filters.
func writeHangul(src, outDir string) error {
	set, count, err := hangulWords(src)
	if err != nil {
		return err
	}
	fmt.Println(count)
	if _, err := writeFilter(outDir, hangulWordsFile, set, hangulBits); err != nil {
		return err
	}
	b, err := os.ReadFile("/usr/share/doc/hunspell-ko/copyright")
	if err != nil {
		return fmt.Errorf("%w (apt-get install hunspell-ko)", err)
	}
	notice := "hangul.fuse holds hashes of Korean words (shared/testkit/cmd/knowgen, hangulwords.go): wordfreq 3.1.1's\n" +
		"Korean list (CC BY-SA 4.0; its notice is in knowledge.LICENSE), each accepted by Debian's hunspell-ko,\n" +
		"whose copyright file follows.\n\n"
	return os.WriteFile(filepath.Join(outDir, "hangul.LICENSE"), append([]byte(notice), b...), 0o644)
}
