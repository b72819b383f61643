package redact

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// fieldShapes wrap a carrier the way each text field GlitchTip returns
// holds it; the projection redacts each field on its own.
var fieldShapes = []struct{ field, format string }{
	{"title", "Error: %s"},
	{"culprit", "%s in handle_request"},
	{"message", "request failed\n%s\nretrying"},
	{"exception.type", "%s"},
	{"exception.value", "%s (while saving)"},
	{"frame.location", "src/app/views.py:%s:41"},
	{"tag", "%s"},
	{"environment", "%s"},
	{"release", "%s"},
}

// TestPrivacyCorpus runs every planted value in every field shape through
// the redactor and asserts it is gone (raw and decoded), and every
// identifier in its carrier comes out unchanged. It prints the per-class
// recall and survival table (make privacy-report).
func TestPrivacyCorpus(t *testing.T) {
	r := New()
	planted := corpus.Load(t, "testdata/corpus/planted.tsv")
	if len(planted) < 200 {
		t.Fatalf("planted corpus has %d values, want >= 200", len(planted))
	}
	type tally struct{ total, ok int }
	recall := map[string]*tally{}
	for _, e := range planted {
		tl := recall[e.Class]
		if tl == nil {
			tl = &tally{}
			recall[e.Class] = tl
		}
		for _, f := range fieldShapes {
			in := fmt.Sprintf(f.format, e.Carrier)
			out, err := r.String(in)
			tl.total++
			if err != nil {
				t.Errorf("%s/%s: %v", e.Class, f.field, err)
				continue
			}
			if leaked(out, e.Value) {
				t.Errorf("%s leaked in %s: %q -> %q", e.Class, f.field, e.Value, out)
				continue
			}
			tl.ok++
		}
	}
	ids := corpus.Load(t, "testdata/corpus/identifiers.tsv")
	if len(ids) < 120 {
		t.Fatalf("identifier corpus has %d values, want >= 120", len(ids))
	}
	survive := map[string]*tally{}
	for _, e := range ids {
		tl := survive[e.Class]
		if tl == nil {
			tl = &tally{}
			survive[e.Class] = tl
		}
		out, err := r.String(e.Carrier)
		tl.total++
		if err != nil || !strings.Contains(out, e.Value) {
			t.Errorf("identifier %s lost: %q -> %q", e.Class, e.Carrier, out)
			continue
		}
		tl.ok++
	}
	t.Logf("privacy report: %d planted values x %d fields, %d identifiers", len(planted), len(fieldShapes), len(ids))
	t.Logf("%-12s %8s %8s %8s", "class", "caught", "total", "recall")
	for _, k := range sortedKeys(recall) {
		t.Logf("%-12s %8d %8d %7.1f%%", k, recall[k].ok, recall[k].total, 100*float64(recall[k].ok)/float64(recall[k].total))
	}
	t.Logf("%-12s %8s %8s %8s", "identifier", "kept", "total", "survival")
	for _, k := range sortedKeys(survive) {
		t.Logf("%-12s %8d %8d %7.1f%%", k, survive[k].ok, survive[k].total, 100*float64(survive[k].ok)/float64(survive[k].total))
	}
}

// leaked reports whether v, or what v decodes to, is in out.
func leaked(out, v string) bool {
	if strings.Contains(out, v) {
		return true
	}
	d := Neutralise(decode(v))
	return d != "" && strings.Contains(out, d)
}

func sortedKeys[T any](m map[string]T) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// lengthChanging are characters whose lower case has another UTF-8
// length: the Kelvin sign, the capital sharp s, dotted capital I, and a
// few more.
var lengthChanging = []string{"\u212a", "\u1e9e", "\u0130", "\u023a", "\u2c6f", "\u2126"}

// TestLengthChangingCase puts characters whose lower case changes length
// before, inside and after every planted carrier: the redactor must not
// panic (it once sliced out of range on a Kelvin sign before a host name)
// and must still find the value.
func TestLengthChangingCase(t *testing.T) {
	r := New()
	for _, e := range corpus.Load(t, "testdata/corpus/planted.tsv") {
		for _, c := range lengthChanging {
			pad := strings.Repeat(c, 7)
			for _, in := range []string{pad + " " + e.Carrier, e.Carrier + " " + pad, pad + " " + e.Carrier + " " + pad} {
				out, err := r.String(in)
				if err != nil {
					t.Fatalf("%q: %v", in, err)
				}
				if leaked(out, e.Value) {
					t.Errorf("%s leaked after %q: %q -> %q", e.Class, c, in, out)
				}
			}
		}
	}
}

// TestLowerInPlace: the lower-case text keeps every offset, and lowers
// what strings.ToLower lowers without changing a length.
func TestLowerInPlace(t *testing.T) {
	for _, s := range []string{"", "ABC", "Ä Ö Ü É", "\u212aelvin \u1e9e \u0130stanbul ΣΑΣ", "bad \xff byte", "日本語 KEY"} {
		l := lowerInPlace(s)
		if len(l) != len(s) {
			t.Fatalf("lowerInPlace(%q) = %q: length %d, want %d", s, l, len(l), len(s))
		}
		if want := strings.ToLower(s); len(want) == len(s) && l != want {
			t.Errorf("lowerInPlace(%q) = %q, want %q", s, l, want)
		}
	}
	if l := lowerInPlace("\u212a DB.INTERNAL"); !strings.HasSuffix(l, " db.internal") {
		t.Errorf("ASCII after a Kelvin sign not lowered: %q", l)
	}
}
