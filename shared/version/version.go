// Package version is the release this build is, stamped at build time from
// git by the Makefile:
//
//	go build -ldflags "-X github.com/glitchtip-mcp/glitchtip-mcp/shared/version.Version=0.2.0"
//
// A build that was not stamped (go run, go build in a checkout) reports the
// module version the go command derives from git (v0.0.0-<time>-<commit>,
// +dirty for uncommitted changes), or "devel" where it knows none.
package version

import (
	"runtime/debug"
	"sync"
)

// Version is the release, without a leading "v" ("0.2.0", or
// "0.2.0-3-gabc1234" for a build three commits after the tag). It is set
// with -ldflags -X; when empty, Get derives it.
var Version string

// Get returns the version: the stamped one, else the one the go command
// recorded from git, else "devel".
func Get() string {
	if Version != "" {
		return Version
	}
	return fromBuild()
}

// fromBuild reads the build information once: the audit line asks for
// the version on every request.
var fromBuild = sync.OnceValue(func() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return trimV(bi.Main.Version)
	}
	return "devel"
})

func trimV(v string) string {
	if len(v) > 1 && v[0] == 'v' && v[1] >= '0' && v[1] <= '9' {
		return v[1:]
	}
	return v
}
