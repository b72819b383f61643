package redact

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// keywordTriggers are detectKeywordValues' triggers of reKeywordValue (a
// copy: they are built where they are used).
var keywordTriggers = []string{"plate", "kennzeichen", "matr", "immatric", "ni n", "passport", "travel", "postcode", "post code", "postal", "zip code", "pasaporte", "passeport", "reisepass", "passaporto", "paspoort", "paszport", "birth", "born", "dob", "social", "ssn", "insurance", "nino", "nhs", "licen", "tax", "iban", "account", "routing", "sort", "card", "pass", "pin", "otp", "code", "api", "key", "phone", "mobile", "tel", "cell", "answer"}

// TestKeywordStartsOnlyEmpty: a text keywordStarts says no to is one where
// reKeywordValue finds nothing, on texts of keywords, triggers inside
// words, the untriggered pwd, the runes (?i) reads as k and s, and an
// overlapping "ni n".
func TestKeywordStartsOnlyEmpty(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	units := []string{"template", "mapping", "hotel", "x", "ni", " ", " n", "=", ": ", "'", "-", "_", "1234", "AB12",
		"pwd", "PWD", "Pass", "word", "passport", "number", "Date of birth", "plate", "licence", "ä", "\u212aennzeichen",
		"pa\u017fsword", "s", "code", "one-time", "api", "key", "sort", "tel", "cell", "\n", "Routing", "DOB"}
	skipped := 0
	for i := range 6000 {
		var b strings.Builder
		for b.Len() < 4+rng.IntN(60) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		if keywordStarts(&scan{s: s, lower: lowerInPlace(s)}, keywordTriggers, "pwd") {
			continue
		}
		skipped++
		if m := reKeywordValue.FindAllStringSubmatchIndex(s, -1); m != nil {
			t.Fatalf("case %d: %q skipped, where %q is a keyword's value", i, s, s[m[0][0]:m[0][1]])
		}
	}
	if skipped == 0 {
		t.Fatal("no text was skipped")
	}
}

// TestKeywordStarts: a text whose triggers all stand inside words is
// skipped; one where a trigger starts a word, pwd, or an overlapping "ni n"
// is read.
func TestKeywordStarts(t *testing.T) {
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
		{"x\u212aennzeichen: B MW 1234", true},
	} {
		sc := &scan{s: tc.s, lower: lowerInPlace(tc.s)}
		if got := keywordStarts(sc, keywordTriggers, "pwd"); got != tc.read {
			t.Errorf("%q: read %v, want %v", tc.s, got, tc.read)
		}
	}
}

// TestKeyNounsAndSuffixedLabels: a cipher's or a MAC's key after its noun
// (HMAC key, AES key) in a key's shape, a label with a Turkish case ending
// after its apostrophe (PIN'i, CVV'si), and a compact date after a word for
// "born"; a key's version or slot, a count and an impossible date stay.
func TestKeyNounsAndSuffixedLabels(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, drop, keep string }{
		{"webhook: bad HMAC key 0a9b8c7d6e5f40312a3b4c5d6e7f8091 for shop", "0a9b8c7d6e5f40312a3b4c5d6e7f8091", "for shop"},
		{"decrypt: AES key 3fa85f6457174562b3fc2c963f66afa6 rejected", "3fa85f6457174562b3fc2c963f66afa6", "rejected"},
		{"Hata: Kart PIN'i 4471 yanlış girildi", "4471", "yanlış girildi"},
		{"Hata: kartın CVV'si 907 hatalı", "907", "hatalı"},
		{"eligibility: participant born 910722 excluded", "910722", "excluded"},
		{"Fehler: Teilnehmer geboren 19910722 ausgeschlossen", "19910722", "ausgeschlossen"},
		{"Błąd: pacjent urodzony 910722 wykluczony", "910722", "wykluczony"},
		// kept
		{"rotate: encryption key v2 is active", "", "encryption key v2"},
		{"kms: master key 3 unavailable", "", "master key 3"},
		{"stats: born 991399 times", "", "born 991399"},
	} {
		got, _ := r.String(c.in)
		if c.drop != "" && strings.Contains(got, c.drop) {
			t.Errorf("%q -> %q: %q kept", c.in, got, c.drop)
		}
		if !strings.Contains(got, c.keep) {
			t.Errorf("%q -> %q: %q lost", c.in, got, c.keep)
		}
	}
}
