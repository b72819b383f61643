package redact

import "testing"

// Thai's words of a person (words.ThaiPerson, thaiperson.txt): a run that
// splits into words with one of them is somebody speaking; one whose split
// finds none, or puts the pronoun's letters inside another word, is not.
// In a quoted value, such a note is masked whole; a message quoting a
// value is not.
func TestThaiPersonWords(t *testing.T) {
	for _, c := range []struct {
		v    string
		want bool
	}{
		{"สามีมาที่บ้าน", true},                // husband + came + to + home
		{"ฉันไม่อยู่บ้าน", true},               // I + not + at home
		{"ลูกสาวป่วย", true},                   // daughter + ill
		{"ไม่พบแฟ้มที่ระบุ", false},            // file not found: no person's word
		{"ติดตั้ง เราเตอร์", false},            // เรา, "we", starts router: its rest is no word
		{"ไม่สามารถเชื่อมต่อฐานข้อมูล", false}, // no person's word
	} {
		if got := thaiSpeaks(c.v); got != c.want {
			t.Errorf("thaiSpeaks(%s): got %v, want %v", c.v, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: `บันทึกหมายเหตุไม่สำเร็จ: note="สามีจะมารับที่บ้าน"`, gone: []string{"สามี"}},
		{in: `บันทึกไม่สำเร็จ: note="ลูกสาวป่วยอยู่ที่บ้าน"`, gone: []string{"ลูกสาว"}},
		{in: `บันทึกหมายเหตุไม่สำเร็จ: note="ไม่พบแฟ้มที่ระบุ"`},
	})
}
