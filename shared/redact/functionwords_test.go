package redact

import (
	"strings"
	"testing"
)

// A language's function word (Die, La, El) that the names data holds as a
// name does not make a given name and surname of the noun after it; a
// given name does.
func TestFunctionWordNoGivenName(t *testing.T) {
	r := New()
	for _, in := range []string{
		"make: *** Die Regel hat zu viele Zeilen (8080d)",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
	if out, _ := r.String("Frank Winter hat keinen Zugriff"); strings.Contains(out, "Winter") {
		t.Errorf("a given name and surname kept: %q", out)
	}
}
