package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// bip39.fuse: the words of BIP-39's recovery-phrase lists (python-mnemonic
// 0.21, Trezor's reference implementation, MIT: mnemonic/wordlist/*.txt)
// that the redactor's phrase rule reads, three to eight ASCII small letters
// (every English, Czech, Italian and Portuguese word, and those of the
// Spanish, French and Turkish lists written without marks). A wallet writes
// its phrase with one list's words; prose of twelve words of that shape
// (Indonesian's pembatas harus baik sebuah karakter tunggal…, whose
// function words are long) holds few of them (redact's detectPhraseRuns).
//
// bip39Bits: a stranger is read as a list's word once in 256, so ten of
// a sentence's twelve words never are by chance.
const bip39Bits = 8

// bip39Lists are the lists written in Latin letters.
var bip39Lists = []string{"english", "czech", "italian", "portuguese", "spanish", "french", "turkish"}

// bip39Words returns bip39.fuse's words and their figures.
func bip39Words(src string) (map[string]bool, string, error) {
	out := map[string]bool{}
	var counts []string
	for _, l := range bip39Lists {
		ls, err := lines(filepath.Join(src, "mnemonic", "wordlist", l+".txt"))
		if err != nil {
			return nil, "", fmt.Errorf("%w (pip download --no-deps mnemonic==0.21, unzip into -src)", err)
		}
		n := 0
		for _, w := range ls {
			w = strings.TrimSpace(w)
			if phraseShaped(w) {
				out[w] = true
				n++
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d", l, n))
	}
	sort.Strings(counts)
	return out, fmt.Sprintf("bip39: %d words of three to eight ASCII small letters (%s)", len(out), strings.Join(counts, ", ")), nil
}

// phraseShaped reports three to eight ASCII small letters, the words the
// redactor's phrase rule reads.
func phraseShaped(w string) bool {
	if len(w) < 3 || len(w) > 8 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}
