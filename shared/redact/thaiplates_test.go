package redact

import "testing"

// TestThaiPlates: a Thai plate (consonants and a number) after the
// register's word goes, its province stays; a house register and a register's word
// with nothing plate-shaped after it stay.
func TestThaiPlates(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"ไม่พบรถทะเบียน กข 4512 กรุงเทพมหานคร ในระบบที่จอดรถ", "ไม่พบรถทะเบียน [value] กรุงเทพมหานคร ในระบบที่จอดรถ"},
		{"ค่าผ่านทางไม่ถูกตัด: ทะเบียน 1กข 1234 (ด่าน 7)", "ค่าผ่านทางไม่ถูกตัด: ทะเบียน [value] (ด่าน 7)"},
		{"ทะเบียนรถ: ขก-881 ไม่ถูกต้อง", "ทะเบียนรถ: [value] ไม่ถูกต้อง"},
		// kept
		{"ทะเบียนบ้าน ไม่พบข้อมูล (code 4512)", ""},
		{"ทะเบียน กข ไม่พบ", ""},
		{"ทะเบียน กขค 12 ไม่พบ", ""},
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
