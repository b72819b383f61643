package redact

import (
	"strings"
	"testing"
)

// TestIBANShaped: an IBAN whose check digits are wrong goes when its
// country, length and characters are the registry's, in prose of any
// language and with its groups spaced; a code of another length or
// class, or of a country with no IBAN, stays.
func TestIBANShaped(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		// wrong check digits, the registry's shape
		{"Błąd: zwrot kaucji na rachunek PL27114020040000300241772390 odrzucony.", "Błąd: zwrot kaucji na rachunek [iban] odrzucony."},
		{"Fel: utbetalning till SE7280000832790004177239 misslyckades, kontot är avslutat.", "Fel: utbetalning till [iban] misslyckades, kontot är avslutat."},
		{"Erreur : le prélèvement sur FR7617569000704417723901F87 a été rejeté (AM04).", "Erreur : le prélèvement sur [iban] a été rejeté (AM04)."},
		{"IBAN DE12 3704 0044 0532 0130 00 unbekannt", "IBAN [iban] unbekannt"},
		// a right one, as before
		{"IBAN GB82WEST12345698765432 rejected", "IBAN [iban] rejected"},
		// kept: one place short, a letter where the registry says digits,
		// a country the registry has not, a lower-case tail
		{"order DE1237040044053201300 shipped", ""},
		{"order DE12370400440532013X00 shipped", ""},
		{"build XX12345678901234567890 failed", ""},
		{"SKU AT12ABCDE12345678901 not found", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}

// TestIBANShapedByCountry checks the reading of the registry's structure
// itself: each class at its place, and the exact length.
func TestIBANShapedByCountry(t *testing.T) {
	for _, c := range []struct {
		v    string
		want bool
	}{
		{"GB00WEST12345698765432", true},
		{"GB0012345612345698765432", false},
		{"GB00WEST1234569876543", false},
		{"GB00WEST123456987654321", false},
		{"FR7617569000704417723901F87", true},
		{"FR761756900070441772390AF87", true},
		{"FR76175690007044177239A1FB7", false},
		{"BR1500000000000010932840814P2", true},
		{"ZZ1212345678", false},
		{"D", false},
	} {
		if got := ibanShaped(strings.ReplaceAll(c.v, " ", "")); got != c.want {
			t.Errorf("ibanShaped(%q) = %v, want %v", c.v, got, c.want)
		}
	}
}
