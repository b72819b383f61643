package redact

import "testing"

// TestAccountSIDAndGluedPass: Twilio's account SID after the key its
// clients name it by, a space or a separator between, is the account's
// credential; other SIDs stay. A key of a word and "pass" glued in small
// letters names a password; a word that ends so (compass, bypass) does not.
func TestAccountSIDAndGluedPass(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"auth failed — account_sid AC0f3a9b27c4d85e61f0a2b3c4d5e6f708", "auth failed — account_sid [secret]"},
		{"TWILIO_ACCOUNT_SID: AC0f3a9b27c4d85e61f0a2b3c4d5e6f708 rejected", "TWILIO_ACCOUNT_SID: [secret] rejected"},
		{"PDO error — $smtppass = 'Rot-Kehl-chen9'; in mail.php:3", "PDO error — $smtppass = '[secret]'; in mail.php:3"},
		{"config: $ftppass = \"W1nter!fell\";", "config: $ftppass = \"[secret]\";"},
		// kept
		{"message SM0f3a9b27c4d85e61f0a2b3c4d5e6f708 undelivered", ""},
		{"call_sid CA0f3a9b27c4d85e61f0a2b3c4d5e6f708 ended", ""},
		{"bypass = 'Cache-Ctl-9' ignored", ""},
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
