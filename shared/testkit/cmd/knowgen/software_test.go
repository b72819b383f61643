package main

import (
	"slices"
	"testing"
)

// TestSoftwareTokens: prose words and capitalised words count; constants
// (MUMPS), camelCase names (testIs), non-ASCII runs and single letters do
// not, so a syscall constant or a test's name makes no word software's.
func TestSoftwareTokens(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"An asymmetric key; latent bugs.", []string{"An", "asymmetric", "key", "latent", "bugs"}},
		{"MUMPS = 0x1f // testIs the flag", []string{"the", "flag"}},
		{"café x y", nil},
		{"granular_lock(retracted)", []string{"granular", "lock", "retracted"}},
	} {
		if got := softwareTokens(c.text); !slices.Equal(got, c.want) {
			t.Errorf("softwareTokens(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
