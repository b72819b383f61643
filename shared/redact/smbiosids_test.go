package redact

import "testing"

// TestSMBIOSUUIDs: a Dell machine's system UUID, which its firmware
// derives from the service tag, is masked wherever it stands, and any id's
// shape after a hardware id's label (HWID); a random or a time-based UUID
// of the same length (a trace's, a request's, a DCE one's with Dell's
// fixed bytes but no tag's letters) stays. Invented service tags.
func TestSMBIOSUUIDs(t *testing.T) {
	checkProse(t, []proseCase{
		{"Proctor lockdown: HWID 4C4C4544-0058-4710-8031-B4C04F4E3632 previously banned", []string{"4C4C4544-0058-4710-8031-B4C04F4E3632"}, []string{"Proctor lockdown: HWID", "previously banned"}},
		{"wmic csproduct get UUID: 4c4c4544-0044-4410-8033-b7c04f4a3532", []string{"4c4c4544-0044-4410-8033-b7c04f4a3532"}, []string{"wmic csproduct get UUID"}},
		{"licence bound to machine 4C4C4544-004D-3510-8052-C3C04F395A32, seat 2 of 5", []string{"4C4C4544-004D-3510-8052-C3C04F395A32"}, []string{"seat 2 of 5"}},
		{"Anti-cheat: HWID 7c2f9a41-3b8e-4d02-9f61-0a5e77c3d2b8 banned until 2026-01-01", []string{"7c2f9a41-3b8e-4d02-9f61-0a5e77c3d2b8"}, []string{"banned until 2026-01-01"}},
		// the neighbours: ids of requests and traces, Dell's prefix
		// without a tag's letters, the label alone
		{"trace 4c4c4544-0058-4710-8031-a4c04f4e3632 done in 12 ms", nil, []string{"4c4c4544-0058-4710-8031-a4c04f4e3632"}},
		{"request 6ba7b810-9dad-11d1-80b4-00c04fd430c8 failed", nil, []string{"6ba7b810-9dad-11d1-80b4-00c04fd430c8"}},
		{"span 4C4C4544-0000-1010-8000-80C04F000000 exported", nil, []string{"4C4C4544-0000-1010-8000-80C04F000000"}},
		{"HWID check skipped: no TPM", nil, []string{"HWID check skipped: no TPM"}},
	})
}
