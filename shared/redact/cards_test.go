package redact

import (
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
