// Job titles the text names as such: "unknown job title "Aquaculteur"",
// "occupation Flisak pieniński is not in the tariff table", "no salary
// band for Eczacı". A job title names no one, in any language, and its
// words are a trade's, which no dictionary of frequent words holds
// (Фальцовщик, Kalaycı) and which the names data sometimes does (a
// surname after a trade, Flisak): where the text says an occupation
// stands, the word rules' masks over it are taken back. A person's name
// there (a given name, then a capitalised word) stays masked, and so does
// what a strong detector finds.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

// reOccupation finds a job title where the text names an occupation:
// English's words for one and for the pay scale set per job (salary band
// for …), and the "Occupation" field's label as GNU Health 5.0.6
// translates it (trytond/modules/health/locale); then the value, quoted
// to its closing quote, or else to " is ", a bracket, a comma or the
// line's end.
var reOccupation = lazyre.New(`(?i)(?:^|[\s"'` + "`" + `:({\[])(?:occupation|job[ _]?title|profession|(?:salary|pay) (?:band|grade|scale) for|` +
	`tätigkeit|επάγγελμα|ocupación|occupazione|ocupação|profissão|yrke|meslek|الوظيفة|职业|職業|nghề nghiệp)["'` + "`" + `]?[ :=]{1,3}` +
	`(?:"([^"\n]{1,96})"|'([^'\n]{1,96})'|([^\n,;()\[\]{}"']{1,96}?)(?: is |[\n,;()\[\]{}"']|$))`)

// occupationSpans returns where job titles stand (reOccupation) unless
// the title reads as a person's name.
func occupationSpans(s string) []span {
	var out []span
	for _, m := range reOccupation.FindAllStringSubmatchIndex(s, -1) {
		v := ""
		for g := 2; g < 8; g += 2 {
			if m[g] >= 0 {
				v = s[m[g]:m[g+1]]
			}
		}
		if !personTitle(strings.TrimSpace(v)) {
			out = append(out, span{start: m[0], end: m[1]})
		}
	}
	return out
}

// personTitle reports a value that reads as somebody's name rather than a
// trade's: a given name of the names data, then a capitalised word, or a
// common given name alone.
func personTitle(v string) bool {
	f := strings.Fields(v)
	if len(f) < 2 {
		return givenName(strings.ToLower(v))
	}
	r, _ := decodeRune(f[1])
	return givenNameData(strings.ToLower(f[0])) && upperRune(r)
}
