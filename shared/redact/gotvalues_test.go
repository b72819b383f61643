package redact

import "testing"

// TestGotValueOrLabel: after "got" in a text about credentials, a word of
// error messages' vocabulary before a colon labels what follows; a
// password received, a word or not, is still masked.
func TestGotValueOrLabel(t *testing.T) {
	checkMasks(t, []maskCase{
		{"mysqldump: Got error: 1045: Access denied for user 'svc_backup'@'10.0.4.9' (using password: YES) when trying to connect", ""},
		{"password mismatch: got sunshine: rejected", "sunshine"},
		{"password mismatch: got Dragon2024: rejected", "Dragon2024"},
		{"password check failed: got hunter2, expected something else", "hunter2"},
	})
}

// TestKeptAccountUID: the uid pam_unix writes after an account the login
// rules keep is that account's number, and so is the superuser's 0 where
// PAM has no name for it; after a person's login it is still masked, and
// so is the login glued to "(uid=", the one who opened the session too.
func TestKeptAccountUID(t *testing.T) {
	checkMasks(t, []maskCase{
		{"sudo: pam_unix(sudo:session): session opened for user root(uid=0) by deploy(uid=1001)", ""},
		{"sudo: pam_unix(sudo:session): session opened for user root(uid=0) by mkaraoglu(uid=1001)", "1001"},
		{"sudo: pam_unix(sudo:session): session opened for user root(uid=0) by mkaraoglu(uid=1001)", "mkaraoglu"},
		{"su: pam_unix(su:session): session opened for user postgres(uid=0) by jdoe(uid=1000)", "jdoe"},
		{"user olivia(uid=1002) logged in", "1002"},
		{"session opened for user www-data(uid=33) by (uid=0)", ""},
	})
}

// TestPAMServiceKept: the service a PAM module names before its management
// group is a program (/etc/pam.d's file), code though no dictionary holds
// it; the accounts on the same line are still judged.
func TestPAMServiceKept(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "pam_unix(sshd:session): session closed for user root", kept: []string{"pam_unix(sshd:session)"}},
		{in: "Oct 12 10:00:01 web1 sshd[1234]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.0.0.9  user=mkaraoglu",
			gone: []string{"mkaraoglu"}, kept: []string{"pam_unix(sshd:auth)"}},
		{in: "pam_sss(gdm-password:auth): authentication failure", kept: []string{"gdm-password"}},
		{in: "sudo: pam_unix(sudo:session): session opened for user root(uid=0) by mkaraoglu(uid=1001)", gone: []string{"mkaraoglu"}},
	})
}
