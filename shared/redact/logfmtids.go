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
//     the row's data (the first quote, judged as before).

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

var (
	reSSHFingerprint = lazyre.NewRare(`\bSHA256:([A-Za-z0-9+/]{43})(?:[^A-Za-z0-9+/=]|$)`)
	reEximID         = lazyre.NewRare(`(?:^|[\s\]])([0-9A-Za-z]{6}-(?:[0-9A-Za-z]{6}-[0-9A-Za-z]{2}|[0-9A-Za-z]{11}-[0-9A-Za-z]{4})) (?:<=|=>|->|>>|\*>|\*\*|==|Completed\b)`)
	reDupEntryKey    = lazyre.NewRare(`(?i)duplicate entry '.*?' for key '([A-Za-z0-9_$.]{1,129})'`)
	reCronJobRun     = lazyre.NewRare(`(?i)\b(?:cron ?jobs?|jobs?)[\s:/"'=]+[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?-(\d{8})\b`)
)

// protectLogFormatIDs protects the ids of this file, each behind a
// cheap test of its format's fixed text.
func protectLogFormatIDs(sc *scan) {
	if strings.Contains(sc.s, "SHA256:") {
		for _, m := range reSSHFingerprint.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if strings.Contains(sc.s, "-") && (strings.Contains(sc.s, " <= ") || strings.Contains(sc.s, " => ") ||
		strings.Contains(sc.s, " -> ") || strings.Contains(sc.s, " == ") || strings.Contains(sc.s, " ** ") ||
		strings.Contains(sc.s, " >> ") || strings.Contains(sc.s, " *> ") || strings.Contains(sc.s, " Completed")) {
		for _, m := range reEximID.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if strings.Contains(sc.lower, "for key '") {
		for _, m := range reDupEntryKey.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	if strings.Contains(sc.lower, "job") {
		for _, m := range reCronJobRun.FindAllStringSubmatchIndex(sc.s, -1) {
			// minutes since 1970: 23,667,840 is 2015, 39,446,280 is 2045
			if n := atoi(sc.s[m[2]:m[3]]); n >= 23_667_840 && n <= 39_446_280 {
				sc.protect(m[2], m[3])
			}
		}
	}
}
