package redact

import (
	"maps"
	"testing"
)

// The code sets WithCode and WithVocabulary remember are the sets they
// would make: the same in either order, the same when asked again, and
// another set for other names.
func TestCodeSetsRemembered(t *testing.T) {
	names := []string{"billing/invoice_worker.py", "InvoiceWorker.run_batch", "ledger.sync"}
	vocab := []string{"orion-api", "production"}
	a := New().WithVocabulary(vocab...).WithCode(names...)
	b := New().WithVocabulary(vocab...).WithCode(names...)
	c := New().WithCode(names...).WithVocabulary(vocab...)
	want, salt := buildCodeSet(vocab, names)
	for _, r := range []*Redactor{a, b, c} {
		if !maps.Equal(r.code, want) || r.codeSalt != salt {
			t.Fatalf("code set %v (salt %x), want %v (%x)", r.code, r.codeSalt, want, salt)
		}
	}
	if !a.code["invoice"] || !a.code["orion"] || !a.code["ledger"] {
		t.Errorf("parts missing from %v", a.code)
	}
	v1 := New().WithVocabulary(vocab...)
	v2 := New().WithVocabulary("orion-api").WithVocabulary("production")
	if !maps.Equal(v1.code, v2.code) || v1.codeSalt != v2.codeSalt {
		t.Errorf("vocabulary in one call %v, in two %v", v1.code, v2.code)
	}
	other := New().WithVocabulary(vocab...).WithCode("shipping/parcel_label.py")
	if other.code["invoice"] || !other.code["parcel"] || other.codeSalt == a.codeSalt {
		t.Errorf("another event's code set: %v", other.code)
	}
	// a text redacted with a remembered set reads as with a new one
	text := "InvoiceWorker failed for orion in ledger.sync"
	x, err1 := a.String(text)
	y, err2 := New().WithVocabulary(vocab...).WithCode(names...).String(text)
	if x != y || err1 != nil || err2 != nil {
		t.Errorf("%q != %q (%v, %v)", x, y, err1, err2)
	}
}
