//go:build lambda.norpc

package version

// fromBuild: an unstamped Lambda build has no version to report.
func fromBuild() string { return "devel" }
