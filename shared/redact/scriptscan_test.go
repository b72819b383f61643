package redact

import "testing"

// TestHasScript: the guard finds a letter of the scripts asked for wherever
// it stands, including those whose first byte is the lead itself (Hangul
// jamo, Hebrew), and not in Latin text with accents or in punctuation.
func TestHasScript(t *testing.T) {
	for _, c := range []struct {
		s    string
		lead byte
		sc   string
		want bool
	}{
		{"user 山田 not found", leadCJK, "cjk", true},
		{"Benutzer ᄀ gesperrt", leadCJK, "cjk", true}, // U+1100, a Hangul jamo
		{"名前: ・ー", leadCJK, "cjk", true},
		{"user ・・", leadCJK, "cjk", true}, // the kana marks, Common script
		{"Größe überschritten — “zu groß”", leadCJK, "cjk", false},
		{"Fehler: Zugriff verweigert", leadCJK, "cjk", false},
		{"הלקוח לא נמצא", leadRTLIndic, "role", true},
		{"ग्राहक नहीं मिला", leadRTLIndic, "role", true},
		{"Пользователь не найден", leadRTLIndic, "role", false},
		{"客户不存在", leadCJK, "han", true},
		{"사용자 없음", leadCJK, "han", false},
	} {
		tables := cjkScripts
		switch c.sc {
		case "role":
			tables = roleNounScripts
		case "han":
			tables = hanScript
		}
		if got := hasScript(c.s, c.lead, tables); got != c.want {
			t.Errorf("hasScript(%q, %s) = %v, want %v", c.s, c.sc, got, c.want)
		}
	}
}
