package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// casedSeparated reports the words of a passphrase as password generators
// case and join them, in the shapes mixedSeparated leaves: words joined by
// "_" with one capitalised and another in lower case
// (native_Abroad_Comics_, prendere_cosa_Costruzione_), and words each
// capitalised joined by "." or "-" that no program names a thing with
// (Essen.Sehen., Fiore-Strada-). One separator throughout; snake_case
// names of code are written in one case, dotted and dashed names of
// programs are made of the words programs use (Ubuntu-Server, System.Web).
func casedSeparated(body string) bool {
	body = strings.TrimRight(body, "-._")
	sep := byte(0)
	for _, c := range []byte{'_', '.', '-'} {
		if indexByte(body, c) >= 0 {
			if sep != 0 {
				return false
			}
			sep = c
		}
	}
	if sep == 0 {
		return false
	}
	words := split(body, string(sep))
	capital, lower, program := 0, 0, 0
	for _, w := range words {
		if len(w) < 3 || !lettersOnly(w) {
			return false
		}
		lw := strings.ToLower(w)
		switch {
		case isUpperASCII(w[0]) && lw[1:] == w[1:]:
			capital++
		case lw == w:
			lower++
		default:
			return false // ORN_BLK, iPhone: an acronym or a brand
		}
		if wordlist.Code(lw) || wordlist.Tech(lw) || wordIn(thingNouns, lw) || productName(lw) {
			program++
		}
	}
	if sep == '_' {
		// Elefant_Mond_: words each capitalised and joined by "_" are a
		// generator's when no program writes any of them (Test_Login is
		// a test's name)
		return capital > 0 && lower > 0 || capital == len(words) && program == 0
	}
	// Paddle-Canoe-River, Winter-Apple-Barn: one program word among
	// three or more is chance (river, apple); two or more, or any in a
	// pair, is a program's name (Ubuntu-Server, System.Web)
	return capital == len(words) && (program == 0 || program == 1 && len(words) >= 3)
}
