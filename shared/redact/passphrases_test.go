package redact

import "testing"

// TestWordPassphrases: a value of words joined by hyphens that a
// password's word names, in any language the catalogues translate it
// into, goes; names of things made of a program's words, and values no
// password's word names, stay.
func TestWordPassphrases(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Error: gpg: decryption failed: Bad passphrase (passphrase given on command line: rabarber-Mond-Tisch)", "Error: gpg: decryption failed: Bad passphrase (passphrase given on command line: [secret])"},
		{"Error: Błąd: PIN awaryjny 4417-zimowa-lawina nie pasuje do karty TOPR", "Error: Błąd: PIN awaryjny [secret] nie pasuje do karty TOPR"},
		{"Échec de connexion LDAP : bind DN cn=admin mot de passe mot-de-passe-Chêne refusé", "Échec de connexion LDAP : bind DN cn=admin mot de passe [secret] refusé"},
		{"Lỗi xác thực VPN: cụm mật khẩu Chè-Sen-Hồ-Tây không khớp với chứng chỉ", "Lỗi xác thực VPN: cụm mật khẩu [secret] không khớp với chứng chỉ"},
		{"broker refused client: pass Winter-Apple-Barn-41", "broker refused client: pass [secret]"},
		{"src/app/views.py:gpg: Bad passphrase (passphrase given on command line: rabarber-Mond-Tisch):41", "src/app/views.py:gpg: Bad passphrase (passphrase given on command line: [secret]):41"},
		// kept
		{"Error: password reset failed for tenant: acme-prod-eu", ""},
		{"password policy min-length-8 not met", ""},
		{"password for user-service-account expired", ""},
		{"deploy of blue-river-stone failed: image not found", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}
