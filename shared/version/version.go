// Package version is the release this build is, stamped at build time by
// the Makefile from the VERSION file (.ci/version.sh adds git's build
// metadata after the commit that set it):
//
//	go build -ldflags "-X glitchtip-mcp/shared/version.Version=0.2.0"
//
// A developer build that was not stamped (go run, go build in a checkout)
// reports the module version the go command derived from git, if any; an
// unstamped Lambda build (-tags lambda.norpc) and every other build report
// "devel".
package version

// Version is the release, without a leading "v" ("0.2.0", or
// "0.2.0+3.gabc1234" for a build three commits after the one that set
// VERSION). It is set
// with -ldflags -X; when empty, Get derives it.
var Version string

// Get returns the version: the stamped one, else (developer builds) the one
// the go command recorded from git, else "devel".
func Get() string {
	if Version != "" {
		return Version
	}
	return fromBuild()
}
