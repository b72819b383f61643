package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// laterParts are the filters of the later languages' words that Known
// asked one after another: the dictionaries (known2, laterdicts.go), the
// system catalogues (known3, syscats.go and thaiwords.go) and more
// catalogues (known6, morecats.go). Each answered a stranger yes on its
// own, so their false positives added up (2^-12 + 2 × 2^-13 = 0.049% of
// Known's 0.25%), and a key two of them held cost twice. They are written
// only as keys (-keys DIR, which they need), and -later DIR merges them.
var laterParts = []string{"known2.fuse", "known3.fuse", "known6.fuse"}

// laterDir: -later DIR writes laterlatin.fuse and laterother.fuse from
// DIR's keys of laterParts.
var laterDir = flag.String("later", "", "write laterlatin.fuse and laterother.fuse from DIR/known2.fuse.keys, known3.fuse.keys and known6.fuse.keys (knowgen -keys DIR)")

// Widths of the merged filters: a word asks only the filter of its
// script (words.LaterScript), so the Latin one, which Latin words and
// TestKnowledgeFalsePositives's strings ask, is at 2^-12 (2^-13 until
// session 26 narrowed it for bytes, within Known's 0.25%) and the other
// (Greek, Cyrillic, Arabic, Thai: a sixth of the keys) at 2^-11, the sum
// of the three filters those words asked before; words of other scripts
// ask neither.
const (
	laterLatinBits = 12
	laterOtherBits = 11
)

// writeLater merges the keys of laterParts in dir into the two filters
// of words.LaterScript's routes.
func writeLater(dir, outDir string) error {
	sets := []map[string]bool{{}, {}}
	for _, f := range laterParts {
		b, err := os.ReadFile(filepath.Join(dir, f+".keys"))
		if err != nil {
			return fmt.Errorf("%w (knowgen -keys DIR writes it)", err)
		}
		for _, k := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
			r, _ := utf8.DecodeRuneInString(k)
			switch s := words.LaterScript(k); {
			case k == "":
			case s < len(sets):
				sets[s][k] = true
			case !unicode.IsLetter(r):
				// no word: the tokens Known is asked begin with a letter
				fmt.Printf("later: %s: %q left out, no letter begins it\n", f, k)
			default:
				return fmt.Errorf("%s: %q begins with a letter no filter of later.go is asked for", f, k)
			}
		}
	}
	if _, err := writeFilter(outDir, "laterlatin.fuse", sets[0], laterLatinBits); err != nil {
		return err
	}
	_, err := writeFilter(outDir, "laterother.fuse", sets[1], laterOtherBits)
	return err
}
