package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// thaiverb.fuse: Thai's verbs and the words that stand glued before a
// verb, of the part-of-speech lexicons PyThaiNLP ships (CC BY 4.0, see
// its corpus_license.md). A message's clause writes an auxiliary, a
// negation or a nominaliser on to its verb with no space (จะ|เปลี่ยน,
// "will change"; ยัง|เหลือ, "still remains"; ต้อง|มี, "must have";
// การ|เบน, "diverting"), and a person's name stands after none of them.
// The redactor reads such a pair as a word no name is made of (redact's
// thaiPhraseWords), where each word alone is one a name may be made of
// (เหลือ, เบน) or one no list holds (สะกิด, "trigger", as dpkg writes it).
//
// It holds three kinds of key:
//   - a verb: ORCHID's VACT, VSTA and VATT (pos_orchid_unigram.json) and
//     Universal Dependencies' VERB (pos_ud_unigram-v0.2.json,
//     pos_tud_unigram.json), words of the dictionary (words_th.txt) of two
//     letters or more, less the special-category terms (laterSpecial);
//   - "+" and a word before a verb: ORCHID's pre-verb auxiliaries (XVBM,
//     XVAM, XVMM, XVBB), negators (NEG), nominalisers (FIXN) and its
//     adverbial prefix (FIXV: อย่าง|สมบูรณ์, "completely"), words of
//     the dictionary of two letters or more, less those that
//     thaiGramMaxNames names of the names corpus or more write before a
//     verb (คง, "probably", starts 75 names, 13 of them before a verb:
//     คงสบาย);
//   - "-" and a pair that a name of the names corpus holds, a word before
//     a verb then a verb, wherever they stand in it (ยัง|ตรง, การ|ดี,
//     family names): those pairs stay a name's.
//
// thaiVerbBits: the redactor asks for "+" at each place a word of a run's
// split starts, and for a verb only after one: at 10 bits a stranger
// passes as a pair one time in a million.
const thaiVerbBits = 10

var (
	thaiVerbTags = []string{"VACT", "VSTA", "VATT", "VERB"}
	thaiPreVerb  = []string{"XVBM", "XVAM", "XVMM", "XVBB", "NEG", "FIXN", "FIXV"}
)

// thaiVerbWords returns thaiverb.fuse's keys and their figures.
func thaiVerbWords(src string) (map[string]bool, string, error) {
	dict, names, err := thaiDictionaryAndNames(src)
	if err != nil {
		return nil, "", err
	}
	special := laterSpecial("th")
	verbs, pre := map[string]bool{}, map[string]bool{}
	for _, file := range []string{"pos_orchid_unigram.json", "pos_ud_unigram-v0.2.json", "pos_tud_unigram.json"} {
		tags, err := readThaiPOS(src, file)
		if err != nil {
			return nil, "", err
		}
		for w, t := range tags {
			if utf8.RuneCountInString(w) < 2 || !dict[w] {
				continue
			}
			for _, c := range thaiVerbTags {
				if t == c && !special(w) {
					verbs[w] = true
				}
			}
			for _, c := range thaiPreVerb {
				if t == c {
					pre[w] = true
				}
			}
		}
	}
	// the pairs of each name: a word before a verb, then a verb, each
	// where a word of the dictionary may start
	pairs := map[string]bool{}
	withVerb := map[string]int{}
	for n := range names {
		rs := []rune(n)
		seen := map[string]bool{}
		for i := 0; i < len(rs); i++ {
			for j := i + 2; j <= min(len(rs), i+thaiMaxWord); j++ {
				p := string(rs[i:j])
				if !pre[p] {
					continue
				}
				for k := j + 2; k <= min(len(rs), j+thaiMaxWord); k++ {
					if v := string(rs[j:k]); verbs[v] {
						pairs[p+v] = true
						if !seen[p] {
							seen[p] = true
							withVerb[p]++
						}
					}
				}
			}
		}
	}
	out := map[string]bool{}
	left := 0
	for w := range pre {
		if withVerb[w] >= thaiGramMaxNames {
			left++
			continue
		}
		out["+"+w] = true
	}
	for w := range verbs {
		out[w] = true
	}
	for p := range pairs {
		out["-"+p] = true
	}
	aux := 0
	for k := range out {
		if strings.HasPrefix(k, "+") {
			aux++
		}
	}
	return out, fmt.Sprintf("thaiverb: %d verbs, %d words before a verb (%d left out, before a verb in %d names or more), %d names' pairs", len(verbs), aux, left, thaiGramMaxNames, len(pairs)), nil
}
