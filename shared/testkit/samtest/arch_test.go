package samtest

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/skip"
)

const archGroup = "sam build of both architectures (ELF machine of each bootstrap)"

// TestSamBuildArchitectures: sam build with the template's Architecture
// parameter alone (no other setting) builds bootstraps for that CPU, for
// each architecture the template allows: a function whose bootstrap is for
// the other CPU could not start. It needs only the sam CLI (no Docker: the
// makefile build method runs the Makefile on this machine).
func TestSamBuildArchitectures(t *testing.T) {
	sam := os.Getenv("SAM_CLI")
	if sam == "" {
		sam, _ = exec.LookPath("sam")
	}
	if _, err := os.Stat(sam); sam == "" || err != nil {
		skip.Group(t, archGroup, "the sam CLI is not installed (make sam-deps installs it in .venv-sam)", "SAM_REQUIRED")
	}
	for _, tc := range []struct {
		arch    string
		machine elf.Machine
		goarch  string
	}{
		{"arm64", elf.EM_AARCH64, "arm64"},
		{"x86_64", elf.EM_X86_64, "amd64"},
	} {
		t.Run(tc.arch, func(t *testing.T) {
			t.Parallel() // two go builds, for two CPUs
			build := t.TempDir()
			run(t, samEnv, sam, "build", "--build-dir", build, "--no-cached", "--parameter-overrides", "Architecture="+tc.arch)
			for _, fn := range []string{"McpFunction", "DigestFunction"} {
				path := filepath.Join(build, fn, "bootstrap")
				f, err := elf.Open(path)
				if err != nil {
					t.Fatalf("%s: %v", fn, err)
				}
				m := f.Machine
				f.Close()
				if m != tc.machine {
					t.Errorf("Architecture=%s: %s's bootstrap is for %v, want %v", tc.arch, fn, m, tc.machine)
				}
				// Where this machine can run it, the bootstrap says its
				// version, stamped from git by the Makefile.
				if fn == "McpFunction" && tc.goarch == runtime.GOARCH && runtime.GOOS == "linux" {
					out, err := exec.Command(path, "-version").Output()
					if err != nil || !strings.HasPrefix(string(out), "glitchtip-mcp ") || strings.Contains(string(out), "devel") {
						t.Errorf("%s -version: %q, %v; want a stamped version", fn, out, err)
					}
				}
			}
		})
	}
}
