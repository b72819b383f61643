package redact

import (
	"strings"
	"testing"
)

// TestCaselessValuesWhole: a name in a script without capitals is masked
// as far as its value runs (a quote's, or a key's to the next key), the
// words of it the language also knows (عبد, ال, آل) too; a message after
// its prefix's ": " is no value, and keeps its words.
func TestCaselessValuesWhole(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"import row 1 skipped (الاسمالأخير => 'عبد القادر العبيد')", "import row 1 skipped", "عبد"},
		{`{"الاسم_الاخير":"نجوى ال الجابر","retries":3}`, `"retries":3`, "نجوى"},
		{"display: المستلم 'عبد المجيد ال بن عيسى'", "display:", "عبد"},
		{"الاسم_الاخير: نجوى ال الجابر", "", "نجوى"},
		{"record rejected:\n  الاسم_الاول: ريتال آل علي\n  retries: 3", "retries: 3", "ريتال"},
		{"오류: 황보지훈 님의 주문이 취소되었습니다", "주문이 취소되었습니다", ""},
		{"E: تعذر إرسال الملف لـmkaraoglu الآن", "تعذر إرسال الملف", ""},
		{"خطأ: الملف غير موجود", "خطأ: الملف غير موجود", ""},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}
