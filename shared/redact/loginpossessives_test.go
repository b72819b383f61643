package redact

import "testing"

// TestLoginPossessives: a login in small letters with English's possessive
// before a noun is masked when no knowledge holds it or it is made of a
// name's parts; a program's, a package's or an English word's possessive
// stays. Invented logins.
func TestLoginPossessives(t *testing.T) {
	checkProse(t, []proseCase{
		{"JupyterHub: Unhandled error starting tsuzuki's server: Timeout", []string{"tsuzuki"}, []string{"Unhandled error starting", "'s server: Timeout"}},
		{"spawner: could not stop kowalczykp's notebook (pod gone)", []string{"kowalczykp"}, []string{"could not stop", "'s notebook (pod gone)"}},
		{"quota: dkaraoglu_7's workspace is full", []string{"dkaraoglu_7"}, []string{"workspace is full"}},
		// the neighbours
		{"python's garbage collector freed 3 objects", nil, []string{"python's garbage collector"}},
		{"nginx's worker crashed, the server's cert expired", nil, []string{"nginx's worker", "the server's cert"}},
		{"kubernetes's scheduler and redis's eviction policy", nil, []string{"kubernetes's scheduler", "redis's eviction"}},
		{"user_id's index is missing", nil, []string{"user_id's index"}},
	})
}
