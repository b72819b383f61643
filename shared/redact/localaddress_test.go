package redact

import "testing"

// TestLocalAddressRuns: a comma-separated run of short parts with a house
// number, opened by a translation of Address (Chromium's) or holding a
// street type of libpostal's in a script the street expressions do not
// read, is a person's address; the sentence after its last part stays,
// and a network's address or a run of a program's words after the label
// is no address.
func TestLocalAddressRuns(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"خطا: آدرس اصفهان، خیابان چهارباغ، پلاک ۴۷ یافت نشد", "چهارباغ", "یافت نشد"},
		{"خطا: آدرس اصفهان، خیابان چهارباغ، پلاک ۴۷ یافت نشد", "۴۷", "خطا: آدرس"},
		{"ত্রুটি: ঠিকানা বাড়ি ৯, রোড ১১, গুলশান, ঢাকা যাচাই করা যায়নি", "গুলশান", "যাচাই করা যায়নি"},
		{"பிழை: முகவரி 7, நேரு தெரு, அடையாறு, சென்னை கண்டுபிடிக்க முடியவில்லை", "அடையாறு", "கண்டுபிடிக்க முடியவில்லை"},
		{"Kosa la anwani: S.L.P. 902, Kisumu haipatikani kwenye ramani", "Kisumu", "Kosa la anwani"},
		{"შეცდომა: რუსთაველის გამზ. 8, ბინა 3, ქუთაისი არ მოიძებნა", "რუსთაველის", "არ მოიძებნა"},
		{"Lỗi: địa chỉ 45, Lê Lợi, Quận 3 không hợp lệ", "Lê Lợi", "không hợp lệ"},
	})
	for _, benign := range []string{
		"সার্ভার ঠিকানা 10.0.0.1, পোর্ট 8080 এ সংযোগ ব্যর্থ",
		"العنوان 3، الصفحة 5",
		"地址 192.168.1.1，端口 8080",
		"Adresse 0, Länge 5 ungültig",
		"خطا: خیابان نامعتبر است",
		"خیابان ۳, کد ۵",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}

// TestJapaneseBlockAfterSpace: a Japanese address may set its block
// numbers apart from the ward and town by a space (新宿区西新宿 2-8-1).
func TestJapaneseBlockAfterSpace(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"配送先住所 大阪市北区梅田 3-1-1 が見つかりません", "梅田 3-1-1", "が見つかりません"},
	})
}

// TestMicrodistrict: the Russian microdistrict (мкр., микрорайон) stands
// where the street does, with its house.
func TestMicrodistrict(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Ошибка: мкр. не указан", "Курьер не нашёл адрес: мкр. Берёзовый, д. 7", "Берёзовый"},
	})
}
