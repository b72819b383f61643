package redact

import "testing"

// TestThaiGluedPairs: a Thai given name and family name one space apart,
// glued to the sentence's words on either side (ให้…ได้: "to … could"),
// are masked; two dictionary words one space apart stay. Invented values.
func TestThaiGluedPairs(t *testing.T) {
	checkProse(t, []proseCase{
		{"ข้อผิดพลาด: ไม่สามารถคืนเงินให้สมศักดิ์ ศรีสุขได้ เนื่องจากบัญชีถูกระงับ", []string{"สมศักดิ์", "ศรีสุข"}, []string{"ไม่สามารถคืนเงินให้", "ได้ เนื่องจากบัญชีถูกระงับ"}},
		{"ข้อผิดพลาด: ไม่สามารถเชื่อมต่อ ฐานข้อมูลได้", nil, []string{"ไม่สามารถเชื่อมต่อ ฐานข้อมูลได้"}},
	})
}
