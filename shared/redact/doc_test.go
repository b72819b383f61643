package redact

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocMapsEveryFile: the package comment (doc.go) places every file of
// the package in the part of the design it belongs to, by name or by a
// pattern it writes (special*.go); a new file that is in none fails here.
func TestDocMapsEveryFile(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, w := range strings.FieldsFunc(string(doc), func(r rune) bool { return strings.ContainsRune(" \n\t(),;:/", r) }) {
		if strings.HasSuffix(w, ".go") {
			patterns = append(patterns, w)
		}
	}
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if f == "doc.go" || strings.HasSuffix(f, "_test.go") {
			continue
		}
		placed := false
		for _, p := range patterns {
			if ok, _ := filepath.Match(p, f); ok {
				placed = true
				break
			}
		}
		if !placed {
			t.Errorf("%s is in no part of doc.go's map of the package", f)
		}
	}
	for _, p := range patterns {
		if m, _ := filepath.Glob(p); len(m) == 0 {
			t.Errorf("doc.go names %s, which matches no file", p)
		}
	}
}
