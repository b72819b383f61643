package tools

import "testing"

// TestCheckReason: GlitchTip's MonitorCheckReason digits read as their
// names; anything else (another digit, two digits, a letter, nothing) as
// no reason, as the map this table replaced answered.
func TestCheckReason(t *testing.T) {
	for v, want := range map[string]string{"0": "unknown", "1": "timeout", "2": "wrong status code",
		"3": "expected response not found", "4": "SSL error", "5": "network error",
		"6": "", "9": "", "10": "", "01": "", "a": "", "": "", "/": "", " 1": ""} {
		if got := checkReason(v); got != want {
			t.Errorf("checkReason(%q) = %q, want %q", v, got, want)
		}
	}
}

// TestProfilesByName: the built-in profiles are keyed by their own names.
func TestProfilesByName(t *testing.T) {
	if len(Profiles) != 3 {
		t.Fatalf("%d profiles", len(Profiles))
	}
	for n, p := range Profiles {
		if n != p.Name || p.Validate() != nil || len(p.Allowed) == 0 {
			t.Errorf("%q: %+v", n, p)
		}
	}
}
