package skip

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGroupChild is run by TestGroup in a child process.
func TestGroupChild(t *testing.T) {
	if os.Getenv("SKIP_TEST_CHILD") == "" {
		t.Skip("run by TestGroup")
	}
	Group(t, "the widget tests", "no widget here", "WIDGET_REQUIRED")
}

// TestGroup: a skip is recorded in the log that make test prints, and the
// group's variable (or REQUIRE_ALL) turns it into a failure.
func TestGroup(t *testing.T) {
	tests := []struct {
		name     string
		env      []string
		fails    bool
		recorded bool
	}{
		{"skipped and recorded", nil, false, true},
		{"required by its variable", []string{"WIDGET_REQUIRED=1"}, true, false},
		{"required by REQUIRE_ALL", []string{"REQUIRE_ALL=1"}, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "skips.txt")
			cmd := exec.Command(os.Args[0], "-test.run=^TestGroupChild$", "-test.v")
			cmd.Env = append(os.Environ(), append(tc.env, "SKIP_TEST_CHILD=1", LogVar+"="+log, "WIDGET_REQUIRED=", "REQUIRE_ALL=")...)
			if len(tc.env) > 0 {
				cmd.Env = append(cmd.Env, tc.env...) // later entries win
			}
			out, err := cmd.CombinedOutput()
			if (err != nil) != tc.fails {
				t.Fatalf("failed=%v, want %v:\n%s", err != nil, tc.fails, out)
			}
			b, _ := os.ReadFile(log)
			line := "the widget tests: no widget here (set WIDGET_REQUIRED to make this a failure)\n"
			if got := string(b) == line; got != tc.recorded {
				t.Errorf("log %q, recorded want %v", b, tc.recorded)
			}
			if !tc.fails && !strings.Contains(string(out), "SKIP") {
				t.Errorf("child was not skipped:\n%s", out)
			}
		})
	}
}
