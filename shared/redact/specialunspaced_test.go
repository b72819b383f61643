package redact

import "testing"

// TestUnspacedSpecial: a special-category word of the lexicon inside a
// Thai run (glued to the noun before it) masks its clause, and so does
// the ending two of its entries share (ตั้งครรภ์ of คนตั้งครรภ์ and
// ผู้ชายตั้งครรภ์); a longer word that holds one (คริสต์มาส, Christmas) and
// Thai error text without one stay. Invented values.
func TestUnspacedSpecial(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ข้อผิดพลาด: สมาชิกตั้งครรภ์ ส่งข้อมูลไม่ได้ (code 41)", gone: []string{"ตั้งครรภ์"}, kept: []string{"ข้อผิดพลาด:", "(code 41)"}},
		{in: "บันทึกไม่สำเร็จ; พนักงานหูหนวก", gone: []string{"หูหนวก"}, kept: []string{"บันทึกไม่สำเร็จ;"}},
		{in: "โปรโมชั่นคริสต์มาสหมดอายุแล้ว", kept: []string{"โปรโมชั่นคริสต์มาสหมดอายุแล้ว"}},
		{in: "ข้อผิดพลาด: ไม่สามารถเชื่อมต่อฐานข้อมูลได้", kept: []string{"ข้อผิดพลาด: ไม่สามารถเชื่อมต่อฐานข้อมูลได้"}},
	})
}

// TestUnspacedSpecialCJK: a katakana or ideographic term of the lexicon
// inside a Japanese or Chinese run masks its clause; a katakana term is
// found only as a whole katakana word, and the program's text around it,
// and a run without one, stay. Invented values.
func TestUnspacedSpecialCJK(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "送信エラー: 夫がアルコール依存症で通院中、通知を止めてください", gone: []string{"アルコール依存症"}, kept: []string{"送信エラー:"}},
		{in: "エラー: 会員はバイセクシュアルと記入、保存できません", gone: []string{"バイセクシュアル"}, kept: []string{"エラー:"}},
		{in: "错误：员工患流行性感冒，请假单无法保存", gone: []string{"流行性感冒"}, kept: []string{"错误："}},
		{in: "エラー: ヒロインの画像を保存できません", kept: []string{"エラー: ヒロインの画像を保存できません"}},
		{in: "エラー: マラリアンズの設定を保存できません", kept: []string{"エラー: マラリアンズの設定を保存できません"}},
		{in: "错误：数据库连接失败，请稍后重试", kept: []string{"错误：数据库连接失败，请稍后重试"}},
	})
}

// TestSharedEnding: the ending two terms share, from a word's start, of
// four runes at least.
func TestSharedEnding(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"คนตั้งครรภ์", "ผู้ชายตั้งครรภ์", "ตั้งครรภ์"},
		{"คนหูหนวก", "หูหนวก", "หูหนวก"},
		{"มัสยิด", "อิสลาม", ""},
	} {
		if got := sharedEnding(c.a, c.b); got != c.want {
			t.Errorf("sharedEnding(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
