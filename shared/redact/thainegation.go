package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// thaiNegated reports a run of Thai that opens with ไม่ ("not"): Thai
// writes its negation on to the verb or adjective it negates, with no
// space (ไม่ถูกต้อง, not correct; ไม่พบ, not found), and no given name or
// surname starts with it, so such a run is the message's, never a name,
// whatever the names filters answer for it (ไม้, wood, has another tone
// mark and is no negation).
func thaiNegated(w string) bool { return hasPrefix(w, "ไม่") }

// thaiVerbPairs adds to reach the places a split of lw reaches from a by
// a pair written glued, a word before a verb (an auxiliary, a negator or a
// nominaliser: words.ThaiPreVerb) and a verb after it (จะ|เปลี่ยน, "will
// change"; ยัง|เหลือ, "still remains"; การ|สะกิด, "triggering"), read as
// one word no name is made of: a name stands after none of them, and
// the pairs a name of the names corpus holds are left out
// (words.ThaiVerbAfter). Each word alone may be a name's (เหลือ) or one
// no other list holds (สะกิด). reach is thaiPhraseWords' (a phrase word
// counts at bit 0 of each state's three).
func thaiVerbPairs(lw string, offs [thaiMaxRun + 1]int, n, a int, reach *[thaiMaxRun + 1]uint32) {
	for b := a + 2; b <= min(n-2, a+thaiMaxWord); b++ {
		if !thaiWordStart(lw[offs[b]:]) {
			continue
		}
		pre := lw[offs[a]:offs[b]]
		if !wordlist.ThaiPreVerb(pre) {
			continue
		}
		for c := b + 2; c <= min(n, b+thaiMaxWord); c++ {
			if c < n && !thaiWordStart(lw[offs[c]:]) || !wordlist.ThaiVerbAfter(pre, lw[offs[b]:offs[c]]) {
				continue
			}
			for st := 0; st < 18; st++ {
				if reach[a]&(1<<st) != 0 {
					cnt, m, g := st%3, st/3%2, st/6
					reach[c] |= 1 << (min(cnt+1, 2) + 3*m + 6*g)
				}
			}
		}
	}
}
