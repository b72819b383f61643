package redact

import (
	"strings"
	"testing"
)

// TestQuotedAccounts checks an account quoted under a person's key and the
// value an enum validation message received under a person's or a
// sensitive key, both ways. The values are invented for the test: logins
// made of pieces of words, which the quote rule alone would keep.
func TestQuotedAccounts(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		{`level=error msg="lookup failed" principal="marktwain" err="not found"`, `marktwain`},
		{`level=error msg="lookup failed" signer='quillmaren' err="not found"`, `quillmaren`},
		{`login: Invalid enum value. Expected 'active' | 'archived', received 'sunflower'`, `sunflower`},
		{`Error: actor: Geçersiz enum değeri. Beklenen 'active' | 'archived', alınan 'denizkenar'`, `denizkenar`},
		{`src/app/views.py:login: Valore dell'enum non valido. Atteso 'a' | 'b', ricevuto 'bluemoon':41`, `bluemoon`},
		{`uid: 'lighthouse'값은 허용되지 않습니다. 입력 가능한 값은 'active' | 'archived' 입니다.`, `lighthouse`},
		{`owner: La valeur « tavrosel » n'existe pas dans les options : 'active' | 'archived'`, `tavrosel`},
		{`deliver_to: Waarde 'Kromme Steeg 41' is ongeldig. Antwoordmogelijkheden zijn: 'active' | 'archived'`, `Kromme Steeg 41`},
		{`vehicle: Invalid enum value. Expected 'car' | 'van', received 'KTL-QP-82'`, `KTL-QP-82`},
		{`password: Invalid enum value. Expected 'x' | 'y', received 'Summer2024'`, `Summer2024`},
		{`billing.vat_number: Invalid enum value. Expected 'asc' | 'desc', received 'DE123456789'`, `DE123456789`},
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q: %q stayed: %q", c.text, c.value, out)
		}
	}
	kept := []string{
		`level=error msg="lookup failed" user="root" err="not found"`,
		`status: Invalid enum value. Expected 'draft' | 'active' | 'paused', received 'archived'`,
		`ZodError: Invalid enum value. Expected 'free' | 'team', received 'starter'`,
		`callback_url: Ungültiger Enum-Wert. 'asc' | 'desc' erwartet, 'string' erhalten`,
		`location: Invalid enum value. Expected 'eu' | 'us', received 'asia'`,
		`region: Invalid enum value. Expected 'eu-west-1' | 'us-east-1', received 'ap-south-1'`,
		`owner: Invalid enum value. Expected 'user' | 'team', received 'null'`,
		`billing.vat_number: Invalid enum value. Expected 'asc' | 'desc', received 'string'`,
		`tax_id: Invalid enum value. Expected 'a' | 'b', received 'bigint'`,
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("changed: %q -> %q", k, out)
		}
	}
}

// TestLoginWordsMore checks the login after the word for a user in
// Vietnamese (two words), Indonesian, Arabic, Hebrew, Persian, Hindi and
// Bengali. The logins are invented for the test.
func TestLoginWordsMore(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		{`usermod: người dùng “quillmaren” không tồn tại`, `quillmaren`},
		{`Tài khoản 'tavrosel' đã bị khóa`, `tavrosel`},
		{`pengguna "tavrosel" tidak ditemukan`, `tavrosel`},
		{`المستخدم 'quillmaren' غير موجود`, `quillmaren`},
		{`המשתמש 'quillmaren' נחסם`, `quillmaren`},
		{`کاربر 'quillmaren' یافت نشد`, `quillmaren`},
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q: %q stayed: %q", c.text, c.value, out)
		}
	}
	kept := []string{
		`sử dụng bộ nhớ đệm 'redis' không thành công`,
		`người dùng "root" không có quyền`,
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("changed: %q -> %q", k, out)
		}
	}
}

// TestLoginBeforeWord checks a quoted login before the Korean word for a
// user (useradd's "'x' 사용자가 이미 있습니다"), and that a system account
// there is kept. The login is invented for the test.
func TestLoginBeforeWord(t *testing.T) {
	r := New()
	if out, err := r.String(`useradd: '하늘빛' 사용자가 이미 있습니다`); err != nil || strings.Contains(out, `하늘빛`) {
		t.Errorf("stayed: %q", out)
	}
	if out, err := r.String(`useradd: 'quillmaren' 사용자가 이미 있습니다`); err != nil || strings.Contains(out, `quillmaren`) {
		t.Errorf("stayed: %q", out)
	}
	k := `useradd: 'root' 사용자가 이미 있습니다`
	if out, err := r.String(k); err != nil || out != k {
		t.Errorf("changed: %q -> %q", k, out)
	}
}

// TestUserNameLabel: a login after a user-name label of two words whose
// second is the word for "name" (Turkish kullanıcı adı, loginWordPairs)
// is judged as after a login word; the label's own message stays.
func TestUserNameLabel(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: Kullanıcı adı dumut zaten alınmış", "dumut"},
		{"Hata: kullanıcı adı yelkovan bulunamadı", "yelkovan"},
		// kept
		{"Error: Kullanıcı adı geçersiz", ""},
		{"Error: Kullanıcı adı veya şifre hatalı", ""},
		{"Error: User name is required", ""},
	})
}
