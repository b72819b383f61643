package redact

import "testing"

// TestProductModels: a capitalised run followed by a model designation
// (letters and digits with a capital, or a number and a model's suffix) is
// a product, and the word after the code is its name; a name followed by
// a date, a house number or a letter is still a person's.
func TestProductModels(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		// kept: products
		{"render failed: driver for AMD Ryzen 5 3600X crashed (TDR)", "render failed: driver for AMD Ryzen 5 3600X crashed (TDR)"},
		{"render failed: driver for Nvidia GeForce GTX 1080 Ti crashed (TDR)", "render failed: driver for Nvidia GeForce GTX 1080 Ti crashed (TDR)"},
		{"unsupported platform Google Pixel 8 Pro (see compatibility matrix)", "unsupported platform Google Pixel 8 Pro (see compatibility matrix)"},
		{"render failed: driver for Cessna 172S crashed (TDR)", "render failed: driver for Cessna 172S crashed (TDR)"},
		{"unsupported platform Antonov An-124 Ruslan (see compatibility matrix)", "unsupported platform Antonov An-124 Ruslan (see compatibility matrix)"},
		// masked: people
		{"invoice for Olivia Martin 2024-03-01T10:22:11 failed", "invoice for [name] 2024-03-01T10:22:11 failed"},
		{"assigned to Hannah Schmidt B", "assigned to [name] B"},
		{"reminder sent to Olivia Martin 12a", "reminder sent to [name] 12a"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"S22 Plus", true},
		{"7 1800X", true},
		{"DHC-8-100", true},
		{"747-300M", true},
		{"12 Pro", true},
		{"12a", false},
		{"12A", false},
		{"96", false},
		{"2024-03-01T10:22", false},
		{"v2 api", false},
	} {
		if got := modelFollows(c.s, 0); got != c.want {
			t.Errorf("modelFollows(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
