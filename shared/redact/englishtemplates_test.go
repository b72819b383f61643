package redact

import "testing"

// TestEnglishTemplates: the programs' own English templates come through
// (a credential's state, a system account), and
// what is personal in the same places is still masked.
func TestEnglishTemplates(t *testing.T) {
	checkBothWays(t, []bothWays{
		// an unknown word inside a program's message after its severity
		// is masked: it cannot be told from a login (varbuf, jsmith)
		{in: "error: cannot find jsmith in group", gone: []string{"jsmith"}, kept: []string{"error: cannot find", "in group"}},
		{in: "dpkg: error: user jsmith not found", gone: []string{"jsmith"}, kept: []string{"dpkg: error: user", "not found"}},
		// a credential's state after "is", the sentence going on
		{in: "gpg: Signature is valid for? (/usr/local/bin/worker)"},
		{in: "signature is valid."},
		{in: "token is correct"},
		// the -ed form of a code word is a state too (Node.js's
		// ERR_INSPECTOR_CLOSED); a password that is one stays masked
		{in: "Error [ERR_INSPECTOR_CLOSED]: Session was closed"},
		{in: "session token was terminated."},
		{in: "the password was hunted42", gone: []string{"hunted42"}},
		{in: "password is correct horse battery staple", gone: []string{"correct", "horse", "staple"}},
		{in: "password: correct horse battery staple", gone: []string{"correct", "horse", "staple"}},
		// a system account after "user" is the system's, a login is not
		{in: "wget: Password for user systemd-network:"},
		{in: "wget: Password for user www-data:"},
		{in: "wget: Password for user jsmith:", gone: []string{"jsmith"}, kept: []string{"Password for user"}},
	})
}

// TestPassphraseRuns: a passphrase of dictionary words is masked to its
// last word, whatever vocabulary its words share with error messages; a
// function word or a word about the value ends it.
func TestPassphraseRuns(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "the password is sunny ember lamp", gone: []string{"sunny", "ember", "lamp"}},
		{in: "the password is sunny river table 42", gone: []string{"sunny", "river", "table"}, kept: []string{"42"}},
		{in: "password: hunter expired yesterday", gone: []string{"hunter"}, kept: []string{"expired yesterday"}},
		{in: "the password is sunflower meadow for the admin", gone: []string{"sunflower", "meadow"}, kept: []string{"for the admin"}},
	})
}
