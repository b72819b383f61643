package redact

import "testing"

// TestProductReleases: a capitalised word or two right before a release
// number (three dotted parts or more that are no date; a product of the
// brands data before any dotted number) is a product's name, kept; a
// person's name before a date or an amount is masked still, and so is a
// name whose last word happens to be a product's.
func TestProductReleases(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Aplikace Lítačka 3.9.1 neustále padá.", ""},
		{"Web server failed to start. (Spring Boot 3.2.3, Tomcat)", ""},
		{"plugin channel missing (Flutter 3.19.2)", ""},
		{"Z39.50 search failed: connection timed out (Koha 23.11.04)", ""},
		// still masked
		{"ticket opened by Olivia Martin 12.03.1985", "Olivia Martin"},
		{"booking for Olivia Martin 03.02.04 failed", "Olivia Martin"},
		{"signed by Mario Rossi 2024.03.11", "Mario Rossi"},
		{"payment from Olivia Martin 45.00 EUR refused", "Olivia Martin"},
		{"Patient Maria Flutter 3.19.2", "Maria Flutter"},
		{"login from Olivia Martin 10.0.0.5 refused", "Olivia Martin"},
	})
}

// TestVersionFollows: the release shapes versionFollows reads after the
// word ending at b, and the dates and amounts it leaves.
func TestVersionFollows(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Flutter 3.19.2)", true},
		{"Boot 3.2.3, Tomcat", true},
		{"Bill 2.0.3 imesimama", true},
		{"Gateway v1.8.3", true},
		{"Koha 23.11.04)", true}, // a brand's, numbered by year and month
		{"Koha 23.11", true},
		{"Martin 12.03.1985", false},
		{"Martin 03.02.04", false},
		{"Rossi 2024.03.11", false},
		{"Martin 45.00 EUR", false},
		{"Verde 4.7 parou", false},
		{"Server 10.0.0.5:443", false},
		{"Martin 10.0.0.5", false},
		{"Build 3.2.3-SNAPSHOT", false},
		{"Martin", false},
	} {
		b := indexByte(c.s, ' ')
		if b < 0 {
			b = len(c.s)
		}
		if got := versionFollows(c.s, b); got != c.want {
			t.Errorf("versionFollows(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
