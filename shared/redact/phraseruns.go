// A wallet's recovery phrase wherever it stands (BIP-39: 12, 15, 18, 21 or
// 24 words of its list, all of three to eight small letters, one space
// apart): "invalid mnemonic galaxy copper swallow …", a failing row or a
// quoted value that holds one. Prose of that length nearly always holds a
// word of one or two letters (a, to, of, is, in), which no BIP-39 word is;
// in Indonesian and Malay, whose function words are longer (pembatas harus
// baik sebuah karakter tunggal atau …), it does not, and its words are
// none of the lists' (bip39.fuse, python-mnemonic's lists), where a
// phrase's are all. So a run of twelve or more such words, half of them
// and ten or more a list's words, is a phrase, masked whole: the words a
// message writes glued to it (invalid mnemonic …, … has already been
// taken) cannot be told from the phrase's own.

package redact

import (
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// phraseListed is how many words of a BIP-39 list a run holds to be a
// phrase: twelve, the shortest phrase, less two a user mistyped (a phrase
// that fails its checksum is what the error prints).
const phraseListed = 10

// detectPhraseRuns masks a run of 12 to 48 words of 3 to 8 ASCII small
// letters one space apart, phraseListed or more of them and half of them
// words of a BIP-39 list.
func detectPhraseRuns(sc *scan) {
	s := sc.s
	var starts []int // the word starts of the run being read
	end := 0         // where its last word ends
	flush := func() {
		if n := len(starts); n >= 12 && n <= 48 && recoveryWords(s, starts) >= max(phraseListed, (n+1)/2) {
			sc.add(starts[0], end, phSecret)
		}
		starts = starts[:0]
	}
	for i := 0; i < len(s); {
		if s[i] < 'a' || s[i] > 'z' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			j++
		}
		if j-i < 3 || j-i > 8 || !apart(s, i, j) {
			flush()
		} else {
			if len(starts) == 0 || s[end:i] != " " {
				flush()
			}
			starts = append(starts, i)
			end = j
		}
		i = j
	}
	flush()
}

// apart reports s[i:j] standing apart as a word: no letter, digit or
// joiner of code (. _ - / @) touches it, nor a letter of another script.
func apart(s string, i, j int) bool {
	return (i == 0 || !joined(s[i-1])) && (j == len(s) || !joined(s[j]))
}

func joined(c byte) bool {
	return c >= utf8.RuneSelf || isWord(c) || indexByte("./-@", c) >= 0
}

// recoveryWords counts the words starting at starts that a BIP-39 list
// holds (words.RecoveryWord).
func recoveryWords(s string, starts []int) int {
	n := 0
	for _, i := range starts {
		j := i
		for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			j++
		}
		if wordlist.RecoveryWord(s[i:j]) {
			n++
		}
	}
	return n
}
