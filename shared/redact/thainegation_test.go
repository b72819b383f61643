package redact

import "testing"

// TestThaiNegated: a Thai run opening with ไม่ (not) is the message's,
// never a name, however the names filters answer for it; ไม้ (wood, another
// tone mark) and a run without it are left to the names data.
func TestThaiNegated(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"ไม่ถูกต้อง", true},  // not correct
		{"ไม่พบผู้ใช้", true}, // user not found
		{"ไม่สามารถ", true},   // cannot
		{"ไม้", false},        // wood
		{"สมชาย", false},      // a given name
		{"ข้อผิดพลาด", false}, // error
	} {
		if got := thaiNegated(c.w); got != c.want {
			t.Errorf("thaiNegated(%q) = %v, want %v", c.w, got, c.want)
		}
		if c.want && (givenNameData(c.w) || surnameData(c.w) || sameScriptName(c.w, thai)) {
			t.Errorf("%q: read as a name", c.w)
		}
	}
}
