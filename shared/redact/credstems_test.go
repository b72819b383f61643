package redact

import (
	"strings"
	"testing"
)

// TestCredStemLetters: keyClass skips a stem whose first or last letter
// the key lacks, which holds only while every stem is of small ASCII
// letters, one space after each; and a stem inside a key still makes it a
// credential's, where a key with the letters but not the stem is none.
func TestCredStemLetters(t *testing.T) {
	if !strings.HasSuffix(credStemList, " ") || strings.Contains(credStemList, "  ") || strings.HasPrefix(credStemList, " ") {
		t.Fatal("credStemList must be its stems with one space after each")
	}
	for _, st := range strings.Fields(credStemList) {
		for i := 0; i < len(st); i++ {
			if st[i] < 'a' || st[i] > 'z' {
				t.Fatalf("stem %q holds %q: keyClass's letter test reads a to z only", st, st[i])
			}
		}
		if keyClass("db_"+st) != "cred" {
			t.Errorf("keyClass(db_%s) = %q, want cred", st, keyClass("db_"+st))
		}
	}
	for _, k := range []string{"db_password", "PGPASSWORD", "X-Auth-Token", "userPassword", "SharedAccessKey", "stripe_hmac_value"} {
		if keyClass(k) != "cred" {
			t.Errorf("keyClass(%q) = %q, want cred", k, keyClass(k))
		}
	}
	for _, k := range []string{"template_name_node", "row_count", "status", "render_context"} {
		if c := keyClass(k); c == "cred" {
			t.Errorf("keyClass(%q) = cred, want no credential", k)
		}
	}
}
