package redact

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestTypedIDShape: typedIDShape holds wherever the typed object id's
// expression matches, so gating the expression on it hides no id; a
// snake_case name fails it.
func TestTypedIDShape(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"order order_1Kx9aBcDeFgH paid", true},
		{"cus_0123456789", true},
		{"django_template_error in render_to_string", false},
		{"DOrder_1Kx9aBcDeFgH", true}, // the shape, not a match
		{"o_1Kx9aBcDeFgH", false},
		{"render_to_string", false},
		{"pay_1Kx9aBcDe", false},
		{"pay_1Kx9aBcDe_x", false},
		{"é" + "pay_1Kx9aBcDeF", true},
		{"pay_" + strings.Repeat("a", 41), true},
		{"pay_" + strings.Repeat("a", 40) + "-", true},
	} {
		if got := typedIDShape(tc.s); got != tc.want {
			t.Errorf("typedIDShape(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	if techGates[3] != "_" || techRules[3].re != 3 {
		t.Fatal("techIDSpans asks typedIDShape for rule 3: it must be the typed object id's, gated on _")
	}
	re := techRes[techRules[3].re]
	rng := rand.New(rand.NewPCG(7, 8))
	units := []string{"_", "ab", "c", "pay", "customer", "X", "0123456789", "9", "Kx", " ", "-", ".", "é", "\n", "__", "A1b2C3d4"}
	var held, failed int
	for i := range 20000 {
		var b strings.Builder
		for b.Len() < 3+rng.IntN(70) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		got, want := typedIDShape(s), re.FindAllStringSubmatchIndex(s, -1) != nil
		if want && !got {
			t.Fatalf("case %d: typedIDShape(%q) skips a text the expression matches", i, s)
		}
		if got {
			held++
		} else if strings.Contains(s, "_") {
			failed++
		}
	}
	if held == 0 || failed == 0 {
		t.Fatalf("held %d, failed with an underscore %d: both must occur", held, failed)
	}
}

// TestMavenGate: the Maven coordinate's expression (rule 20) matches only
// texts holding a ":" before a small letter, its gates (:a to :z); a ":"
// alone, its gate before, is in every "key: value".
func TestMavenGate(t *testing.T) {
	re := techRes[techRules[20].re]
	if !re.MatchString("io.acme.lib:acme-core-1.2.0") {
		t.Fatal("rule 20 must be the Maven coordinate's")
	}
	rng := rand.New(rand.NewPCG(9, 10))
	units := []string{"io.acme", ".lib", ":", "acme-core", "-", "1.2.0", ":1", " ", "X", "é", "a", "Core", "\n", "_"}
	matched := 0
	for i := range 20000 {
		var b strings.Builder
		for b.Len() < 3+rng.IntN(60) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		gated := false
		for c := 'a'; c <= 'z'; c++ {
			gated = gated || strings.Contains(strings.ToLower(s), ":"+string(c))
		}
		if re.MatchString(s) {
			matched++
			if !gated {
				t.Fatalf("case %d: %q matches without a gate", i, s)
			}
		}
	}
	if matched == 0 {
		t.Fatal("no text matched: the check proves nothing")
	}
}
