package redact

import (
	"strings"
	"testing"
)

// TestUserAgentProductTokens: a product's build in a User-Agent (two more
// products with dotted versions on its line) is kept; the same shape
// where no such products stand is a path's segment, judged as a value.
func TestUserAgentProductTokens(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"blocked crawler: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1", "Mobile/15E148 Safari/604.1", ""},
		{"ua=Mozilla/5.0 (iPad) AppleWebKit/535.0 (KHTML, like Gecko) FxiOS/9.9c5483.0 Mobile/72V268 Safari/535.0", "FxiOS/9.9c5483.0 Mobile/72V268", ""},
		{"sync failed for Photos/06S591 archive", "", "06S591"},
		{"Mozilla/5.0 sync failed for Photos/06S591", "", "06S591"},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}
