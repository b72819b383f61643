// Command wordsgen writes the redactor's word lists (shared/redact/words):
//
//   - common.fuse: a binary fuse filter (words.BuildFuse) of the common
//     words of English (the lower-case entries of SCOWL's american-english
//     list, as Debian's wamerican package installs it) and of the technical
//     vocabulary below, stored as stems (see redact's stem) to halve its
//     size, at commonBits;
//   - errorwords.bloom: the vocabulary of error messages, every word used at
//     least twice in the error strings of Go's standard library and
//     CPython's, plus words.extra.txt (infrastructure and product words).
//
// Run it after changing words.extra.txt (apt-get install wamerican first):
//
//	go run ./shared/testkit/cmd/wordsgen
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// commonBits is common.fuse's fingerprint width: 2^-6, 1.6% false
// positives, under the 2.2% of the Bloom filter of 8 bits a stem and 5
// hashes it replaced (common.bloom, 33,879 bytes; 28,443 now).
const commonBits = 6

func main() {
	dict := flag.String("dict", "/usr/share/dict/american-english", "SCOWL word list")
	py := flag.String("python", "/usr/lib/python3.11", "CPython's standard library")
	out := flag.String("out", "shared/redact/words", "output folder")
	flag.Parse()
	if err := run(*dict, *py, *out); err != nil {
		fmt.Fprintln(os.Stderr, "wordsgen:", err)
		os.Exit(1)
	}
}

var (
	goErr  = regexp.MustCompile(`(?:errors\.New|fmt\.Errorf|panic)\("([^"]{4,300})"`)
	pyErr  = regexp.MustCompile(`raise [A-Za-z]+(?:Error|Exception|Warning)\(f?["']([^"']{4,300})`)
	verb   = regexp.MustCompile(`%[-+# 0-9.*]*[a-zA-Z]|\{[^}]*\}`)
	wordRe = regexp.MustCompile(`[A-Za-z][a-z]+`)
)

func run(dictPath, pyDir, outDir string) error {
	counts := map[string]int{}
	scan := func(root, ext string, re *regexp.Regexp) error {
		return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ext) || strings.HasSuffix(p, "_test.go") || strings.Contains(p, "/test") {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			for _, m := range re.FindAllStringSubmatch(string(b), -1) {
				for _, w := range wordRe.FindAllString(verb.ReplaceAllString(m[1], " "), -1) {
					counts[strings.ToLower(w)]++
				}
			}
			return nil
		})
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	if err := scan(filepath.Join(strings.TrimSpace(string(goroot)), "src"), ".go", goErr); err != nil {
		return err
	}
	if err := scan(pyDir, ".py", pyErr); err != nil {
		return err
	}
	vocab := map[string]bool{}
	for w, n := range counts {
		if n >= 2 && len(w) >= 2 {
			vocab[w] = true
		}
	}
	extra, err := lines(filepath.Join(outDir, "words.extra.txt"))
	if err != nil {
		return err
	}
	for _, l := range extra {
		for _, w := range strings.Fields(l) {
			vocab[strings.ToLower(w)] = true
		}
	}
	common, err := lines(dictPath)
	if err != nil {
		return fmt.Errorf("%w (apt-get install wamerican)", err)
	}
	all := map[string]bool{}
	for _, w := range common {
		if isLowerWord(w) {
			all[w] = true
		}
	}
	for w := range vocab {
		all[w] = true
	}
	stems := map[string]bool{}
	for w := range all {
		stems[words.Stem(w)] = true
	}
	keys := make([]string, 0, len(stems))
	for w := range stems {
		keys = append(keys, w)
	}
	sort.Strings(keys)
	cf, err := words.BuildFuse(keys, commonBits)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(outDir, "common.fuse"), cf, 0o644); err != nil {
		return err
	}
	vb := words.NewBloom(len(vocab), 10)
	for w := range vocab {
		vb.Add(w)
	}
	if err := os.WriteFile(filepath.Join(outDir, "errorwords.bloom"), vb.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("common words %d (%d stems, %d bytes); error vocabulary %d words (%d bytes)\n", len(all), len(stems), len(cf), len(vocab), len(vb.Bits)+8)
	return nil
}

func isLowerWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

func lines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}
