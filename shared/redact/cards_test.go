package redact

import (
	"runtime"
	"strings"
	"testing"
)

// TestCardLengths: a number that passes Luhn is a card's only at a length
// its issuer's range has: American Express's 15 digits, Diners' 14, a
// 13-digit Visa and a 15-digit UATP are masked; 13 digits under 2 or 3 and
// 14 under 1 (order and record numbers a tenth of which pass Luhn) are
// no card (a number after the word card may be masked all the same).
func TestCardLengths(t *testing.T) {
	r := New()
	for _, c := range []struct {
		num  string
		card bool
	}{
		{"378282246310005", true},
		{"30569309025904", true},
		{"4222222222222", true},
		{"110000000000007", true},
		{"2025110200412", false},
		{"3010000000006", false},
		{"11000000000007", false},
	} {
		in := "payment declined for card " + c.num + " at checkout"
		got, _ := r.String(in)
		if asCard := strings.Contains(got, "[card]"); asCard != c.card || c.card && strings.Contains(got, c.num) {
			t.Errorf("%q -> %q: read as a card %v, want %v", in, got, asCard, c.card)
		}
	}
}

// allocGrowth is how many times more bytes the redactor allocates on unit
// repeated to 64 KB than to 16 KB: about 4 when its cost is linear, 16
// when a step redoes work in proportion to the whole text at each
// repetition (lower-casing the rest of the text per hit was). Allocated
// bytes do not depend on the machine's load, as a time would.
func allocGrowth(t *testing.T, unit string) float64 {
	t.Helper()
	bytes := func(n int) uint64 {
		r := New("configured-token-value")
		s := strings.Repeat(unit, n/len(unit))
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		if _, err := r.String(s); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&m1)
		return m1.TotalAlloc - m0.TotalAlloc
	}
	bytes(4 << 10) // the rules' lazily built tables are built here, not counted below
	return float64(bytes(64<<10)) / float64(bytes(16<<10))
}

// TestBarcodeWordAskedOnce: whether a text is about barcodes is asked of
// the whole text once, not for each 13-digit run that passes EAN's check
// (a national number repeated 256 KB long grew 4x per doubling); the
// answer is the same: a barcode after its word is kept, the same digits
// elsewhere masked.
func TestBarcodeWordAskedOnce(t *testing.T) {
	for _, unit := range []string{"Nr 4006381333931, ", "ID '4006381333931' Ref-4006381333931 "} {
		if g := allocGrowth(t, unit); g > 6 {
			t.Errorf("%q: 4x the text allocated %.1fx the bytes, want about 4", unit, g)
		}
	}
	checkMasks(t, []maskCase{
		{"EAN 4006381333931 not found, Nr 4006381333931", ""},
		{"Artikel 4006381333931 nicht gefunden, Nr 4006381333931", "4006381333931"},
	})
}
