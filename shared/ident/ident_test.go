package ident

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// checks pairs each function with the expression it replaces.
var checks = []struct {
	name string
	re   string
	fn   func(string) bool
}{
	{"Slug", `^[a-z0-9][a-z0-9_-]{0,63}$`, Slug},
	{"PositiveID", `^[1-9][0-9]{0,18}$`, PositiveID},
	{"Digits19", `^[0-9]{1,19}$`, func(s string) bool { return Digits(s, 19) }},
	{"Hex32", `^[0-9a-fA-F]{32}$`, func(s string) bool { return Hex32(s, false) }},
	{"LowerHex32", `^[0-9a-f]{32}$`, func(s string) bool { return Hex32(s, true) }},
	{"EventID", `^[0-9a-fA-F]{32}$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`, EventID},
	{"Token", `^[A-Za-z0-9._+\-]{1,40}$`, func(s string) bool { return Chars(s, 1, 40, Token) }},
	{"Cursor", `^[A-Za-z0-9+/=_%\-]{1,512}$`, func(s string) bool { return Chars(s, 1, 512, Cursor) }},
	{"ArgName", `^[a-z_]{1,32}$`, func(s string) bool { return Chars(s, 1, 32, LowerWord) }},
	{"PlainText", `^[^\x00-\x1f\x7f"\\]{1,100}$`, func(s string) bool { return PlainText(s, 100) }},
	{"Scope", `^[a-z]+:[a-z]+$`, Scope},
}

// TestAgreesWithTheExpressions: each check accepts exactly what its
// regular expression accepts, on edge cases and on random strings built
// from the characters that matter.
func TestAgreesWithTheExpressions(t *testing.T) {
	edge := []string{"", "a", "0", "-a", "a-", "A", "a_b-c", strings.Repeat("a", 64), strings.Repeat("a", 65), "01", "10",
		strings.Repeat("9", 19), strings.Repeat("9", 20), strings.Repeat("f", 32), strings.Repeat("F", 32), strings.Repeat("f", 31),
		"0123abcd-0123-4567-89ab-0123456789ab", "0123ABCD-0123-4567-89AB-0123456789AB", "0123abcd0123-4567-89ab-0123456789ab-",
		"project:read", ":read", "project:", "project:read:x", "a:b", "é", "\xff", strings.Repeat("é", 100), strings.Repeat("é", 101),
		"a\"b", "a\\b", "a\nb", "a\x7fb", strings.Repeat("x", 512), strings.Repeat("x", 513), "a%2Fb+c/=", "shop@1.4.2", "v1.2.3-rc.1+b"}
	alphabet := []string{"a", "z", "A", "F", "G", "0", "1", "9", "-", "_", ":", ".", "+", "/", "=", "%", "\"", "\\", "\n", " ", "é", "\xff", "\x7f"}
	r := rand.New(rand.NewPCG(1, 2))
	inputs := append([]string{}, edge...)
	for range 20000 {
		var b strings.Builder
		for range r.IntN(40) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	for _, c := range checks {
		re := regexp.MustCompile(c.re)
		for _, s := range inputs {
			if got, want := c.fn(s), re.MatchString(s); got != want {
				t.Errorf("%s(%q) = %v, the expression says %v", c.name, s, got, want)
			}
		}
	}
}
