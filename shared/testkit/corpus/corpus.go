// Package corpus reads the redactor's privacy corpus
// (shared/redact/testdata/corpus/*.tsv): planted secrets and personal data
// that must not survive, and identifiers that must.
package corpus

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// Entry is one line: a class, the value, and the carrier text it stands
// in ("⏎" in the file is a line break).
type Entry struct {
	Class, Value, Carrier string
}

// Load reads the corpus file at path, failing t on a malformed line.
func Load(t testing.TB, path string) []Entry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Entry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.SplitN(line, "\t", 3)
		if len(p) != 3 {
			t.Fatalf("bad corpus line %q", line)
		}
		out = append(out, Entry{p[0], p[1], strings.ReplaceAll(p[2], "⏎", "\n")})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
