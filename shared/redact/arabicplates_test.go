package redact

import "testing"

// An Arabic plate is masked wherever it stands; the conjunction و alone
// between two numbers (a range) is no plate's letter.
func TestArabicPlateOrRange(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"قيمة x يجب ان تكون ما بين 3 و 255", "قيمة x يجب ان تكون ما بين 3 و 255"},
		{"الطول بين ٣ و ٢٥٥ حرفا", "الطول بين ٣ و ٢٥٥ حرفا"},
		{"vehicle ط ك د 5806 has an unpaid fine", "vehicle [value] has an unpaid fine"},
		{"plate و 255 not in permit list", "plate [value] not in permit list"},
		{"السيارة ط 4821 مخالفة", "السيارة [value] مخالفة"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}
