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

// A noun of the later dictionaries with -lik, -li, -siz or -ci in its
// vowel harmony is a word; a given name's stem (Terim), a stem of both
// harmonies (another language's word) and a capitalised surname so made
// are not; a stem's d before a vowel is the infinitive's t (gid|il|emiyor:
// gitmek).
func TestTurkishDerived(t *testing.T) {
	for _, w := range []string{"bağlantısız", "dosyasız", "yazılımcı", "hatasız"} {
		if !trDerived(w) || !knownWord(w) {
			t.Errorf("trDerived(%q) = false, want a derived word", w)
		}
	}
	for _, w := range []string{"terimli", "mangeli", "dosyasiz", "bağlantılü", "qzvksız"} {
		if trDerived(w) {
			t.Errorf("trDerived(%q) = true, want false", w)
		}
	}
	if turkishVerb("Dosyasız", true) {
		t.Error("turkishVerb(Dosyasız, capital) = true: a capitalised derivation is left to the name rules")
	}
	if !turkishVerb("gidilemiyor", false) {
		t.Error("turkishVerb(gidilemiyor) = false, want gitmek's passive negative")
	}
	r := New()
	for in, want := range map[string]string{
		"tar: /etc/nginx/conf.d/default.conf e gidilemiyor": "tar: /etc/nginx/conf.d/default.conf e gidilemiyor",
		"kullanıcı: Terimli Ayşe":                           "kullanıcı: [name]",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}
