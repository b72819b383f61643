package redact

import "testing"

// TestNumbersExplainedByTheirWords: a count before the plural of a common
// word, a process's id and size, and a checksum named with its width are
// technical; a number after a person's noun or with nothing to explain it
// is still masked.
func TestNumbersExplainedByTheirWords(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"postgres: checkpoint took 123.456 s, wrote 123456 buffers (75.3%)", "customer 48213977 orders failed", "48213977"},
		{"process 4412873 killed by OOM (rss 2147483648)", "call 4155550134 tomorrow", "4155550134"},
		{"checksum crc32=2891336453 mismatch", "user 4155550134 logins blocked", "4155550134"},
	})
}
