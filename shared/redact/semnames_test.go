package redact

import "testing"

// TestSemiticNames: an Arabic or Hebrew given name followed by a surname,
// a second given name or a particle and a family name, inside a message of
// its own script, is masked; the message's words are kept. Invented names.
func TestSemiticNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"خطأ: لم يتمكن محمد العتيبي من إتمام الدفع", []string{"محمد", "العتيبي"}, []string{"خطأ", "من إتمام الدفع"}},
		{"تعذر تسجيل دخول أحمد بن سالم إلى الحساب", []string{"أحمد بن سالم"}, []string{"إلى الحساب"}},
		{"שגיאה: יוסי כהן לא הצליח להתחבר", []string{"יוסי", "כהן"}, []string{"שגיאה", "לא הצליח להתחבר"}},
		{"ההזמנה של דנה לוי בוטלה", []string{"דנה לוי"}, []string{"ההזמנה של", "בוטלה"}},
		// a one-letter prefix (to, for) stays the sentence's
		{"ההזמנות של דנה לוי ויוסי כהן בוטלו", []string{"דנה", "יוסי", "כהן"}, []string{"ההזמנות של", "בוטלו"}},
		{"فشل الدفع لمحمد العتيبي", []string{"محمد", "العتيبي"}, []string{"فشل الدفع ل"}},
		// three words: given name, father's given name, family name
		{"تم تعليق حساب خالد سعيد الغامدي مؤقتا", []string{"خالد", "سعيد", "الغامدي"}, []string{"تم تعليق حساب", "مؤقتا"}},
		// Urdu spells the names its own way (ہ, ی, ک for ة or ه, ي, ك):
		// asked as Arabic spells them
		{"صارف فاطمہ علی کا پاس ورڈ غلط ہے", []string{"فاطمہ علی"}, []string{"صارف", "کا پاس ورڈ غلط ہے"}},
		{"ادائیگی ناکام ہوئی: زینب علی", []string{"زینب علی"}, []string{"ادائیگی ناکام ہوئی"}},
		// a "servant of" name written as one word (Abdullah, Abdulrahman)
		{"رفض طلب المقدم من سلمى عبدالرحمن أمس", []string{"سلمى عبدالرحمن"}, []string{"رفض طلب المقدم من", "أمس"}},
		{"تعذر تحديث ملف عبدالعزيز القحطاني", []string{"عبدالعزيز القحطاني"}, []string{"تعذر تحديث ملف"}},
		// Hebrew's prefix (to, from) on a given name before a surname
		{"לא ניתן לשלוח את הדוח לנועה כהן", []string{"נועה כהן"}, []string{"לא ניתן לשלוח את הדוח ל"}},
		{"ההודעה נשלחה מדוד מזרחי אתמול", []string{"דוד מזרחי"}, []string{"ההודעה נשלחה מ", "אתמול"}},
	})
}

// TestSemiticNamesBenign: catalogue messages of Arabic and Hebrew, with
// no person in them, come through whole.
func TestSemiticNamesBenign(t *testing.T) {
	for _, s := range []string{
		"خطأ: تعذر الاتصال بالخادم",
		"لا يمكن فتح الملف: الإذن مرفوض",
		"انتهت مهلة الاتصال بقاعدة البيانات",
		"שגיאה: הקובץ לא נמצא",
		"אין הרשאה לגשת למשאב",
		"החיבור למסד הנתונים נכשל",
		"לא ניתן לקרוא מהתזרים: %s",
		// a prefix on a word before no surname stays the sentence's
		"לא ניתן לקרוא את הקובץ מהשרת",
		"שגיאה במדינה הנבחרת",
		"النص الأولي لرسالة الحوار",
		"يجمع كامل النص في فقرة وحيدة",
		// a family name behind its particle, with no given name before it
		"השותפים לנדאו ובן סימון לא אישרו את הבקשה",
		// Arabic or Hebrew words in text of another script are judged as
		// another script's (a company after "merchant" is kept)
		"tax settings missing for merchant محمد العتيبي للتجارة",
		// Urdu and Persian messages: read as Arabic only in Urdu (Persian's
		// loans, ویجت, "widget", met the names data's strangers)
		"سرور سے رابطہ نہیں ہو سکا: ڈیٹا بیس کنکشن ناکام",
		"فائل محفوظ نہیں ہو سکی",
		"موقعیت دست\u200cگیره نسبت به ویجت فرزند.",
	} {
		sc := &scan{s: s}
		sc.lower = lowerInPlace(s)
		detectSemiticNames(sc)
		if len(sc.out) > 0 {
			t.Errorf("%q: name %q", s, s[sc.out[0].start:sc.out[0].end])
		}
	}
}
