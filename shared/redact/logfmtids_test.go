package redact

import "testing"

// TestLogFormatIDsBothWays: an OpenSSH SHA256 fingerprint, an Exim
// message id before a main-log flag and a CronJob's Job name come out
// whole; the same characters where the format does not hold them (a
// token's key, no log flag after the id, a minute count out of range,
// a 44-character run after SHA256:) are still masked.
func TestLogFormatIDsBothWays(t *testing.T) {
	checkMasks(t, []maskCase{
		{"sshd[4410]: Accepted publickey for git from 10.20.0.4 port 53314 ssh2: ED25519 SHA256:Zq3v9xJm2Kf8rT1wYpN4bLc6HdE0aUoS7iGkV5tPq1M", ""},
		{"The fingerprint for the ED25519 key sent by the remote host is\nSHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s.", ""},
		{"token=SHA256:Zq3v9xJm2Kf8rT1wYpN4bLc6HdE0aUoS7iGkV5tPq1M", "Zq3v9xJm2Kf8rT1wYpN4bLc6HdE0aUoS7iGkV5tPq1M"},
		{"host key SHA256:7f3A9c1E7b5D8046A1c9E7F5b3D2A801cE4471bXyZ0qW changed", "7f3A9c1E7b5D8046A1c9E7F5b3D2A801cE4471bXyZ0qW"},

		{"2024-06-11 09:30:00 1sJ9Xq-000G7c-3Z == bob@example.org R=dnslookup T=remote_smtp defer (-53): retry time not reached", "bob@example.org"},
		{"2024-06-11 09:30:00 1sJ9Xq-000G7c-3Z == R=dnslookup T=remote_smtp defer (-53): retry time not reached for any host", ""},
		{"2024-06-11 09:31:02 1sJ9Xq-00000000G7c-3Zab Completed", ""},
		{"api key 1sJ9Xq-000G7c-3Zk9 rejected", "1sJ9Xq-000G7c-3Zk9"},

		{"Exit Code: 137\n  container report-builder in cronjob report-builder-29481220", ""},
		{"job backup-29481220 failed: BackoffLimitExceeded", ""},
		{"job backup-99481220 failed: BackoffLimitExceeded", "99481220"},
	})
}

// TestPathHomesOfServices: a home under /home/ (or ~) is a person's
// unless it names a system or service account the login rules keep;
// Android's ~~ directories are no home.
func TestPathHomesOfServices(t *testing.T) {
	checkMasks(t, []maskCase{
		{"cat: /home/deploy/app/.env: No such file or directory", ""},
		{"open /home/ci/.npmrc: no such file or directory", ""},
		{"bash: /home/app/.env: Permission denied", ""},
		{"#00 pc 00000000001a2b3c  /data/app/~~Xk2L/com.example.app/lib/arm64/libflutter.so", ""},
		{"open /home/olivia/.npmrc: no such file or directory", "olivia"},
		{"open /home/rocky/.npmrc: no such file or directory", "rocky"},
		{"cd ~mkaraoglu/src: no such file", "mkaraoglu"},
	})
}

// TestPhoneNotInsideAddress: digits before an IPv4 address are no phone
// number with the address's first octets; a phone number is still one.
func TestPhoneNotInsideAddress(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ReplyError: MOVED 12182 10.20.1.7:6379 (command: GET)", ""},
		{"call me back on +49 151 2345 6789 please", "2345 6789"},
		{"Rückruf an 030 12345678.", "12345678"},
	})
}

// TestRecordFormatsBothWays: the index MySQL's duplicate-entry message
// names, a GS1 SSCC with its check, a mail header's msg-id and a service
// account's mailbox stay whole; the row's data in the same message, an
// SSCC whose check fails, a person's address in a msg-id's place and a
// person's mailbox are still masked.
func TestRecordFormatsBothWays(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error writing to database (Duplicate entry '7' for key 'mdl_quiz_attempts_quiuseatt_uix')", ""},
		{"Duplicate entry 'olivia.martin@example.com' for key 'users.email_unique'", "olivia.martin"},
		{"Duplicate entry 'Olivia Martin' for key 'idx_name'", "Olivia Martin"},

		{"DHL Paket API: Sendungsnummer unbekannt (00340434161094042557), Status 404", ""},
		{"DHL Paket API: Sendungsnummer unbekannt (00340434161094042558), Status 404", "00340434161094042558"},

		{"bounce for Message-ID: <20241012030001.4F2A1@mailer.acme.example>: 552 mailbox quota", ""},
		{"bounce for Message-ID: <olivia.martin@acme.example>: 552 mailbox quota", "olivia.martin"},
		{"bounce to <olivia1984@acme.example>: 552 mailbox quota", "olivia1984"},
		{"deploy@git.firma.example: Permission denied (publickey).", ""},
		{"olivia@git.firma.example: Permission denied (publickey).", "olivia@"},
	})
}

// TestTempFileNames: a file a temporary-file API named in a temporary
// directory stays; a person's name and a number there, or the same shapes
// outside a temporary directory, are still masked.
func TestTempFileNames(t *testing.T) {
	checkMasks(t, []maskCase{
		{"write /var/lib/docker/tmp/GetImageBlob882: no space left on device", ""},
		{"OSError: [Errno 28] No space left on device: '/tmp/tmpa8x_2kq0.parquet'", ""},
		{"cp: cannot stat '/tmp/tmp.Xk29fLq0aZ': No such file or directory", ""},
		{"open /tmp/olivia1984.pdf: permission denied", "olivia1984"},
		{"open /tmp/OliviaMartin12.pdf: permission denied", "OliviaMartin12"},
	})
}

// TestOOMKilledTask: the command name the kernel's OOM killer prints after
// the pid is the program's.
func TestOOMKilledTask(t *testing.T) {
	checkProse(t, []proseCase{
		{"kernel: Out of memory: Killed process 18822 (ledgerd) total-vm:8812044kB, anon-rss:6120440kB", nil, []string{"(ledgerd)", "18822"}},
		{"Out of memory: Kill process 4411 (tilecached) score 912 or sacrifice child", nil, []string{"(tilecached)"}},
		// the same brackets elsewhere are judged as before
		{"Error: parcel 18822 (olivia.kowalczyk) not delivered", []string{"olivia.kowalczyk"}, nil},
	})
}

// TestAndroidAppID: the application id an Android crash report names
// after "Process: " or in ComponentInfo{…} is the app's; a login-shaped
// word there is judged as before.
func TestAndroidAppID(t *testing.T) {
	checkProse(t, []proseCase{
		{"FATAL EXCEPTION: main\nProcess: vn.dangvien.sotay, PID: 18822", nil, []string{"vn.dangvien.sotay"}},
		{"Unable to start activity ComponentInfo{ng.agrikopa.wallet/ng.agrikopa.wallet.MainActivity}", nil, []string{"ng.agrikopa.wallet/"}},
		{"Process: olivia.kowalczyk failed to start", []string{"olivia.kowalczyk"}, nil},
	})
}
