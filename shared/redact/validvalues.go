// A quoted value a validation message names after it: "'07123' is not a
// valid postal code", "The value '08/30' is not valid for ValidThru.": the
// words after "not a valid" or "not valid for" are the field's, and when
// they name a person's value (keyClass) or a card's expiry or security
// code or a blood group whose shape the value has (shapedKeyValue), the
// quoted value is masked. "'x' is not a valid choice", "… UUID" stay.

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

var reInvalidQuoted = lazyre.NewRare(`(?i)['"]([^'"\n]{1,64})['"] is not (?:a valid|valid for) (\pL[\pL\pN_]*(?: \pL[\pL\pN_]*){0,2})`)

func detectInvalidQuoted(sc *scan) {
	if !strings.Contains(sc.lower, "not a valid") && !strings.Contains(sc.lower, "not valid for") {
		return
	}
	for _, m := range reInvalidQuoted.FindAllStringSubmatchIndex(sc.s, -1) {
		v, words := sc.s[m[2]:m[3]], strings.Fields(sc.s[m[4]:m[5]])
		for k := len(words); k > 0; k-- {
			if keyOfWords(words[:k]) != "" || shapedKeyValue(words[k-1], v) {
				sc.add(m[2], m[3], phValue)
				break
			}
		}
	}
}
