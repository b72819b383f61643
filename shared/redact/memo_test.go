package redact

import (
	"strconv"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// TestMemoIsTransparent: a remembered result is exactly what redacting
// again gives, for every corpus text, for texts over the memo's size limit
// and for the configured-secret error; and the memo stays bounded.
func TestMemoIsTransparent(t *testing.T) {
	const literal = "lit-secret-0123456789"
	r := New(literal)
	var inputs []string
	for _, f := range []string{"testdata/corpus/planted.tsv", "testdata/corpus/identifiers.tsv"} {
		for _, e := range corpus.Load(t, f) {
			inputs = append(inputs, e.Carrier)
		}
	}
	inputs = append(inputs, "token "+literal+" in a title", strings.Repeat("olivia.martin@example.org ", 100), "")
	for _, s := range inputs {
		want, wantErr := r.redact(s)
		for pass := range 2 { // the second pass answers from the memo
			got, err := r.String(s)
			if got != want || (err == nil) != (wantErr == nil) {
				t.Fatalf("pass %d of %q: %q, %v; redacting gives %q, %v", pass, s, got, err, want, wantErr)
			}
		}
	}
	if len(r.memo.cur)+len(r.memo.prev) == 0 {
		t.Fatal("nothing was remembered")
	}
	// labels are remembered apart: the same text as a label gets the
	// label's answer, fresh or remembered
	for _, s := range inputs {
		want, wantErr := r.redactAs(s, true)
		for pass := range 2 {
			got, err := r.Label(s)
			if got != want || (err == nil) != (wantErr == nil) {
				t.Fatalf("label pass %d of %q: %q, %v; redacting gives %q, %v", pass, s, got, err, want, wantErr)
			}
		}
	}
	for i := range 3 * memoEntries {
		s := "ValueError at 203.0.113." + strconv.Itoa(i%250) + " request " + strconv.Itoa(i)
		got, _ := r.String(s)
		if strings.Contains(got, "203.0.113.") {
			t.Fatalf("%q came out as %q", s, got)
		}
	}
	if n := len(r.memo.cur) + len(r.memo.prev); n > 2*memoEntries {
		t.Fatalf("memo holds %d results, bound is %d", n, 2*memoEntries)
	}
}
