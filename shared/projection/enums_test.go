package projection

import "testing"

// TestEnumSwitches: the tag keys, levels and statuses that may be shown
// (switches since the map literals went), both ways.
func TestEnumSwitches(t *testing.T) {
	for _, c := range []struct {
		f    func(string) bool
		yes  []string
		none []string
	}{
		{allowedTag, []string{"environment", "release", "level", "handled", "mechanism", "browser.name", "os.name", "runtime.name", "device.family"},
			[]string{"user.email", "url", "server_name", "transaction", "browser", "Environment", ""}},
		{DetailTag, []string{"browser", "os", "runtime", "device", "client_os", "client_os.name", "logger", "sdk"},
			[]string{"browser.name", "user", "os.version", ""}},
		{level, []string{"sample", "debug", "info", "warning", "error", "fatal"}, []string{"warn", "ERROR", "critical", ""}},
		{status, []string{"unresolved", "resolved", "ignored"}, []string{"muted", "Resolved", ""}},
	} {
		for _, s := range c.yes {
			if !c.f(s) {
				t.Errorf("%q: not allowed", s)
			}
		}
		for _, s := range c.none {
			if c.f(s) {
				t.Errorf("%q: allowed", s)
			}
		}
	}
	if enum("fatal", level) != "fatal" || enum("warn", level) != "" {
		t.Error("enum")
	}
}
