// The last four digits of a payment card, as processors name the card a
// charge failed on ("card ending 4242", "card ending in 4242", "Visa
// ending in 1881"): with the holder's name or the charge's time they point
// to one person's card, and nothing else in a triage needs them.

package redact

func init() {
	wordRules = append(wordRules, detectCardEndings)
}

// cardEndingWords name a card before "ending": the card, a debit or credit
// one and the networks (Visa ending in 1881).
const cardEndingWords = " card visa mastercard amex maestro discover debit credit "

// detectCardEndings masks four digits after "ending" or "ending in" when
// a card's word stands right before "ending".
func detectCardEndings(sc *scan) {
	if !sc.anyOf("ending") || !hasDigit(sc.s) {
		return
	}
	s, l := sc.s, sc.lower
	eachAfter(l, " ending ", func(end int) int {
		k := end
		if hasPrefix(l[k:], "in ") {
			k += 3
		}
		// the masked digits before them (****4242, ••••4242)
		for k < len(s) && (s[k] == '*' || s[k] == 'x' || s[k] == 'X' || hasPrefix(s[k:], "•")) {
			if s[k] == '*' || s[k] == 'x' || s[k] == 'X' {
				k++
			} else {
				k += len("•")
			}
		}
		if k+4 > len(s) || countDigits(s[k:k+4]) != 4 || k+4 < len(s) && isWord(s[k+4]) {
			return end
		}
		// the card's word before " ending"
		w := end - len(" ending ")
		p := w
		for p > 0 && isLetter(l[p-1]) {
			p--
		}
		if p < w && wordIn(cardEndingWords, l[p:w]) {
			sc.add(k, k+4, phNumber)
			return k + 4
		}
		return end
	})
}
