package redact

import "testing"

// TestTrunkPhoneGroups: a national number after its trunk 0 with its area
// or mobile code set apart by a slash (German 0171/4829356) or a space
// (Kenyan 0712 345678) is a phone; a date, a fraction of short groups, a
// version and a number without the trunk 0 stay. Invented numbers.
func TestTrunkPhoneGroups(t *testing.T) {
	checkProse(t, []proseCase{
		{"Fehler: Rückrufnummer 0160/5551234 nicht erreichbar", []string{"0160/5551234"}, []string{"Rückrufnummer", "nicht erreichbar"}},
		{"SMS error: 0722 555123 InsufficientBalance", []string{"0722 555123"}, []string{"SMS error:", "InsufficientBalance"}},
		// the neighbours
		{"Stand 01/2024, Seite 0171/12, Build 1712 345678 ok", nil, []string{"01/2024", "0171/12", "1712 345678"}},
	})
}
