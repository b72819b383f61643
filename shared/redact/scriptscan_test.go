package redact

import (
	"strings"
	"testing"
)

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

// TestPasswordWordGuard: every word of rePasswordWord, in lower, upper and
// title case, passes the guard that spares the expression on other texts,
// so the guard drops nothing the expression would find.
func TestPasswordWordGuard(t *testing.T) {
	expr := rePasswordWord.String()
	a := strings.Index(expr, "(mot de passe")
	b := strings.Index(expr[a:], ")")
	words := strings.Split(expr[a+1:a+b], "|")
	if len(words) < 30 {
		t.Fatalf("read %d words from the expression", len(words))
	}
	for _, w := range words {
		for _, v := range []string{w, strings.ToUpper(w), title(w)} {
			text := "Fehler: " + v + ": Zq8#mw2"
			if !rePasswordWord.MatchString(text) {
				continue // a case the expression itself does not fold
			}
			sc := &scan{s: text, lower: lowerInPlace(text)}
			if !sc.anyOf(passwordWordStems...) {
				t.Errorf("the guard drops %q", text)
			}
		}
	}
	// and a text with none of them is spared
	for _, text := range []string{"Größe überschritten: 42", "Ошибка: файл не найден", "参数无效"} {
		sc := &scan{s: text, lower: lowerInPlace(text)}
		if sc.anyOf(passwordWordStems...) {
			t.Errorf("the guard asks %q", text)
		}
	}
}

// title upper-cases w's first letter.
func title(w string) string {
	r := []rune(w)
	return strings.ToUpper(string(r[:1])) + string(r[1:])
}
