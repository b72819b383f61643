package redact

import "testing"

// TestCardEndings: a card's last four digits after "card ending (in)" go;
// "ending" after no card's word, and a longer number, stay.
func TestCardEndings(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Refund failed for card ending 4242 (salon booking 7781)", "Refund failed for card ending [number] (salon booking 7781)"},
		{"charge declined: Visa ending in 1881, insufficient funds", "charge declined: Visa ending in [number], insufficient funds"},
		// kept
		{"period ending 2024 has no invoices", ""},
		{"card ending 42424 not found", ""},
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
