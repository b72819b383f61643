package main

import (
	"fmt"
	"os/exec"
	"sort"
	"strings"
)

// goports.txt: the operating systems and architectures the Go toolchain
// builds for (`go tool dist list`: darwin/arm64, plan9/386…), each between
// "|". They are GOOS's and GOARCH's values and the suffixes of build
// files (zsyscall_darwin_arm64.go): code's words, though the names data
// holds a few of them as people's names (Darwin).
const goPortsF = "goports.txt"

// writeGoPorts writes goports.txt from the go command on PATH.
func writeGoPorts(outDir string) error {
	b, err := exec.Command("go", "tool", "dist", "list").Output()
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, l := range strings.Fields(string(b)) {
		goos, arch, ok := strings.Cut(l, "/")
		if !ok {
			continue
		}
		seen[goos], seen[arch] = true, true
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	fmt.Printf("goports: %d names\n", len(out))
	return writeTextList(outDir, goPortsF, "|"+strings.Join(out, "|")+"|\n")
}
