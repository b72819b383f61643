// A value in square brackets after the word that says it is one (Spring's
// "rejected value [x]", "value [x]", "value: [x]"): brackets elsewhere hold
// structures and tags, which the other rules read inside.

package redact

// detectBracketedValues judges the text in brackets right after "value".
func detectBracketedValues(sc *scan) {
	l := sc.lower
	if !contains(l, "value") {
		return
	}
	dom := script(255)
	eachAfter(l, "value", func(end int) int {
		i := end
		if i < len(l) && l[i] == ':' {
			i++
		}
		for i < len(l) && l[i] == ' ' && i-end < 2 {
			i++
		}
		if i >= len(l) || l[i] != '[' || i == end || end > 5 && isWord(l[end-6]) {
			return end
		}
		e := indexByte(l[i+1:min(len(l), i+1+maxPairValue)], ']')
		if e <= 0 || containsChars(l[i+1:i+1+e], "[\n") {
			return end
		}
		if dom == script(255) {
			dom = dominantScript(sc.s)
		}
		maskValue(sc, i+1, i+1+e, dom, false, false)
		return i + 1 + e
	})
}
