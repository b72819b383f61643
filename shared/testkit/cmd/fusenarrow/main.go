// Command fusenarrow rewrites a knowledge filter (shared/redact/words/*.fuse)
// with narrower fingerprints: the same bytes knowgen writes at that width
// from the sources, for when the sources are not at hand. It trades bytes
// for false positives (2^-width); say which in the commit.
//
//	go run ./shared/testkit/cmd/fusenarrow -width 11 shared/redact/words/known.fuse
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

func main() {
	width := flag.Int("width", 0, "fingerprint bits of the rewritten filter")
	flag.Parse()
	if flag.NArg() != 1 || *width == 0 {
		fmt.Fprintln(os.Stderr, "usage: fusenarrow -width BITS FILE")
		os.Exit(2)
	}
	path := flag.Arg(0)
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fusenarrow:", err)
		os.Exit(1)
	}
	before := words.ReadFuse(string(b)).Bits()
	out, err := words.NarrowFuse(b, *width)
	if err != nil {
		fmt.Fprintf(os.Stderr, "fusenarrow: %s: %v\n", path, err)
		os.Exit(1)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "fusenarrow:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d bits, %d bytes -> %d bits, %d bytes (false positives %.3f%%)\n", path, before, len(b), *width, len(out), 100/float64(uint64(1)<<*width))
}
