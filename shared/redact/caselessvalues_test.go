package redact

import "testing"

// TestCaselessValuesWhole: a name in a script without capitals is masked
// as far as its value runs (a quote's, or a key's to the next key), the
// words of it the language also knows (عبد, ال, آل) too; a message after
// its prefix's ": " is no value, and keeps its words. A value that is a
// sentence (most of its three words or more known, none a name's) keeps
// its known words, its unknown one masked alone; a name of two words
// (राज्य पिल्लई) or one the names data holds is masked whole still.
func TestCaselessValuesWhole(t *testing.T) {
	checkProse(t, []proseCase{
		{"import row 1 skipped (الاسمالأخير => 'عبد القادر العبيد')", []string{"عبد"}, []string{"import row 1 skipped"}},
		{`{"الاسم_الاخير":"نجوى ال الجابر","retries":3}`, []string{"نجوى"}, []string{`"retries":3`}},
		{"display: المستلم 'عبد المجيد ال بن عيسى'", []string{"عبد"}, []string{"display:"}},
		{"الاسم_الاخير: نجوى ال الجابر", []string{"نجوى"}, nil},
		{"record rejected:\n  الاسم_الاول: ريتال آل علي\n  retries: 3", []string{"ريتال"}, []string{"retries: 3"}},
		{"오류: 황보지훈 님의 주문이 취소되었습니다", nil, []string{"주문이 취소되었습니다"}},
		{"E: تعذر إرسال الملف لـmkaraoglu الآن", nil, []string{"تعذر إرسال الملف"}},
		{"خطأ: الملف غير موجود", nil, []string{"خطأ: الملف غير موجود"}},
		{`level=warn msg="பதிவு அட்டவணை புதுப்பிக்க முடியவில்லை" job=sync`, []string{"புதுப்பிக்க"}, []string{"பதிவு அட்டவணை", "முடியவில்லை"}},
		{`level=error msg="मुख्य प्रक्रिया बाहर निकल गई" unit=worker`, []string{"बाहर"}, []string{"मुख्य प्रक्रिया", "निकल गई"}},
		{`author="राज्य पिल्लई" rejected`, []string{"राज्य", "पिल्लई"}, []string{"rejected"}},
		{`level=info msg="ගනුදෙනුකරු නිමල් පෙරේරා" svc=crm`, []string{"නිමල්", "පෙරේරා"}, nil},
	})
}
