// Ids that a log format writes where a reader expects them, told by the
// format's definition, not by their look:
//   - an SSH key's fingerprint as OpenSSH prints it (sshkey_fingerprint:
//     "SHA256:" and the digest's 43 base64 characters without padding),
//     the hash of a public key, which sshd logs for every key login and
//     ssh shows for every changed host key: no secret;
//   - an Exim message id (the spec's "Log files" chapter: base62 groups
//     of 6-6-2, or 6-11-4 from Exim 4.97) before one of the main log's
//     flags (<= arrival, => delivery, -> another address, >> cut-through,
//     *> suppressed, ** failed, == deferred) or Completed;
//   - a Job a Kubernetes CronJob created: the controller names it after
//     the CronJob and the minutes since the epoch of its scheduled time
//     (getJobName: name + "-" + minutes), eight digits from 2015 to 2045;
//   - the index MySQL's ER_DUP_ENTRY names ("Duplicate entry '%s' for key
//     '%s'"): the second quote is a key of the table's schema, an
//     identifier of letters, digits, "_", "$" and the table's ".", never
//     the row's data (the first quote, judged as before);
//   - the task the Linux kernel's OOM killer names (mm/oom_kill.c: "Killed
//     process %d (%s)", "Out of memory: Kill process %d (%s)"): the
//     program's command name, at most 15 bytes (TASK_COMM_LEN), between
//     brackets after its pid (Killed process 18822 (ledgerd));
//   - an Android application's id where its crash report names it
//     (AndroidRuntime: "Process: %s, PID: %d", ActivityThread's
//     "ComponentInfo{%s/%s}"): a reverse-domain name of three labels or
//     more in small letters, the app's, not its user's
//     (Process: vn.dangvien.sotay);
//   - a mail header's msg-id (messageID), a uid Linux-PAM writes after a
//     kept account (keptAccountUID), and digits a phone's run would take
//     from an IPv4 address (cutsIPv4), which the rules that ask them
//     (detectEmail, accountValue and detectKeyed, phoneAt) leave alone.

package redact

import (
	"net"
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

var (
	reSSHFingerprint = lazyre.NewRare(`\bSHA256:([A-Za-z0-9+/]{43})(?:[^A-Za-z0-9+/=]|$)`)
	reEximID         = lazyre.NewRare(`(?:^|[\s\]])([0-9A-Za-z]{6}-(?:[0-9A-Za-z]{6}-[0-9A-Za-z]{2}|[0-9A-Za-z]{11}-[0-9A-Za-z]{4})) (?:<=|=>|->|>>|\*>|\*\*|==|Completed\b)`)
	reDupEntryKey    = lazyre.NewRare(`(?i)duplicate entry '.*?' for key '([A-Za-z0-9_$.]{1,129})'`)
	reOOMTask        = lazyre.NewRare(`\b(?:Killed|Kill) process \d+ \(([^()\s]{1,15})\)`)
	reAndroidApp     = lazyre.NewRare(`(?:\bProcess: |ComponentInfo\{)([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*){2,})\b`)
	reCronJobRun     = lazyre.NewRare(`(?i)\b(?:cron ?jobs?|jobs?)[\s:/"'=]+[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?-(\d{8})\b`)
)

// protectLogFormatIDs protects the ids of this file, each behind a
// cheap test of its format's fixed text.
func protectLogFormatIDs(sc *scan) {
	if contains(sc.s, "SHA256:") {
		for _, m := range reSSHFingerprint.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if contains(sc.s, "-") && (contains(sc.s, " <= ") || contains(sc.s, " => ") ||
		contains(sc.s, " -> ") || contains(sc.s, " == ") || contains(sc.s, " ** ") ||
		contains(sc.s, " >> ") || contains(sc.s, " *> ") || contains(sc.s, " Completed")) {
		for _, m := range reEximID.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if contains(sc.lower, "for key '") {
		for _, m := range reDupEntryKey.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if contains(sc.s, "ed process ") || contains(sc.s, "ill process ") {
		for _, m := range reOOMTask.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2]-1, m[3]+1) // with its brackets: a value's token holds them
		}
	}
	if contains(sc.s, "Process: ") || contains(sc.s, "ComponentInfo{") {
		for _, m := range reAndroidApp.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if contains(sc.lower, "job") {
		for _, m := range reCronJobRun.FindAllStringSubmatchIndex(sc.s, -1) {
			// minutes since 1970: 23,667,840 is 2015, 39,446,280 is 2045
			if n := atoi(sc.s[m[2]:m[3]]); n >= 23_667_840 && n <= 39_446_280 {
				sc.protect(m[2], m[3])
			}
		}
	}
}

// messageID reports an address-shaped run that a mail header names as a
// message's id (RFC 5322 3.6.4: Message-ID, In-Reply-To, References hold
// msg-ids, <left@right>): the left part a program generated, with a digit
// (a time, a counter, a hash), is nobody's mailbox.
func messageID(s string, a, b int) bool {
	if a == 0 || s[a-1] != '<' || !hasDigit(s[a:a+indexByte(s[a:b], '@')]) {
		return false
	}
	h := strings.ToLower(strings.TrimRight(s[max(0, a-16):a-1], " "))
	return hasSuffix(h, "message-id:") || hasSuffix(h, "in-reply-to:") || hasSuffix(h, "references:") || mtaMessageID(s[a:b])
}

// mtaMessageID reports the left part a mail server generates for a
// message's id, under whatever label its log writes (rspamd's "id: <…>",
// Postfix's message-id=<…>): the time it was queued, yyyymmddhhmmss, a dot
// and the queue id (Postfix's cleanup writes <20261130021407.4KQ7M@host>).
// A mailbox that begins with a time to the second is nobody's.
func mtaMessageID(addr string) bool {
	return len(addr) > 16 && addr[14] == '.' && compactTimestamp(addr[:14])
}

// cutsIPv4 reports whether s[b] is inside an IPv4 address: the run of
// digits and dots around it is one.
func cutsIPv4(s string, b int) bool {
	i, j := b, b
	for i > 0 && (isDigit(s[i-1]) || s[i-1] == '.') {
		i--
	}
	for j < len(s) && (isDigit(s[j]) || s[j] == '.') {
		j++
	}
	return strings.Count(s[i:j], ".") == 3 && net.ParseIP(s[i:j]) != nil
}

// keptAccountUID reports a number in Linux-PAM's "name(uid=N)" (pam_unix
// logs "session opened for user %s(uid=%d) by %s(uid=%d)") after an
// account the login rules keep (root, deploy, www-data): the system's
// account's number, no person's. A person's login keeps its uid masked.
func keptAccountUID(s string, a, b int) bool {
	if a < 7 || s[a-5:a] != "(uid=" || countDigits(s[a:b]) != b-a {
		return false
	}
	if s[a:b] == "0" {
		return true // by (uid=0): the superuser's, whoever's name is missing
	}
	k := a - 5
	for k > 0 && (isWord(s[k-1]) || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	return k < a-5 && loginKept(s[k:a-5])
}
