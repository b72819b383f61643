package motoserver

import (
	"os"
	"path/filepath"
	"testing"
)

// TestBinaryPrefersThePinnedOne: MOTO_SERVER, when it names an executable,
// is the moto_server the tests run (make test points it at the pinned one
// in .venv-sam); one that does not exist is passed over.
func TestBinaryPrefersThePinnedOne(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "moto_server")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "not-executable")
	os.WriteFile(plain, []byte("x"), 0o644)
	for _, tc := range []struct {
		name, env string
		want      func(string) bool
	}{
		{"an executable", exe, func(got string) bool { return got == exe }},
		{"missing", filepath.Join(dir, "missing"), func(got string) bool { return got != filepath.Join(dir, "missing") }},
		{"not executable", plain, func(got string) bool { return got != plain }},
		{"a directory", dir, func(got string) bool { return got != dir }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("MOTO_SERVER", tc.env)
			if got := Binary(); !tc.want(got) {
				t.Errorf("MOTO_SERVER=%s: Binary() = %q", tc.env, got)
			}
		})
	}
}
