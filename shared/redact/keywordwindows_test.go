package redact

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// keywordTriggers are detectKeywordValues' triggers of reKeywordValue.
var keywordTriggers = []string{"plate", "kennzeichen", "matr", "immatric", "ni n", "passport", "travel", "postcode", "post code", "postal", "zip code", "pasaporte", "passeport", "reisepass", "passaporto", "paspoort", "paszport", "birth", "born", "dob", "social", "ssn", "insurance", "nino", "nhs", "licen", "tax", "iban", "account", "routing", "sort", "card", "pass", "pin", "otp", "code", "api", "key", "phone", "mobile", "tel", "cell", "answer"}

// TestKeywordWindowsDropOnlyEmpty: a stretch windows leaves out (no trigger
// starts a word in the text) is one where reKeywordValue finds nothing, on texts
// of keywords, triggers inside words, the untriggered pwd, the runes (?i)
// reads as k and s, and an overlapping "ni n".
func TestKeywordWindowsDropOnlyEmpty(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	units := []string{"template", "mapping", "hotel", "x", "ni", " ", " n", "=", ": ", "'", "-", "_", "1234", "AB12",
		"pwd", "PWD", "Pass", "word", "passport", "number", "Date of birth", "plate", "licence", "ä", "\u212aennzeichen",
		"pa\u017fsword", "s", "code", "one-time", "api", "key", "sort", "tel", "cell", "\n", "Routing", "DOB"}
	dropped := 0
	for i := range 4000 {
		var b strings.Builder
		for b.Len() < 10+rng.IntN(500) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		sc := &scan{s: s, lower: lowerInPlace(s)}
		all := windows(sc, keywordTriggers, keywordBack, keywordAhead, "")
		kept := windows(sc, keywordTriggers, keywordBack, keywordAhead, "pwd")
		for _, w := range all {
			if slices.Contains(kept, w) {
				continue
			}
			dropped++
			if m := reKeywordValue.FindAllStringSubmatchIndex(s[w[0]:w[1]], -1); m != nil {
				t.Fatalf("case %d: %q dropped %q, where %q is a keyword's value", i, s, s[w[0]:w[1]], s[w[0]:w[1]][m[0][0]:m[0][1]])
			}
		}
	}
	if dropped == 0 {
		t.Fatal("no stretch was left out")
	}
}

// TestKeywordWindows: a text whose triggers all stand inside words reads no
// stretch; one where a trigger starts a word, pwd, or an overlapping "ni n"
// does.
func TestKeywordWindows(t *testing.T) {
	for _, tc := range []struct {
		s    string
		read bool
	}{
		{"django/template/response.py", false},
		{"render_template(mapping)", false},
		{"Hotel California", false},
		{"template pwd=hunter2x", true},
		{"template plate AB12CDE", true},
		{"xni ni number QQ123456C", true},
		{"Date of birth: 1990-01-02", true},
		{"account_number=12345678", true},
	} {
		sc := &scan{s: tc.s, lower: lowerInPlace(tc.s)}
		if got := len(windows(sc, keywordTriggers, keywordBack, keywordAhead, "pwd")) > 0; got != tc.read {
			t.Errorf("%q: read %v, want %v", tc.s, got, tc.read)
		}
	}
}
