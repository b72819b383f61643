package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestLaterScriptWords: the words of Arabic, Hebrew, Thai and Greek that
// known4.fuse made known stand where a value would and are kept; the
// people, addresses, passwords and private text of those scripts that
// those words now make up are still masked. Invented values.
func TestLaterScriptWords(t *testing.T) {
	checkProse(t, []proseCase{
		// words of the messages, after "E:" or a colon
		{"E: فشل إحضار ./dist/app.js", nil, []string{"فشل إحضار"}},
		{"E: التحضير لإزالة /usr/local/bin/worker", nil, []string{"التحضير لإزالة"}},
		{"E: 1024 أعيد تثبيتها،", nil, []string{"أعيد تثبيتها"}},
		{"E: เชื่อมต่อไปยัง deb.debian.org (10.0.3.7)", nil, []string{"เชื่อมต่อไปยัง"}},
		// a visual-order catalogue's words, letters reversed
		{"sed: /tmp/cache תאירקב (/usr/local/bin/worker) הלקת", nil, []string{"תאירקב", "הלקת"}},
		// addresses whose street names are words
		{`GeocodingError: no result for address "497 ساحة المنصورة"`, []string{"المنصورة"}, []string{"GeocodingError"}},
		{`GeocodingError: no result for address "1148 معبر 51"`, []string{"1148 معبر"}, nil},
		{`GeocodingError: no result for address "76 ถ.ฉิมพาลี"`, []string{"ฉิมพาลี"}, nil},
		{`ER_DUP_ENTRY: Duplicate entry 'הגפן 17' for key 'users.address'`, []string{"הגפן 17"}, []string{"Duplicate entry"}},
		// a password of words and a number
		{`sync failed for <Contact pk=39520 init_value='أم-إذن-1361'>`, []string{"1361"}, []string{"sync failed"}},
		// somebody's own text, in the first person
		{`فشل حفظ رسالة الدعم: النص="أرجو حذف الحساب، زوجتي لا تعرف به"`, []string{"زوجتي لا تعرف"}, []string{"فشل حفظ رسالة الدعم"}},
		// a name glued to a role noun is no phrase
		{"E: ไม่พบผู้ใช้สมชาย", []string{"สมชาย"}, []string{"E: "}},
	})
}

// TestThaiGlued: a role noun or a place word counts where a word of the
// split starts, not inside another word (เชื่อมต่อ holds ชื่อ).
func TestThaiGlued(t *testing.T) {
	for _, tc := range []struct {
		run  string
		want bool
	}{
		{"เชื่อมต่อไปยัง", true},
		{"ไม่พบผู้ใช้สมชาย", false},
		{"ถนนทองสีไพล", false},
		// a role noun before a word no name is made of: "file name"
		{"ชื่อแฟ้ม", true},
		// words of the web's list and a plate's letters split a run
		// (ไม่|พบ|แพกเกจ: "package not found"), never pass alone
		{"ไม่พบแพกเกจ", true},
		{"แพกเกจ", false},
	} {
		if got := thaiPhrase(tc.run); got != tc.want {
			t.Errorf("thaiPhrase(%q) = %v, want %v", tc.run, got, tc.want)
		}
	}
}

// TestArabicMarks: an Arabic word with vowel marks or a shadda is asked
// without them; a name stays a name.
func TestArabicMarks(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"يتطلّب", true},
		{"حديثاً", true},
		{"مُحَمَّد", false},
	} {
		if got := wordlist.Known(tc.w); got != tc.want {
			t.Errorf("Known(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

// TestSemiticWordsAndNumber: Arabic or Hebrew words joined and a number,
// both ways.
func TestSemiticWordsAndNumber(t *testing.T) {
	for _, tc := range []struct {
		tok  string
		want bool
	}{
		{"أم-إذن-1361", true},
		{"שמש_ים.482", true},
		{"قسم-12", false},
		{"أم-إذن", false},
		{"أم-إذن-0361", false},
		{"word-أم-1361", false},
	} {
		if got := semiticWordsAndNumber(tc.tok); got != tc.want {
			t.Errorf("semiticWordsAndNumber(%q) = %v, want %v", tc.tok, got, tc.want)
		}
	}
}

// TestLaterScriptKnowledge: known4's words are known; its names are not,
// and a Latin word never asks it.
func TestLaterScriptKnowledge(t *testing.T) {
	for _, w := range []string{"إحضار", "تثبيت", "קבצים", "תקלה", "บรรทัด", "รอคอย"} {
		if !wordlist.Known(w) {
			t.Errorf("Known(%q) = false", w)
		}
	}
	for _, w := range []string{"محمد", "فاطمة", "יוסף", "כהן", "สมชาย"} {
		if wordlist.Known(w) {
			t.Errorf("Known(%q) = true: a name", w)
		}
	}
}

// TestRomanianForms: Romanian's feminine and indefinite forms of words
// the lists hold with another ending are kept; a name is not read so.
func TestRomanianForms(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"recursivă", true}, {"directivă", true}, {"preluare", true},
		{"popescuă", false}, {"ionescue", false},
	} {
		if got := knownWord(tc.w); got != tc.want {
			t.Errorf("knownWord(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
	checkProse(t, []proseCase{
		{"install: operarea recursivă pe /etc/nginx/conf.d/default.conf este periculoasă", nil, []string{"operarea recursivă pe"}},
	})
}

// TestIndonesianDi: di written onto a known word of five letters or more
// is the word; onto a name, or a short rest, it is not.
func TestIndonesianDi(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"dimasukan", true}, {"didekat", true},
		{"dimarco", false}, {"dimaria", false}, {"dikat", false},
	} {
		if got := diPrefixed(tc.w); got != tc.want {
			t.Errorf("diPrefixed(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

// TestGreekForm: a Greek word in lower case with another ending of its
// paradigm; a capitalised one is left to the name rules.
func TestGreekForm(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"διάλυσης", true},
		{"εγκατεστημένα", true},
		{"ρύθμισης", true},
		{"Παπαδόπουλου", false},
		{"κεφαλ", false},
	} {
		if got := knownWord(tc.w); got != tc.want {
			t.Errorf("knownWord(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

// TestArabicFeminine: a known word with taa marbuta after it is its
// feminine; a woman's name made so stays unknown.
func TestArabicFeminine(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"مثبتة", true},
		{"جميلة", false},
		{"فاطمة", false},
	} {
		if got := semiticForm(tc.w, arabic); got != tc.want {
			t.Errorf("semiticForm(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}
