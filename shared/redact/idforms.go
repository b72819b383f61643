// Indonesian's passive prefix di-, which Indonesian writes onto the verb
// (dimasukan, "entered"), and the preposition di ("at", "in"), which old
// translations write onto the noun (didekat, "near").

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// diPrefixed reports a lower-case word that is di before a known word of
// five letters or more that the names data does not hold (di|masukan,
// di|dekat): a shorter rest, or a name (di|marco), is read as it stands.
func diPrefixed(lw string) bool {
	rest, ok := strings.CutPrefix(lw, "di")
	if !ok || utf8.RuneCountInString(rest) < 5 || givenNameData(rest) || surnameData(rest) {
		return false
	}
	return wordlist.Known(rest)
}
