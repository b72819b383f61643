// The completion codes of a z/OS job step that ended abnormally, as IBM's
// messages write them after ABEND= (IEF450I jobname stepname - ABEND=S0C7
// U0000 REASON=00000000; IEF472I, CEE3250C): the system code, S and three
// hexadecimal digits (S0C4, S806, SB37), and the user code, U and four
// digits (U4038). A pair of such codes reads as a licence plate of letters
// and digits in two groups, or as two words no list holds; after ABEND= it
// is the step's result, no one's car or value.

package redact

import "strings"

// abendCodes reports t, a value at s[a:], that is a system and a user
// completion code, Sxxx Uxxxx, right after the key ABEND=.
func abendCodes(s string, a int, t string) bool {
	if a < 6 || !strings.EqualFold(s[a-6:a], "abend=") || len(t) != 10 || t[0] != 'S' || t[4] != ' ' || t[5] != 'U' {
		return false
	}
	for i := 1; i < 4; i++ {
		if c := t[i]; !(c >= '0' && c <= '9' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	for i := 6; i < 10; i++ {
		if c := t[i]; c < '0' || c > '9' {
			return false
		}
	}
	return true
}
