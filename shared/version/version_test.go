package version

import "testing"

func TestGet(t *testing.T) {
	old := Version
	defer func() { Version = old }()
	for _, tc := range []struct{ stamped, want string }{
		{"0.2.0", "0.2.0"},
		{"0.2.0-3-gabc1234-dirty", "0.2.0-3-gabc1234-dirty"},
	} {
		Version = tc.stamped
		if got := Get(); got != tc.want {
			t.Errorf("Version=%q: Get() = %q, want %q", tc.stamped, got, tc.want)
		}
	}
	// Unstamped, a test binary has no main module version: "devel".
	Version = ""
	if got := Get(); got == "" {
		t.Error("unstamped Get() is empty; want the module version or devel")
	}
}
