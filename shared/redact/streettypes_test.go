package redact

import "testing"

// TestStreetTypesMore: street types written as words of their own (German
// Ufer and Brücke, USPS's Heights and Extension, French Route de/du with a
// capitalised name) and an abbreviated word of the name (Б. for Большая)
// make a street address; the same words in a program's own messages, with
// no capitalised name or with a status after the number, are kept.
func TestStreetTypesMore(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"tasks.notify(77, 'пр. Ленинский М. 14')", "tasks.notify(77, '[address]')"},
		{"Zeile enthält (4711, Neues Ufer 12, t, 2024-03-01).", "Zeile enthält (4711, [address], t, 2024-03-01)."},
		{"Zeile enthält (4711, Alte Brücke 3, t, 2024-03-01).", "Zeile enthält (4711, [address], t, 2024-03-01)."},
		{"Échec: valeur 18 Maple Heights refusée", "Échec: valeur [address] refusée"},
		{"Échec: valeur 907 Harbor Extension refusée", "Échec: valeur [address] refusée"},
		{"geocoder: no match for 27 Route des Vignes, retrying", "geocoder: no match for [address], retrying"},
		// kept
		{"GET /x 404 Route not found", "GET /x 404 Route not found"},
		{"error 404 Route Du jour", "error 404 Route Du jour"},
		{"Error 5 Extension Not Loaded", "Error 5 Extension Not Loaded"},
		{"Step 3 Route Table", "Step 3 Route Table"},
		{"Q. 3 failed", "Q. 3 failed"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}
