package redact

import "testing"

// TestFileNamesOfPeople: a file's name whose parts are a given name and a
// surname in small letters, a surname's particle and a surname, or a
// condition's word names somebody's file and is masked; a name of known
// words, dates and versions is a program's and stays.
func TestFileNamesOfPeople(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"upload failed: klage-petra-hahn-v2.pdf too large", "upload failed: [value] too large"},
		{"kan niet openen: aanvraag_de_vries_2026.docx", "kan niet openen: [value]"},
		{"export stopped at /data/hiv_patients_q3.csv", "export stopped at /data/[value]"},
		// kept
		{"upload failed: report-2026-11.pdf too large", ""},
		{"cannot open invoice_template_v3.docx", ""},
		{"restore from backup-db-prod.tar.gz failed", ""},
		{"cannot open report_march_may.pdf", ""},
		{"cannot open health_check_results.csv", ""},
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
