package redact

import "testing"

// TestProductSpans: a maker's and a product's names before a model code
// (a series and a model number, a series' capitals and a number, a dotted
// code, a variant numbered in hundreds, a round number after a maker the
// names data does not hold) come out whole; a
// person's name before a date, an id, an amount, a house number, a plate's
// or an account's code is still masked.
func TestProductSpans(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		// kept: products
		{"benchmark aborted on AMD Ryzen 7 1700: thermal throttling", "benchmark aborted on AMD Ryzen 7 1700: thermal throttling"},
		{"render failed: driver for Nvidia GTX 1070 crashed (TDR)", "render failed: driver for Nvidia GTX 1070 crashed (TDR)"},
		{"benchmark aborted on De Havilland DH.104 Dove: thermal throttling", "benchmark aborted on De Havilland DH.104 Dove: thermal throttling"},
		{"device model Fairchild Dornier Do.328 not supported by firmware 4.2.1", "device model Fairchild Dornier Do.328 not supported by firmware 4.2.1"},
		{"render failed: driver for Douglas DC-3 crashed (TDR)", "render failed: driver for Douglas DC-3 crashed (TDR)"},
		{"benchmark aborted on Boeing 737-400: thermal throttling", "benchmark aborted on Boeing 737-400: thermal throttling"},
		{"render failed: driver for Embraer Legacy 500 crashed (TDR)", "render failed: driver for Embraer Legacy 500 crashed (TDR)"},
		// masked: people, whatever follows their name
		{"invoice for Olivia Martin 2024-03-01T10:22:11 failed", "invoice for [name] 2024-03-01T10:22:11 failed"},
		{"customer Olivia Martin ID 4711 not found", "customer [name] ID 4711 not found"},
		{"payment from Olivia Martin 500 declined", "payment from [name] 500 declined"},
		{"payment from Kovács Anna 500 declined", "payment from [name] 500 declined"},
		{"reminder sent to Olivia Martin 12a", "reminder sent to [name] 12a"},
		{"Anmeldung fehlgeschlagen von Gerät LAPTOP-KWEBER7 (10.20.4.117)", "Anmeldung fehlgeschlagen von Gerät LAPTOP-[value] (10.20.4.117)"},
		{"delivery to Müllerstraße 7 1010 Wien failed", "delivery to [address] 1010 Wien failed"},
		{"customer 123-400 not found", "customer [number] not found"},
		// a plate after its key's word, or after a token of code
		{"Validation failed: Reg 5-VPT-52 has already been taken", "Validation failed: Reg [value] has already been taken"},
		{"Validation failed: Kenteken 5-VPT-52 has already been taken", "Validation failed: Kenteken [value] has already been taken"},
		{`called ` + "`Result::unwrap()`" + ` on an ` + "`Err`" + ` value: NotFound(Some("GCK 4376D"))`, `called ` + "`Result::unwrap()`" + ` on an ` + "`Err`" + ` value: NotFound(Some("[value]"))`},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"7 1700", true},
		{"GTX 1070", true},
		{"DH.104", true},
		{"737-400", true},
		{"737-412", false}, // a variant is numbered in hundreds
		{"ID 4711", false},
		{"Nr.4711", false},
		{"7 17", false},
		{"GTX 1070abc", false},
	} {
		if got := modelCode(c.s, 0); got != c.want {
			t.Errorf("modelCode(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
