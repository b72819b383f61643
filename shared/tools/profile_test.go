package tools_test

import (
	"strings"
	"testing"

	"glitchtip-mcp/shared/tools"
)

// TestLookupProfile: the default, every built-in profile read-only, and an
// unknown or unsafe profile refused by name.
func TestLookupProfile(t *testing.T) {
	for _, tc := range []struct {
		name, want, err string
	}{
		{"", tools.DefaultProfile, ""},
		{"glitchtip-readonly-raw", "glitchtip-readonly-raw", ""},
		{"glitchtip-metadata", "glitchtip-metadata", ""},
		{"glitchtip-admin", "", "MCP_PROFILE names no known profile"},
	} {
		p, err := tools.LookupProfile(tc.name)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) || strings.Contains(err.Error(), tc.name) {
				t.Errorf("%q: want %q without the name echoed, got %v", tc.name, tc.err, err)
			}
			continue
		}
		if err != nil || p.Name != tc.want || p.Allows(tools.OpIssueMutate) || p.Allows(tools.OpAdmin) {
			t.Errorf("%q: got %+v, %v", tc.name, p, err)
		}
	}
	for _, p := range tools.Profiles {
		if err := p.Validate(); err != nil {
			t.Errorf("built-in profile %s: %v", p.Name, err)
		}
	}
	bad := tools.Profile{Name: "bad", Allowed: []string{tools.OpRead, tools.OpIssueMutate}}
	if bad.Validate() == nil {
		t.Error("a profile allowing mutation validated")
	}
}
