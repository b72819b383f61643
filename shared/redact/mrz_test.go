package redact

import (
	"strings"
	"testing"
)

// TestMRZ: both lines of a passport's machine-readable zone are masked (the
// holder's names, the document number, the date of birth); generics,
// shell redirections and arrows made of "<" stay.
func TestMRZ(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"OCR result: P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "ERIKSSON"},
		{"MRZ line 2: L898902C36UTO7408122F1204159ZE184226B<<<<<10 checksum failed", "L898902C3"},
		{"id card rejected: I<UTOD231458907<<<<<<<<<<<<<<<", "D23145890"},
		{"scan truncated: P<DEUMUSTERMANN<<ERIKA<<<", "MUSTERMANN"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"java.util.List<Map<String, List<Integer>>> cannot be cast",
		"heredoc: cat <<EOF > /tmp/CONFIG<<",
		"Vec<Vec<u8>> << 2 overflow in SHIFT<<LEFT",
		"<<<<<<< HEAD merge conflict in go.sum",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

// TestGenericTypes: a generic type as compilers print it (Vec<Vec<u8>>,
// Option<String>) is code; a password with brackets around unknown pieces
// is still masked.
func TestGenericTypes(t *testing.T) {
	r := New()
	for _, in := range []string{
		"expected Vec<Vec<u8>>, found Option<String>",
		"cannot convert List<Map<String, Integer>> to Foo",
		"mismatched types: expected Result<Vec<i32>, std::io::Error>",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
	for _, c := range []struct{ in, leak string }{
		{"password rejected: Ab<Cd>ef1#", "Cd>ef1"},
		{"pw Xk9<Qm2>zz!", "Qm2"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
}
