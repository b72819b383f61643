package version

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// root is the repository root, where VERSION and CHANGELOG.md are.
var root = filepath.Join("..", "..")

// released matches a released version's heading in CHANGELOG.md:
// "## [0.1.0] - 2026-11-24".
var released = regexp.MustCompile(`(?m)^## \[([0-9]+\.[0-9]+\.[0-9]+)\] - ([0-9]{4}-[0-9]{2}-[0-9]{2})$`)

// TestVersionFileIsTheChangelogsNewest: the VERSION file, which every build
// is stamped from, names the CHANGELOG's newest released version, so the
// version travels with the code (a clone without tags builds it) and the
// release notes of a build are that entry.
func TestVersionFileIsTheChangelogsNewest(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, "VERSION"))
	if err != nil {
		t.Fatal(err)
	}
	v := string(b)
	if !regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+\n$`).MatchString(v) {
		t.Fatalf("VERSION is %q; want one line x.y.z", v)
	}
	v = strings.TrimSpace(v)
	cl, err := os.ReadFile(filepath.Join(root, "CHANGELOG.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := released.FindAllStringSubmatch(string(cl), -1)
	if len(m) == 0 {
		t.Fatal("CHANGELOG.md has no released version (## [x.y.z] - yyyy-mm-dd)")
	}
	if m[0][1] != v {
		t.Errorf("VERSION is %s but CHANGELOG.md's newest entry is %s: a release changes both in one commit", v, m[0][1])
	}
	// and no entry names a version twice
	seen := map[string]bool{}
	for _, e := range m {
		if seen[e[1]] {
			t.Errorf("CHANGELOG.md has two entries for %s", e[1])
		}
		seen[e[1]] = true
	}
}

// TestStampedVersion: .ci/version.sh, which the Makefile stamps builds
// with, gives VERSION as it is for a copy without git (sam build's, a
// tarball's), and VERSION with build metadata in a git checkout.
func TestStampedVersion(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh") // every system make runs on has one
	}
	b, err := os.ReadFile(filepath.Join(root, "VERSION"))
	if err != nil {
		t.Fatal(err)
	}
	v := strings.TrimSpace(string(b))
	script, _ := filepath.Abs(filepath.Join(root, ".ci", "version.sh"))

	// a copy without git: exactly VERSION
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "VERSION"), b, 0o644)
	out, err := exec.Command("sh", script, dir).Output()
	if err != nil || strings.TrimSpace(string(out)) != v {
		t.Errorf("version.sh on a copy without git: %q, %v; want %s", out, err, v)
	}

	// this checkout: VERSION, then build metadata if any
	abs, _ := filepath.Abs(root)
	out, err = exec.Command("sh", script, abs).Output()
	got := strings.TrimSpace(string(out))
	if err != nil || !regexp.MustCompile(`^`+regexp.QuoteMeta(v)+`(\+([0-9]+\.g[0-9a-f]{7}|g[0-9a-f]{7})?(\.?dirty)?)?$`).MatchString(got) {
		t.Errorf("version.sh on this checkout: %q, %v; want %s with optional +N.gHASH[.dirty]", got, err, v)
	}
	if strings.Contains(got, "devel") || strings.HasPrefix(got, "0.0.0") {
		t.Errorf("version.sh on this checkout: %q is not a version", got)
	}
}
