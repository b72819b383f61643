package redact

import (
	"strings"
	"testing"
)

// TestForeignSentences: a translated message in a Brahmic script (or
// Sinhala, Urdu, Pashto) inside an English line is kept though the
// dictionaries lack one of its words, where most of its words are known
// and none is a name's; a name in such a sentence is masked still, in an
// Arabic-script or Hebrew sentence too, where the Semitic and Persian
// names data say which word is one.
func TestForeignSentences(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ਇਸ ਸਾਈਟ ਤੱਕ ਪਹੁੰਚਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ: net::ERR_CONNECTION_RESET", ""},
		{"මෙම අඩවියට ළඟා විය නොහැක: net::ERR_NAME_NOT_RESOLVED", ""},
		{"ಈ ಸೈಟ್ ತಲುಪಲು ಸಾಧ್ಯವಿಲ್ಲ: net::ERR_TIMED_OUT", ""},
		{"ReportJob PostgreSQL ସହ ସଂଯୋଗ କରିପାରିଲା ନାହିଁ", ""},
		// Urdu (booking: بکنگ) and Pashto (payment: تادیې) after an English error
		{"ERROR 1213 (40001): Deadlock found when trying to get lock; try restarting transaction — ٹکٹ کی بکنگ دوبارہ کوشش کی جائے گی", ""},
		{"System.Net.Http.HttpRequestException: No connection could be made because the target machine actively refused it. (pay.internal:8443) — د تادیې سره اړیکه ونه شوه", ""},
		// still masked
		{"OrderService failed: ग्राहक राहुल शर्मा का ऑर्डर रद्द नहीं हो सका (order_id=ORD-20931)", "राहुल शर्मा"},
		{"log: ਗਾਹਕ ਜਸਪ੍ਰੀਤ ਸੰਧੂ ਦਾ ਆਰਡਰ ਰੱਦ ਨਹੀਂ ਹੋ ਸਕਿਆ (id=9)", "ਜਸਪ੍ਰੀਤ ਸੰਧੂ"},
		{"request failed\nשגיאה: המשתמשת יעל כהן לא נמצאה בארגון tenant-il-02 (request_id=f3a1c9e2)\nretrying", "יעל כהן"},
		{"EnrollmentError: نرگس محمدی: ظرفیت کلاس تکمیل است", "نرگس محمدی"},
		{"java.net.SocketTimeoutException: Read timed out while calling https://pay.example.internal/api/v2/refunds — ERROR: لم يتم العثور على حساب المستخدم خالد العتيبي في النظام", "خالد العتيبي"},
		{"java.net.SocketTimeoutException: Read timed out while calling https://pay.example.internal/api/v2/refunds — החשבון של דניאל אברהם לא נמצא במערכת", "דניאל אברהם"},
		{"java.net.SocketTimeoutException: Read timed out while calling https://pay.example.internal/api/v2/refunds — ثبت نام مریم حسینی در کلاس انجام نشد", "مریم حسینی"},
	})
}

// TestSmallCasedClauses: a sentence of a cased script other than Latin
// (Kyrgyz, Tajik, Macedonian) in small letters inside a line of Latin
// code is kept though the dictionaries lack its words; a person's name
// written small, alone or after a Latin word, is masked still.
func TestSmallCasedClauses(t *testing.T) {
	checkMasks(t, []maskCase{
		{`level=error msg="посух аз сервер гирифта нашуд" svc=parking-permit-svc err="unexpected EOF"`, ""},
		{`ValidationError: {'bolmo': ['Бул талаа милдеттүү.']}`, ""},
		{`ValidationError: {'navbat': ['Ин майдон ҳатмист.']}`, ""},
		// still masked
		{"Invoice for γιώργος παπαδόπουλος could not be generated", "γιώργος"},
		{"Invoice for σοφία καραγιάννη could not be generated", "σοφία"},
		{"order failed for customer наталья сергеевна смирнова today", "наталья"},
	})
}

// TestSentenceWordsBesideAName: in another script's text, a word of a
// caseless script masked as a name (no knowledge holds it) no longer
// takes the known words of its sentence beside it (a postposition, an
// auxiliary, the message's noun): they come out as written, the unknown
// word still masked. After a person's noun or role both words of the
// name are masked, known or not; a name the names data holds is masked
// whole, in Greek, Cyrillic and Hebrew too.
func TestSentenceWordsBesideAName(t *testing.T) {
	for _, c := range []struct{ in, masked, kept string }{
		{"SMS அனுப்ப முடியவில்லை: timeout after 30s", "அனுப்ப", "முடியவில்லை"},
		{"worker pool ఖాళీ అయింది, retry later", "అయింది", "ఖాళీ"},
		{"Bluetooth पेयरिंग विफल: GATT_ERROR 133", "पेयरिंग", "विफल"},
		// still masked whole
		{"Error: Author राज्य पिल्लई is not a member of the organisation", "राज्य", ""},
		{"reviewer पिल्लई राज्य rejected the change", "राज्य", ""},
		{"invoice failed for customer ராஜேஷ் குமார் today", "குமார்", ""},
		{"refund blocked for customer সুমন দত্ত (id 42)", "দত্ত", ""},
		{"order failed for customer наталья сергеевна смирнова today", "смирнова", ""},
		{"Invoice for Ολυμπία Παπαδοπούλου could not be generated", "Ολυμπία", ""},
		{"login failed: המשתמש דניאל אברהם לא נמצא", "אברהם", ""},
	} {
		out, err := New().String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.masked) {
			t.Errorf("%q: %q came through: %q", c.in, c.masked, out)
		}
		if c.kept != "" && !strings.Contains(out, c.kept) {
			t.Errorf("%q: %q masked: %q", c.in, c.kept, out)
		}
	}
}
