package redact

import (
	"strings"
	"testing"
)

// TestTechGatesLineUp: the gates read as one group a rule (a later gate of
// a rule marked by its leading "|"), none empty.
func TestTechGatesLineUp(t *testing.T) {
	n := 0
	for _, g := range techGates {
		if g[0] != '|' {
			n++
		}
		if strings.TrimPrefix(g, "|") == "" {
			t.Errorf("an empty gate in %q", techGates)
		}
	}
	if n != len(techRules) {
		t.Fatalf("%d groups of gates for %d rules", n, len(techRules))
	}
}

// TestTechGatesEachAlternative: a rule with several gates runs on a text
// that holds any one of them (a constraint's name after UNIQ_, IDX_ or
// FK_, the first, second and third gate), and a rule whose gate the text
// lacks finds nothing.
func TestTechGatesEachAlternative(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"violates UNIQ_5F1A2B3C4D on insert", "UNIQ_5F1A2B3C4D"},
		{"violates IDX_5F1A2B3C4D on insert", "IDX_5F1A2B3C4D"},
		{"violates FK_5F1A2B3C4D on insert", "FK_5F1A2B3C4D"},
		{"violates QQ_5F1A2B3C4D on insert", ""},
		{"the sku field is SKU-1234-AB for now", ""},
		{"item sku: AB12-CD34 is sold out", "AB12-CD34"},
	} {
		var got []string
		for _, sp := range techIDSpans(c.s, strings.ToLower(c.s)) {
			got = append(got, c.s[sp.a:sp.b])
		}
		if (c.want == "") != (len(got) == 0) || c.want != "" && got[0] != c.want {
			t.Errorf("%q: spans %q, want %q", c.s, got, c.want)
		}
	}
}
