package redact

import "testing"

// Turkish verbs conjugated from a known infinitive are words; a string
// with a verb's ending whose stem makes no known infinitive is not.
func TestTurkishVerbForms(t *testing.T) {
	for _, w := range []string{"kaldırılamıyor", "başlatılamıyor", "temizlenmiyor", "imzalanabilir", "okunmuş", "tanınmamış", "hazırlanılıyor", "bitmeli"} {
		if !turkishVerb(w, false) {
			t.Errorf("turkishVerb(%q) = false, want a verb's form", w)
		}
	}
	for _, w := range []string{"qzvkxiyor", "brtlamıyor", "okacak"} {
		if turkishVerb(w, false) {
			t.Errorf("turkishVerb(%q) = true, want no verb", w)
		}
	}
	// a capitalised word takes off an ending of four letters or more only
	if turkishVerb("okunmuş", true) {
		t.Error("turkishVerb(okunmuş, capital) = true: -muş is a short ending")
	}
}
