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

// TestMavenShape: mavenShape holds wherever the Maven coordinate's
// expression matches (it gates the expression, whose own gate ":" is in
// every key: value); a message's colon after a capitalised word fails it.
func TestMavenShape(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"io.acme.lib:acme-core-1.2.0", true},
		{"failed to resolve g.a:b:1.0 from central", true},
		{"NoReverseMatch: Reverse for 'nope' not found.", false},
		{"key: value", false},
		{"a.b.:c", false},
		{"a.b:C", false},
		{"a.B:c", false},
		{"X.a_1.b2:c", true}, // the shape, not a match
	} {
		if got := mavenShape(tc.s); got != tc.want {
			t.Errorf("mavenShape(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	if techGates[29] != ":" || techRules[20].re != 19 {
		t.Fatal("techIDSpans asks mavenShape for rule 20: it must be the Maven coordinate's, gated on :")
	}
	re := techRes[techRules[20].re]
	rng := rand.New(rand.NewPCG(9, 10))
	units := []string{":", ".", "a", "io", "acme", "Core", "-", "1", "2.0", " ", "_", "X", "é", "\n", "::", "lib"}
	var held, failed int
	for i := range 20000 {
		var b strings.Builder
		for b.Len() < 3+rng.IntN(60) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		got, want := mavenShape(s), re.FindAllStringSubmatchIndex(s, -1) != nil
		if want && !got {
			t.Fatalf("case %d: mavenShape(%q) skips a text the expression matches", i, s)
		}
		if got {
			held++
		} else if strings.Contains(s, ":") {
			failed++
		}
	}
	if held == 0 || failed == 0 {
		t.Fatalf("held %d, failed with a colon %d: both must occur", held, failed)
	}
}
