package redact

import (
	"strings"
	"testing"
)

// TestLoginsDevicesFiles checks logins in login positions, devices named
// after their owners and personal file names, both ways: each planted
// value is gone, and each benign neighbour comes out unchanged. The
// values are invented for the test.
func TestLoginsDevicesFiles(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		// the word for a user in any language, quoted or bare
		{`Anmeldung für Benutzer »quellwasser« abgelehnt`, `quellwasser`},
		{`le compte de l’utilisateur « hirondelle » est expiré`, `hirondelle`},
		{`el usuario «mariposa» no puede iniciar sesión`, `mariposa`},
		{`l'utente "girasole" non ha i permessi`, `girasole`},
		{`gebruiker 'kwikstaart' bestaat niet`, `kwikstaart`},
		{`Пользователь petrov_vv не найден`, `petrov_vv`},
		{`Користувач «соняшник» заблокований`, `соняшник`},
		{`ユーザー「suzuki_h」は存在しません`, `suzuki_h`},
		{`사용자 minseo에게 권한이 없습니다`, `minseo`},
		{`用户“wangfang88”不存在`, `wangfang88`},
		{`kullanıcı "yildiz" bulunamadı`, `yildiz`},
		{`FATAL: role "pelican" does not exist`, `pelican`},
	}
	kept := []string{
		`Benutzer nicht gefunden`,
		`utilisateur inconnu`,
		`el usuario no existe`,
		`Пользователь не найден`,
		`ユーザー ID が無効です`,
		`ユーザー 作成に失敗しました`,
		`пользователя "postgres" отозван.`,
		`użytkownika ,,nobody'' przekroczył limit`,
		`사용자 'www-data'을(를) 찾을 수 없습니다`,
		`user "payments_svc" on host db-1`,
		`app/models/user.rb:120`,
		`docker login --password-stdin registry.example.com: EOF`,
		`failed to lazily initialize a collection of role: com.acme.shop.Order.items`,
		`role admin required`,
		`角色 sha256 没有默认类型。`,
		`{"role": "admin", "user": "deploy"}`,
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q kept %q: %q", c.text, c.value, out)
		}
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("benign text changed: %q -> %q", k, out)
		}
	}
}
