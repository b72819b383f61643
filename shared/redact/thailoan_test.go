package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Thai loanwords of English (words.ThaiLoan, thailoan.fuse) are known
// alone, as written or without the mark of their short vowel; thaiweb's
// other words, among which the web writes names, and names themselves
// are not. Both ways: the message passes, a name in the word's place is
// masked.
func TestThaiLoanWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"แพ็กเกจ", true},   // package
		{"แพกเกจ", true},    // package, without maitaikhu
		{"บราวเซอร์", true}, // browser
		{"อัปโหลด", true},   // upload
		{"วิภาวดี", false},  // a road and a woman: thaiweb's, no loanword
		{"สมชาย", false},    // Somchai
		{"โรบินสัน", false}, // Robinson: its English is a surname
	} {
		if got := wordlist.ThaiLoan(c.w); got != c.want {
			t.Errorf("ThaiLoan(%s): got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "E: แพกเกจ 'ca-certificates' ไม่มีรุ่นที่จะใช้ติดตั้ง"},
		{in: "E: แพ็กเกจ 'libssl3' ไม่มีรุ่นที่จะใช้ติดตั้ง"},
		{in: "error: โปรไฟล์ 'db-01'"},
		{in: "E: สมชาย 'ca-certificates' ไม่มีรุ่นที่จะใช้ติดตั้ง", gone: []string{"สมชาย"}},
		{in: "E: วิภาวดี 'ca-certificates' ไม่มีรุ่นที่จะใช้ติดตั้ง", gone: []string{"วิภาวดี"}},
		{in: "user: แพกเกจ", gone: []string{"แพกเกจ"}}, // a person's key's value stays a value
	})
}

// TestThaiGivenNameNotPhrase: a Thai given name no names corpus here
// holds, split into words the web writes, is still a name in a user's
// place and in an XML display element (thainamepart.fuse, which read
// known4's Thai words that no listed name is made of as phrase words,
// let สิทธัญ through in an unread draw and was reverted).
func TestThaiGivenNameNotPhrase(t *testing.T) {
	checkMasks(t, []maskCase{
		{"user สิทธัญ not found", "สิทธัญ"},
		{"<Fault><Code>400</Code><Display>สิทธัญ.พีระเพ็ญกุล</Display><Detail>rejected</Detail></Fault>", "สิทธัญ"},
	})
}
