package words

import (
	_ "embed"
	"strings"
)

// goports.txt (knowgen's goports.go): the operating systems and
// architectures the Go toolchain builds for, of `go tool dist list`
// (darwin, plan9, arm64…), each between "|", 193 bytes, embedded
// deflated (goports.flate, inflated on first use).
var (
	//go:embed goports.flate
	goPortsData string
	goPortsT    = &lazyText{data: goPortsData}
)

// GoPort reports a word, lower case, that names a GOOS or a GOARCH
// (GOOS=darwin, build for darwin/arm64): code's word, though the names
// data holds Darwin as a person's name.
func GoPort(w string) bool {
	return w != "" && len(w) <= 9 && strings.Contains(goPortsT.get(), "|"+w+"|")
}
