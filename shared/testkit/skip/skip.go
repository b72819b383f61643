// Package skip lets a test group that cannot run on this machine say so,
// never silently: the test is skipped with its reason, one line is recorded
// for the summary that ends make test, and where the group is required (CI
// sets the variables) the test fails instead.
package skip

import (
	"os"
	"sync"
	"testing"
)

// LogVar names the file that collects one line per skipped group; make
// test sets it and prints the file's lines at its end.
const LogVar = "GLITCHTIP_MCP_SKIP_LOG"

// RequireAll makes every group required, whatever its own variable.
const RequireAll = "REQUIRE_ALL"

var mu sync.Mutex

// Group skips t because group cannot run here, for reason. Where the
// environment variable require (or REQUIRE_ALL) is set, t fails instead.
func Group(t testing.TB, group, reason, require string) {
	t.Helper()
	Note(t, group, reason, require)
	t.Skipf("%s skipped: %s", group, reason)
}

// Note records that group does not run here, for reason, while t goes on
// with what it can do (for example the demo data without the team's
// fixtures). Where require (or REQUIRE_ALL) is set, t fails instead.
func Note(t testing.TB, group, reason, require string) {
	t.Helper()
	if os.Getenv(require) != "" || os.Getenv(RequireAll) != "" {
		t.Fatalf("%s cannot run here: %s (required: %s is set)", group, reason, require)
	}
	t.Logf("%s skipped: %s", group, reason)
	path := os.Getenv(LogVar)
	if path == "" {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		t.Logf("cannot record the skip in %s: %v", path, err)
		return
	}
	defer f.Close()
	f.WriteString(group + ": " + reason + " (set " + require + " to make this a failure)\n")
}
