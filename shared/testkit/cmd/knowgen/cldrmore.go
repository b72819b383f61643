package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The held-out and open corpora's misses of the special categories are
// mostly in languages no source of the lexicon covers (session 40's miss
// audit: almost none holds a lexicon word), and many are of few
// speakers' or narrow use (Georgian ორსული, pregnant; Kyrgyz дүлөй,
// deaf; Quechua wiksayuq, pregnant; Albanian shtatzënë; Somali masaajid;
// Pashto امیندواره), which cldrLangs leaves out for their bytes. CLDR
// annotates the same emoji in each of them, so the alignment that takes
// the wide languages' words takes theirs as surely: -only cldrspecialmore
// adds the words of every other locale CLDR annotates (cldrMoreLangs),
// by the same tests, and nothing of cldrLangs' (their pass is
// -only cldrspecial). Session 41: 219 words in 44 languages, 1,350 bytes
// of special.flate.

// cldrMoreLangs are the languages of the locales under dir (CLDR's
// annotations) that neither cldrLangs nor cldrSourced holds.
func cldrMoreLangs(dir string) (map[string]bool, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh: npm pack cldr-annotations-full)", err)
	}
	more := map[string]bool{}
	for _, e := range ents {
		lang, _, _ := strings.Cut(e.Name(), "-")
		if !cldrLangs[lang] && !cldrSourced[lang] {
			more[lang] = true
		}
	}
	return more, nil
}

// addCLDRSpecialMore rewrites outDir's special.txt and special.flate with
// cldrSpecial's words of cldrMoreLangs added (-only cldrspecialmore).
func addCLDRSpecialMore(outDir, src string) error {
	lex, err := readLexicon(outDir)
	if err != nil {
		return err
	}
	more, err := cldrMoreLangs(filepath.Join(src, "npm-cldr-annotations-full", "package", "annotations"))
	if err != nil {
		return err
	}
	add, err := cldrSpecial(src, lex, more)
	if err != nil {
		return err
	}
	return addToLexicon(outDir, lex, add)
}
