package redact

import (
	"testing"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// known4's Thai words no name of the names corpus is made of are words no
// name is made of (words.ThaiPhraseWord), as known3's are; those a name is
// made of (thainamepart.fuse) are not. Both ways: a role noun before such
// a word is a phrase, before a name's words it stays a name glued to it.
func TestThaiKnown4PhraseWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"สถาปัตยกรรม", true}, // architecture
		{"ดาวเทียม", true},    // satellite
		{"วรรณ", false},       // a word names are made of (Wannalak)
		{"ลักษณ์", false},
		{"พันธ์", false},
		{"เหล็ก", false}, // iron, a surname's word too
	} {
		if got := wordlist.ThaiPhraseWord(c.w); got != c.want {
			t.Errorf("ThaiPhraseWord(%s): got %v, want %v", c.w, got, c.want)
		}
	}
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"ชื่อสถาปัตยกรรม", true},    // name of the architecture
		{"ชื่อวรรณลักษณ์", false},    // name + Wannalak: the role noun's name
		{"ผู้ใช้พันธ์ศักดิ์", false}, // user + a name
	} {
		if got := thaiPhrase(c.w); got != c.want {
			t.Errorf("thaiPhrase(%s): got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "dpkg: error: ชื่อสถาปัตยกรรมผิดรูปแบบในการระบุชื่อ 'gzip:ext4': tmpfs"},
		{in: "dpkg: error: ชื่อสถาปัตยกรรม 'gzip:ext4'"},
		{in: "dpkg: error: ชื่อวรรณลักษณ์ 'gzip:ext4'", gone: []string{"วรรณลักษณ์"}},
	})
}
