package redact

import (
	"strings"
	"testing"
)

// TestZWNJOfItsScripts: Persian's ZERO WIDTH NON-JOINER between two
// letters of the Arabic script, and a non-joiner or a joiner after a
// Devanagari or Sinhala virama, are letters of the word and stay (IDNA's
// CONTEXTJ); between Latin letters either only hides a split and is
// dropped, so the secret it split is still found. The detectors read the
// word without them, so a word the knowledge holds stays known.
func TestZWNJOfItsScripts(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"خطای غیرمنتظره\u200cای رخ داد.", "خطای غیرمنتظره\u200cای رخ داد."},
		{"क्\u200dष क्\u200cष", "क्\u200dष क्\u200cष"},
		{"ශ්\u200dරී ලංකා", "ශ්\u200dරී ලංකා"},
		{"pass\u200cword", "password"},
		{"ad\u200dmin", "admin"},
	} {
		if got := Neutralise(c.in); got != c.want {
			t.Errorf("Neutralise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	checkMasks(t, []maskCase{{"pass\u200cword=hunt\u200cer2", "hunt"}})
}

// TestJoinerKeptWordsStayKnown: a word spelled with a joiner is judged by
// its letters (the scan's view leaves the joiners out), so Persian text in
// a value's place comes out as written, and a name spelled with one is
// still masked.
func TestJoinerKeptWordsStayKnown(t *testing.T) {
	r := New()
	for _, in := range []string{
		"Error: رمز عبور نمی\u200cتواند خالی باشد",
		"خطا: فایل پیدا نمی\u200cشود",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
	checkMasks(t, []maskCase{{"rejected value [مهکامه-شاه\u200cحسینی]; codes [Pattern.assignee]", "حسینی"}})
}

// TestZWSPOfUnspacedScripts: the ZERO WIDTH SPACE that Khmer, Lao, Myanmar
// and Thai text writes as a word break (a run of them too, and one that
// opens a line) stays beside a letter of those scripts, so the catalogues'
// Khmer comes out as written; between Latin letters or digits it only
// hides a split, is dropped, and the secret it split is still found.
func TestZWSPOfUnspacedScripts(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"មិន\u200bអាច\u200bបម្រុង\u200b\u200bទុក pixbuf ថ្មី\u200bបាន\u200bទេ", "មិន\u200bអាច\u200bបម្រុង\u200b\u200bទុក pixbuf ថ្មី\u200bបាន\u200bទេ"},
		{"\u200bចូល\u200b ៖ PAM", "\u200bចូល\u200b ៖ PAM"},
		{"ບໍ່\u200bສາມາດ", "ບໍ່\u200bສາມາດ"},
		{"pass\u200bword", "password"},
		{"4111\u200b1111", "41111111"},
		{"ok\u200b \u200bfine", "ok fine"},
	} {
		if got := Neutralise(c.in); got != c.want {
			t.Errorf("Neutralise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	checkMasks(t, []maskCase{
		{"pass\u200bword=hunt\u200ber2", "hunt"},
		{"ថ្មី\u200bAKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"},
	})
	r := New()
	in := "ថ្មី\u200bAKIA\u200bIOSFODNN7EXAMPLE"
	if got, _ := r.String(in); strings.Contains(got, "IOSFODNN7") {
		t.Errorf("String(%q) = %q: the key split by a zero-width space passed", in, got)
	}
}
