package redact

import (
	"strings"
	"testing"
)

// TestOccupationsKept: a job title where the text says an occupation
// stands comes out whole, in any language and script, whatever the names
// data or the dictionaries say of its words; a person's name there, an
// address, and a title where no occupation is named are still masked.
func TestOccupationsKept(t *testing.T) {
	r := New()
	for _, in := range []string{
		`import skipped: unknown job title "Aquaculteur" (row 12)`,
		`import skipped: unknown job title "Фальцовщик" (row 12)`,
		"ValidationError: occupation Flisak pieniński is not in the tariff table",
		"ValidationError: occupation مهندس معماري is not in the tariff table",
		"KeyError: 'no salary band for Kalaycı'",
		`{"job_title": "Hamurkâr", "grade": 3}`,
		"Beruf ungültig: Tätigkeit: Schweißer",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
	for _, c := range []struct{ in, gone string }{
		{`import skipped: unknown job title "Olivia Martin" (row 12)`, "Olivia"},
		{"KeyError: 'no salary band for Brett Sweet'", "Brett"},
		{"ValidationError: occupation Olivia is not in the tariff table", "Olivia"},
		{"occupation: olivia.martin@example.com", "olivia.martin"},
		{`import skipped: unknown customer "Aquaculteur" (row 12)`, "Aquaculteur"},
		{"the occupational record of Olivia Martin", "Olivia"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
}
