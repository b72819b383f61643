package redact

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOut6b2Users(t *testing.T) {
	files, _ := filepath.Glob("testdata/corpus/*planted.tsv")
	more, _ := filepath.Glob("/work/draws/s23-out6b2-[12]/gen-*.tsv")
	files = append(files, more...)
	files = append(files, "testdata/corpus/gen-persons.tsv", "testdata/corpus/gen-families.tsv")
	seen := map[string]bool{}
	for _, f := range files {
		if strings.Contains(f, "blind6") || strings.Contains(f, "blind7") || strings.Contains(f, "blind9") || strings.Contains(f, "outsider5") {
			continue
		}
		b, _ := os.ReadFile(f)
		for _, l := range strings.Split(string(b), "\n") {
			p := strings.Split(l, "\t")
			if len(p) < 2 {
				continue
			}
			v := p[1]
			lv := strings.ToLower(v)
			if len(v) < 2 || !lettersOnly(v) || seen[lv] {
				continue
			}
			seen[lv] = true
			if knownAsWritten(lv) && !personNameData(lv) {
				t.Logf("%s %s %s", filepath.Base(f), p[0], v)
			}
		}
	}
}
