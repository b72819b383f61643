package tools

import (
	"fmt"
	"slices"
	"strings"

	"glitchtip-mcp/shared/gterr"
)

// Operations a profile can allow. Mutations and admin exist only to be
// forbidden: no code path implements them.
const (
	OpRead         = "glitchtip.read"
	OpEventRead    = "glitchtip.event.read"
	OpEventReadRaw = "glitchtip.event.read_raw"
	OpIssueMutate  = "glitchtip.issue.mutate"
	OpAdmin        = "glitchtip.admin"
)

// knownOp reports one of the operations above.
func knownOp(op string) bool {
	switch op {
	case OpRead, OpEventRead, OpEventReadRaw, OpIssueMutate, OpAdmin:
		return true
	}
	return false
}

// Profile says which operations the tools may perform.
type Profile struct {
	Name      string   `json:"name"`
	Allowed   []string `json:"allowed_operations"`
	Forbidden []string `json:"forbidden_operations"`
}

// Allows reports whether op is allowed and not forbidden.
func (p Profile) Allows(op string) bool {
	return slices.Contains(p.Allowed, op) && !slices.Contains(p.Forbidden, op)
}

// DefaultProfile is the profile used when none is configured.
const DefaultProfile = "glitchtip-readonly"

// Profiles are the built-in profiles. Every one forbids mutation and admin.
var Profiles = profilesByName([]Profile{
	{Name: "glitchtip-readonly",
		Allowed:   []string{OpRead, OpEventRead},
		Forbidden: []string{OpIssueMutate, OpAdmin}},
	{Name: "glitchtip-readonly-raw",
		Allowed:   []string{OpRead, OpEventRead, OpEventReadRaw},
		Forbidden: []string{OpIssueMutate, OpAdmin}},
	{Name: "glitchtip-metadata",
		Allowed:   []string{OpRead},
		Forbidden: []string{OpIssueMutate, OpAdmin, OpEventRead, OpEventReadRaw}},
})

// profilesByName keys profiles by name: a loop over static data at start
// instead of a map literal's code (1 KB).
func profilesByName(ps []Profile) map[string]Profile {
	m := make(map[string]Profile, len(ps))
	for _, p := range ps {
		m[p.Name] = p
	}
	return m
}

// Validate refuses a profile that allows a forbidden, mutating or unknown
// operation: the server is read-only by construction and says so.
func (p Profile) Validate() error {
	for _, op := range p.Allowed {
		if !knownOp(op) {
			return gterr.Config("profile " + p.Name + " allows an unknown operation")
		}
		if op == OpIssueMutate || op == OpAdmin || slices.Contains(p.Forbidden, op) {
			return gterr.Config("profile " + p.Name + " allows a forbidden operation")
		}
	}
	return nil
}

// ProfileNames lists the built-in profiles, sorted.
func ProfileNames() []string {
	var out []string
	for n := range Profiles {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// LookupProfile resolves MCP_PROFILE ("" is the default profile) and
// refuses one that allows a forbidden operation.
func LookupProfile(name string) (Profile, error) {
	if name == "" {
		name = DefaultProfile
	}
	p, ok := Profiles[name]
	if !ok {
		return Profile{}, gterr.Config(fmt.Sprintf("MCP_PROFILE names no known profile; known: %s", strings.Join(ProfileNames(), ", ")))
	}
	if err := p.Validate(); err != nil {
		return Profile{}, err
	}
	return p, nil
}
