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

// A verb stem's d before a vowel is the infinitive's t (gid|il|emiyor:
// gitmek); a stem of no known infinitive is none.
func TestTurkishVerbAlternation(t *testing.T) {
	if !turkishVerb("gidilemiyor", false) {
		t.Error("turkishVerb(gidilemiyor) = false, want gitmek's passive negative")
	}
	if turkishVerb("qzdilemiyor", false) {
		t.Error("turkishVerb(qzdilemiyor) = true, want false")
	}
	r := New()
	in := "tar: /etc/nginx/conf.d/default.conf e gidilemiyor"
	if got, _ := r.String(in); got != in {
		t.Errorf("String(%q) = %q, want it unchanged", in, got)
	}
}

// A Turkish noun's glued endings in the stem's harmony make a word's form
// (a name takes its endings after an apostrophe); a name's stem, a
// broken harmony or a stem no filter holds make none, and a login of a
// name with a plural's letters is still masked.
func TestTurkishNounForms(t *testing.T) {
	for _, w := range []string{"çiftleri", "seçeneklerini", "dizinde", "sunucusu", "dosyanın", "dosyasını"} {
		if !trNoun(w, false, 1) {
			t.Errorf("trNoun(%q) = false, want a noun's form", w)
		}
	}
	for _, w := range []string{"çiftlerı", "sunucusi", "ahmetler", "yilmazlar", "qzvkleri"} {
		if trNoun(w, false, 1) {
			t.Errorf("trNoun(%q) = true, want none", w)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "xz: Seçenekler, virgülle ayrılmış 'ad=değer' çiftleri olmalıdır"},
		{in: "user=ahmetler", gone: []string{"ahmetler"}},
		{in: "kullanıcı: yilmazlar", gone: []string{"yilmazlar"}},
	})
}
