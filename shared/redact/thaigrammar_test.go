package redact

import "testing"

// Thai's grammatical words (words.ThaiGrammar, thaigram.fuse): two of them
// make a run of known words a phrase, one does not; a split never starts
// a word at a mark or a following vowel; a long run after a key is split
// too. Both ways: the message passes, a name stays masked.
func TestThaiGrammarWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"มีรุ่นเป็นของ", true},    // has + version + be + of: two grammatical words
		{"ทองเป็น", false},         // gold + be: one grammatical word beside a name's word
		{"สมชาย", false},           // Somchai: names' words only
		{"ผู้ใช้สมชาย", false},     // a name glued to its role noun
		{"ชื่อสมชายเป็น", false},   // name + Somchai + be: the role noun's name starts with a name's word
		{"อย่างสมบูรณ์แล้ว", true}, // unchanged: a name's own word beside two words no name is made of
		{"ไม่พบสมบูรณ์", false},
		{"ที่มีรุ่นเป็น", true}, // ที่ is a name's own word too, but a grammatical word first
		{"ที่สมชาย", false},     // at + Somchai: one grammatical word
		{"คุณเป็น", true},       // you + are: a role noun before a grammatical word is one too
		{"คุณสมชาย", false},     // Khun Somchai: a role noun before a name's word
		{"คุณสมชายเป็น", false}, // Khun Somchai is
		{"ไปยัง", true},         // to: a preposition's two words (ยัง, "still", names' part in 10 of 22,058)
		{"ควรใช้", true},        // should use: an auxiliary before a word no name is made of
		{"ควรสมชาย", false},     // should + Somchai: one grammatical word beside a name's word
	} {
		if got := thaiPhrase(c.w); got != c.want {
			t.Errorf("%s: got %v, want %v", c.w, got, c.want)
		}
	}
	for _, c := range []struct {
		rest string
		want bool
	}{{"ก", true}, {"เก", true}, {"่ง", false}, {"ุด", false}, {"ารส", false}, {"็ก", false}} {
		if got := thaiWordStart(c.rest); got != c.want {
			t.Errorf("thaiWordStart(%s): got %v, want %v", c.rest, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "dpkg: error: พบจุดจบบรรทัดก่อนกำหนดหลังชื่อแพกเกจที่บรรทัด 128"},
		{in: "dpkg: error: ต้องการสิทธิ์เขียนข้อมูลในไดเรกทอรีฐานข้อมูล 'build/output.tar.gz' ของ dpkg"},
		{in: "ไม่พบผู้ใช้ ชื่อ สมชาย ใจดี", gone: []string{"สมชาย"}},
		{in: "error: ผู้ใช้สมชายเป็น", gone: []string{"สมชาย"}},
		{in: "E: ไม่สามารถล็อคไดเรกทอรี คุณเป็น root หรือเปล่า?"},
		{in: "E: ไม่พบ คุณสมชาย ในระบบ", gone: []string{"สมชาย"}},
		{in: "dpkg: error: ไม่สามารถ chroot ไปยัง 'build/output.tar.gz'"},
		{in: "dpkg: error: เลิกใช้การบีบอัดชนิด 'ext4' แล้ว ควรใช้ xz แทน"},
	})
}

// A word written glued before a verb (an auxiliary, a negator, a
// nominaliser: words.ThaiPreVerb, thaiverb.fuse) and its verb read as a
// word no name is made of (thaiVerbPairs), where each alone is a name's
// word or no list's; the pairs a name of the names corpus holds, and the
// auxiliaries names start with, stay a name's. Both ways.
func TestThaiVerbPairs(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"จะเปลี่ยน", true},     // will + change
		{"ยังเหลือ", true},      // still + remain (เหลือ is a name's own word)
		{"ต้องมีขนาด", true},    // must + have + size
		{"การเบนแฟ้ม", true},    // diverting + file (เบน is a name's own word)
		{"การดี", false},        // likewise (Kandee)
		{"คงสบาย", false},       // คง, "probably", starts 13 names before a verb: no pre-verb word
		{"จะสมชาย", false},      // will + Somchai: a name's words after the pair
		{"สมชายเปลี่ยน", false}, // Somchai + change: no word before the verb
		{"อย่างสมบูรณ์", true},  // ORCHID's adverbial prefix + complete (a name's own word)
		{"อย่างสมชาย", false},   // like + Somchai: a name's words after it
	} {
		if got := thaiPhrase(c.w); got != c.want {
			t.Errorf("%s: got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "E: write: ยังเหลือ 128 ที่ยังไม่ได้เขียน แต่ไม่สามารถเขียนได้", kept: []string{"ยังเหลือ"}},
		{in: "items[2].quantity ต้องมีขนาด 1024x768 px", kept: []string{"ต้องมีขนาด"}},
		{in: "dpkg: error: การเบนแฟ้ม /etc/nginx/conf.d/default.conf ไปยัง /etc/apt/sources.list.d/backports.list", kept: []string{"การเบนแฟ้ม"}},
		{in: "dpkg: error: กำลังลบทางเลือกที่เลือกแบบสั่งเอง - จะเปลี่ยน /etc/nginx/conf.d/default.conf เข้าสู่โหมดอัตโนมัติ", kept: []string{"จะเปลี่ยน"}},
		{in: "owner: การดี", gone: []string{"การดี"}},
		{in: "E: คงสบาย", gone: []string{"คงสบาย"}},
		{in: "E: จะสมชาย", gone: []string{"สมชาย"}},
		{in: "E: กำลังเตรียมถอดถอน /tmp/cache/index-v2.json อย่างสมบูรณ์", kept: []string{"อย่างสมบูรณ์"}},
		{in: "owner: อย่างสมชาย", gone: []string{"สมชาย"}},
	})
}

// A role noun glued before a long word the dictionaries know alone that
// no name of the names corpus is (ชื่อ|สถาปัตยกรรม, "architecture name")
// names that noun; before a name (สมบัติ, Sombat, a word too; วิภาวดี)
// it is still a name's glued role noun. And the Volubilis headwords the
// catalogues write (words.ThaiCatalogue: บูลีน, "Boolean") split a run.
// Both ways, made-up texts.
func TestThaiRoleNounBeforeNoun(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"ชื่อสถาปัตยกรรมผิดรูปแบบ", true}, // architecture name malformed
		{"ชื่อสมบัติผิดรูปแบบ", false},     // name Sombat malformed
		{"ลูกค้ากิตติศักดิ์ผิดรูปแบบ", false},
		{"ผู้ใช้วิภาวดีผิดรูปแบบ", false},
		{"ค่าบูลีนผิดรูปแบบ", true}, // Boolean value malformed
	} {
		if got := thaiPhrase(c.w); got != c.want {
			t.Errorf("%s: got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "dpkg: error: ชื่อสถาปัตยกรรมผิดรูปแบบ 'arm64': amd64"},
		{in: "dpkg: error: ค่าบูลีนผิดรูปแบบ 'yes': no"},
		{in: "dpkg: error: ชื่อสมบัติผิดรูปแบบ 'arm64': amd64", gone: []string{"สมบัติ"}},
		{in: "dpkg: error: ชื่อสมชายผิดรูปแบบ 'x': y", gone: []string{"สมชาย"}},
	})
}
