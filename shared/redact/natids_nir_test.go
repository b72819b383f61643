package redact

import (
	"glitchtip-mcp/shared/redact/checkdigit"

	"strings"
	"testing"
)

// TestNIR checks the French social security number wherever it stands
// (key and month checked, Corsica's 2A/2B read as INSEE reads them), and
// that a number of its length whose key or month is wrong is kept. The
// numbers are made up, with keys computed for the test.
func TestNIR(t *testing.T) {
	r := New()
	for _, c := range []struct{ text, value string }{
		{`Cannot deserialize value of type java.lang.Long from String "184037512345690"`, `184037512345690`},
		{`The value '292019935012357' is not valid for KycRef.`, `292019935012357`},
		{`lookup failed for 185062A00123451`, `185062A00123451`},
	} {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q: %q stayed: %q", c.text, c.value, out)
		}
	}
	for _, v := range []string{"184037512345691", "184137512345690", "1840375123456900"} {
		if checkdigit.NIR(v) {
			t.Errorf("%s read as a NIR", v)
		}
	}
}
