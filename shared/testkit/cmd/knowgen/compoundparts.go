package main

import "strings"

// germanLinks are the linking elements (Fugenelemente) German puts between
// a compound's parts: Lücke|n|füller, Arbeit|s|platz, Kind|er|garten.
var germanLinks = []string{"", "s", "n", "en", "es", "e", "er", "ns"}

// compoundUses counts, for each word of want, the compounds among nouns
// (folded German nouns) that hold it as a part beside another noun of
// nouns: Kellerraum and Weinkeller for keller, Lückenfüller and
// Versorgungslücke for lücke. A compound counts once per word. Both
// parts have at least minPart letters, so that a short name does not
// match the start of any noun.
func compoundUses(nouns, want map[string]bool) map[string]int {
	out := map[string]int{}
	for c := range nouns {
		counted := map[string]bool{}
		for i := range c {
			p, r := c[:i], c[i:]
			if runeLen(p) < minPart || runeLen(r) < minPart {
				continue
			}
			// the head: p, then a link, then a noun (Keller|raum)
			if want[p] && !counted[p] {
				for _, l := range germanLinks {
					if rest, ok := strings.CutPrefix(r, l); ok && runeLen(rest) >= minPart && nouns[rest] {
						out[p]++
						counted[p] = true
						break
					}
				}
			}
			// the tail: a noun, then a link, then r (Wein|keller)
			if want[r] && !counted[r] {
				for _, l := range germanLinks {
					if first, ok := strings.CutSuffix(p, l); ok && runeLen(first) >= minPart && nouns[first] {
						out[r]++
						counted[r] = true
						break
					}
				}
			}
		}
	}
	return out
}

// minPart is the fewest letters of a compound's part compoundUses counts.
const minPart = 4

func runeLen(s string) int { return len([]rune(s)) }

// minCompounds is how many compounds keep a noun the names data holds: a
// word German builds ten nouns or more from (Keller: Kellerraum,
// Weinkeller; Lücke: Lückenfüller, Versorgungslücke; Winter) is a noun of
// the language whatever the names data says; a name gives few or none
// (Schmidt, Thomas: none; Peter, Frank: under ten).
const minCompounds = 10
