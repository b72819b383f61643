//go:build !lambda.norpc

package version

import (
	"runtime/debug"
	"sync"
)

// fromBuild reads the build information once: the audit line asks for
// the version on every request. The Lambda build leaves it out (about 11 KB
// of its bootstrap): the Makefile always stamps that one.
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
