// Command fusenarrow rewrites a knowledge filter (shared/redact/words/*.fuse)
// without its sources: with narrower fingerprints (-width), the same bytes
// knowgen writes at that width from the sources; it trades bytes for false
// positives (2^-width): say which in the commit.
//
//	go run ./shared/testkit/cmd/fusenarrow -width 11 shared/redact/words/known.fuse
//
// Or 4-wise (-keys), which takes fewer bytes for the same keys and width: a
// filter's keys cannot be read back from it, so -keys names a superset of
// them, one a line (knowgen -keys writes a run's keys, which can be a few
// more or other than the committed filter's where a source is the
// machine's own). The keys the filter has are taken, the 3-wise filter is
// built again from them and must be the file byte for byte (which shows the
// key set is the committed one, no more, no less), and the file is
// rewritten 4-wise from them. The false positives stay those of the width.
//
//	go run ./shared/testkit/cmd/fusenarrow -keys /tmp/keys/tech.fuse.keys shared/redact/words/tech.fuse
//
// Or packed (-pack: words.PackFuse, the filter without its zero cells),
// which changes no answer: the packed file unpacks to the filter's bytes.
// A packed filter is unpacked before -width or -keys and packed again
// after.
//
//	go run ./shared/testkit/cmd/fusenarrow -pack shared/redact/words/tech.fuse
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

func main() {
	width := flag.Int("width", 0, "fingerprint bits of the rewritten filter")
	keysFile := flag.String("keys", "", "a superset of the filter's keys, one a line: rewrite the filter 4-wise")
	pack := flag.Bool("pack", false, "pack the filter (without its zero cells; no answer changes)")
	flag.Parse()
	modes := 0
	for _, on := range []bool{*width != 0, *keysFile != "", *pack} {
		if on {
			modes++
		}
	}
	if flag.NArg() != 1 || modes != 1 {
		fmt.Fprintln(os.Stderr, "usage: fusenarrow -width BITS FILE | fusenarrow -keys KEYS FILE | fusenarrow -pack FILE")
		os.Exit(2)
	}
	path := flag.Arg(0)
	file, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fusenarrow:", err)
		os.Exit(1)
	}
	b := []byte(words.UnpackFuse(string(file)))
	wasPacked := string(b) != string(file)
	var out []byte
	var note string
	switch {
	case *pack:
		note = "packed, every answer the same"
		if wasPacked {
			note = "packed already"
		}
		out, wasPacked = b, true
	case *keysFile != "":
		out, note, err = fourWise(b, *keysFile)
	default:
		out, err = words.NarrowFuse(b, *width)
		note = fmt.Sprintf("%d bits -> %d bits (false positives %.3f%%)", words.ReadFuse(string(b)).Bits(), *width, 100/float64(uint64(1)<<*width))
	}
	if err == nil && wasPacked {
		out, err = words.PackFuse(out)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "fusenarrow: %s: %v\n", path, err)
		os.Exit(1)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "fusenarrow:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d bytes -> %d bytes, %s\n", path, len(file), len(out), note)
}

// fourWise is the 4-wise filter of the keys of the 3-wise filter b, which
// are those of keysFile it has, once a 3-wise build of them gives b again.
func fourWise(b []byte, keysFile string) ([]byte, string, error) {
	f := words.ReadFuse(string(b))
	if f.Empty() || f.Arity() != 3 {
		return nil, "", fmt.Errorf("not a 3-wise filter")
	}
	text, err := os.ReadFile(keysFile)
	if err != nil {
		return nil, "", err
	}
	var keys []string
	candidates := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
	for _, k := range candidates {
		if f.Has(k) {
			keys = append(keys, k)
		}
	}
	again, err := words.BuildFuseArity(keys, f.Bits(), 3)
	if err != nil {
		return nil, "", err
	}
	if !bytes.Equal(again, b) {
		return nil, "", fmt.Errorf("the %d keys of %d in %s that it has do not build it again: its key set is not among them", len(keys), len(candidates), keysFile)
	}
	out, err := words.BuildFuse(keys, f.Bits())
	if err != nil {
		return nil, "", err
	}
	return out, fmt.Sprintf("4-wise, %d keys (of %d given) at %d bits", len(keys), len(candidates), f.Bits()), nil
}
