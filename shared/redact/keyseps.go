// Where detectKeyed looks for keys: the separators (=, :, is, was, of)
// whose words before them could make it mask what follows, so that its
// expression runs around a few of them rather than over the whole text.

package redact

import (
	"unicode/utf8"
)

// keyBack bounds how far before its separator a key is looked for: three
// words of a key and a quote.
const keyBack = 96

// keySeps returns reKeySep's matches in sc.s that detectKeyed can use.
// The expression runs only around separators whose key (up to three words
// before them) names something (keyOfWords) or ends in "name" or "key",
// which detectKeyed also reads: on most texts that is a small part of
// them, or none.
func keySeps(sc *scan) [][]int {
	s := sc.s
	var hits []int
	humanName := 0 // humanNameKeys(s), read once: 1 yes, -1 no
	for _, t := range []string{"=", ":", " is ", " was ", " of "} {
		for off := 0; off < len(s); {
			k := indexStr(sc.lower[off:], t)
			if k < 0 {
				break
			}
			if sc.stop.pulse() {
				return nil
			}
			if keyCandidate(s, off+k) || humanNamePartAt(s, off+k, &humanName) {
				hits = append(hits, off+k)
			}
			off += k + len(t)
		}
	}
	var out [][]int
	for _, w := range merge(s, hits, keyBack, 8) {
		if sc.stop.over() {
			return nil
		}
		for _, m := range reKeySep.FindAllStringSubmatchIndex(s[w[0]:w[1]], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += w[0]
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// keyCandidate reports whether the words right before the separator at
// s[sep] could make detectKeyed mask what follows: a key whose words name
// something, or one ending in "name" or "key".
func keyCandidate(s string, sep int) bool {
	j := sep
	for n := 0; j > 0 && n < 3 && (s[j-1] == ' ' || s[j-1] == '"' || s[j-1] == '\'' || s[j-1] == ']' || s[j-1] == '\\'); n++ {
		j--
	}
	// the words, read backwards into place (no slice per word)
	var buf [3]string
	n := len(buf)
	for n > 0 {
		e := j
		for j > 0 && (isWord(s[j-1]) || s[j-1] >= utf8.RuneSelf || s[j-1] == '.' || s[j-1] == '-') && e-j < keyBack {
			j--
		}
		if j == e {
			break
		}
		n--
		buf[n] = s[j:e]
		if j == 0 || s[j-1] != ' ' {
			break
		}
		j--
	}
	words := buf[n:]
	if len(words) == 0 {
		return false
	}
	if keyOfWords(words) != "" {
		return true
	}
	p := keyParts(words[len(words)-1])
	return len(p) > 0 && (p[len(p)-1] == "name" || p[len(p)-1] == "key") || vehicleKey(words[len(words)-1]) || shapedKey(words[len(words)-1]) != 0
}

// humanNamePartAt reports a "given" or "family" key right before the
// separator at sep in a text that writes both (humanNameKeys, asked once
// per text through known).
func humanNamePartAt(s string, sep int, known *int) bool {
	j := sep
	for j > 0 && (s[j-1] == '"' || s[j-1] == '\\' || s[j-1] == ' ') && sep-j < 3 {
		j--
	}
	k := j - len("given")
	if hasSuffix(s[:j], "family") {
		k = j - len("family")
	} else if !hasSuffix(s[:j], "given") {
		return false
	}
	if k > 0 && (isWord(s[k-1]) || indexByte("-.", s[k-1]) >= 0) {
		return false // font-family, addr.family: another key's end
	}
	if *known == 0 {
		*known = -1
		if humanNameKeys(s) {
			*known = 1
		}
	}
	return *known == 1
}
