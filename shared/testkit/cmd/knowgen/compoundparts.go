package main

import "strings"

// germanLinks are the linking elements (Fugenelemente) German puts between
// a compound's parts: Lücke|n|füller, Arbeit|s|platz, Kind|er|garten.
var germanLinks = []string{"", "s", "n", "en", "es", "e", "er", "ns"}

// minPart is the fewest letters of a compound's part compoundParts counts.
const minPart = 4

// compoundParts returns the words of want that c, a folded German word, is
// a compound of beside a word of parts: keller for Kellerraum (head, a
// link, a noun) and for Weinkeller (a noun, a link, tail); lücke for
// Lückenfüller and Versorgungslücke. Both parts have at least minPart
// letters, so that a short word does not match the start of any noun.
func compoundParts(c string, parts, want map[string]bool) []string {
	var out []string
	for i := range c {
		p, r := c[:i], c[i:]
		if runeLen(p) < minPart || runeLen(r) < minPart {
			continue
		}
		if want[p] && linked(r, parts, strings.CutPrefix) {
			out = append(out, p)
		}
		if want[r] && linked(p, parts, strings.CutSuffix) {
			out = append(out, r)
		}
	}
	return out
}

// linked reports whether s, less one of germanLinks (cut off by cut), is a
// word of parts of at least minPart letters.
func linked(s string, parts map[string]bool, cut func(s, link string) (string, bool)) bool {
	for _, l := range germanLinks {
		if w, ok := cut(s, l); ok && runeLen(w) >= minPart && parts[w] {
			return true
		}
	}
	return false
}

// compoundUses counts, for each word of want, the words of words that are
// compounds of it (compoundParts), each compound once.
func compoundUses(words, parts, want map[string]bool) map[string]int {
	out := map[string]int{}
	for c := range words {
		seen := map[string]bool{}
		for _, w := range compoundParts(c, parts, want) {
			if !seen[w] {
				seen[w] = true
				out[w]++
			}
		}
	}
	return out
}

func runeLen(s string) int { return len([]rune(s)) }

// minCompounds is how many compounds keep a noun the names data holds: a
// word German builds ten nouns or more from (Keller: Kellerraum,
// Weinkeller; Lücke: Lückenfüller, Versorgungslücke; Winter) is a noun of
// the language whatever the names data says; a name gives few or none
// (Schmidt, Thomas: none; Peter, Frank: under ten).
const minCompounds = 10

// nameShare: a word that builds names too (Mann: Hartmann, Bergmann;
// Stein, Bach, Linde, Elle) stays out unless its compounds among nouns
// outnumber its compounds among the names data nameShare times: the
// redactor splits compounds on the noun filter, and Hart|mann would read
// as a noun.
const nameShare = 4

// minKept is the fewest letters of a word kept for its compounds: the
// redactor splits lower-case tokens on the noun filter too, and a short
// part (Code, Tran, Hand) would make a handle of words (starlingcode,
// johntran) a compound.
const minKept = 5

// nounsByCompounds returns the words of drop (capitalised German words,
// folded, that the names data holds) that German builds compounds from
// (minCompounds, nameShare), and the names of the names data that are
// compounds of one of them beside a word of caps or known (Wolf|gang,
// Eck|bauer, Keller|mann): the redactor splits compounds on the noun
// filter, so these are told apart as names (compoundnames.fuse).
func nounsByCompounds(caps, drop, known map[string]bool, names nameSets) (keep, compoundNames map[string]bool) {
	all := map[string]bool{}
	for w := range names.given {
		all[w] = true
	}
	for w := range names.surname {
		all[w] = true
	}
	uses, nameUses := compoundUses(caps, caps, drop), compoundUses(all, caps, drop)
	keep = map[string]bool{}
	for w := range drop {
		if runeLen(w) >= minKept && uses[w] >= minCompounds && uses[w] >= nameShare*nameUses[w] {
			keep[w] = true
		}
	}
	parts := map[string]bool{}
	for w := range caps {
		parts[w] = true
	}
	for w := range known {
		parts[w] = true
	}
	compoundNames = map[string]bool{}
	for n := range all {
		// a name that is itself a noun kept (Kellermeister) is one
		if kept := caps[n] && (!drop[n] || keep[n]); !kept && len(compoundParts(n, parts, keep)) > 0 {
			compoundNames[n] = true
		}
	}
	return keep, compoundNames
}
