package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// softwareDocs is how many documents of softwareSources must use a word
// before the special-category lexicon reads it as software's: one is an
// accident (a man page's "psychosis" example), two are a use.
const softwareDocs = 2

// softwareSource is a tree of software's own English: its documents are the
// files under root whose names end in one of exts, outside the folders
// named in skip.
type softwareSource struct {
	root string
	exts []string
	skip []string
}

// softwareSources are the pinned trees of English that software writes of
// itself (Debian 12's packages and the Go toolchain of go.mod): the Go
// distribution's sources and documents, CPython 3.11's standard library and
// its documentation (python3.11-doc), PostgreSQL 15's documentation
// (postgresql-doc-15). manpages and manpages-dev add their pages.
func softwareSources() ([]softwareSource, error) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %w", err)
	}
	g := strings.TrimSpace(string(goroot))
	return []softwareSource{
		{filepath.Join(g, "src"), []string{".go"}, []string{"testdata"}},
		{filepath.Join(g, "doc"), []string{".md", ".html"}, nil},
		{"/usr/lib/python3.11", []string{".py"}, []string{"site-packages", "dist-packages"}},
		{"/usr/share/doc/python3.11", []string{".html", ".txt"}, []string{"_sources", "whatsnew"}},
		{"/usr/share/doc/postgresql-doc-15", []string{".html"}, nil},
	}, nil
}

// softwareWords returns the words of cands (lower case) that at least
// softwareDocs documents of softwareSources and the manual pages use: the
// vocabulary software writes of itself (asymmetric keys, granular locks, a
// latent bug, an unrestricted upload, a retracted version), which
// ICD-10-CM's titles use too. Such a word names no condition of a person
// in an error's text. A word is a run of lower-case letters, or a capital
// and lower-case letters, between non-letters, so that neither a constant
// (MUMPS) nor a camelCase name (testIs) reads as one.
func softwareWords(cands map[string]bool) (map[string]bool, error) {
	srcs, err := softwareSources()
	if err != nil {
		return nil, err
	}
	docs := map[string]int{}
	count := func(text string) {
		seen := map[string]bool{}
		for _, w := range softwareTokens(text) {
			if lw := strings.ToLower(w); cands[lw] && !seen[lw] {
				seen[lw] = true
				docs[lw]++
			}
		}
	}
	for _, s := range srcs {
		n := 0
		err := filepath.WalkDir(s.root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if slices.Contains(s.skip, d.Name()) {
					return filepath.SkipDir
				}
				return nil
			}
			if !slices.ContainsFunc(s.exts, func(e string) bool { return strings.HasSuffix(p, e) }) || !d.Type().IsRegular() {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			n++
			count(string(b))
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("%w (apt-get install python3.11-doc postgresql-doc-15)", err)
		}
		fmt.Printf("special: software's words: %s: %d documents\n", s.root, n)
	}
	pages := 0
	for _, pkg := range acronymPackages {
		out, err := exec.Command("dpkg", "-L", pkg).Output()
		if err != nil {
			return nil, fmt.Errorf("dpkg -L %s: %w (apt-get install %s)", pkg, err, pkg)
		}
		for _, p := range strings.Split(string(out), "\n") {
			if !strings.HasPrefix(p, "/usr/share/man/man") || !strings.HasSuffix(p, ".gz") {
				continue
			}
			if fi, err := os.Lstat(p); err != nil || !fi.Mode().IsRegular() {
				continue
			}
			text, err := gunzipFile(p)
			if err != nil {
				return nil, err
			}
			pages++
			count(text)
		}
	}
	fmt.Printf("special: software's words: %v: %d pages\n", acronymPackages, pages)
	out := map[string]bool{}
	for w, n := range docs {
		if n >= softwareDocs {
			out[w] = true
		}
	}
	return out, nil
}

// softwareTokens splits text into its words: runs of lower-case letters,
// each with at most one capital before it, between non-letters.
func softwareTokens(text string) []string {
	var out []string
	rs := []rune(text)
	for i := 0; i < len(rs); {
		if !unicode.IsLetter(rs[i]) {
			i++
			continue
		}
		j := i
		for j < len(rs) && unicode.IsLetter(rs[j]) {
			j++
		}
		if w := rs[i:j]; softwareWordShape(w) {
			out = append(out, string(w))
		}
		i = j
	}
	return out
}

// softwareWordShape reports a run of letters written as a word of prose is:
// ASCII lower case, or one capital and then lower case.
func softwareWordShape(w []rune) bool {
	if len(w) < 2 {
		return false
	}
	for k, r := range w {
		if r >= 'a' && r <= 'z' || k == 0 && r >= 'A' && r <= 'Z' {
			continue
		}
		return false
	}
	return true
}

// gunzipFile returns the text of a gzipped file.
func gunzipFile(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return "", fmt.Errorf("%s: %w", p, err)
	}
	b, err := io.ReadAll(z)
	return string(b), err
}

// pruneSpecial rewrites outDir's special.txt and special.flate without
// the ICD-10-CM words (a line of one lower-case word, health, that
// specialHand does not write) that softwareWords finds: what a whole run
// writes, from the committed lexicon, without -src's sources. With src
// (wordfreq's data beside), the cognates of specialCognates are added as
// a whole run adds them.
func pruneSpecial(outDir, src string) error {
	p := filepath.Join(outDir, "special.txt")
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	hand := specialHandLexicon()
	lines := strings.SplitAfter(string(b), "\n")
	cands := map[string]bool{}
	for _, l := range lines {
		if t := strings.TrimSuffix(l, "\n"); t != "" && !strings.ContainsAny(t, "\t ") {
			if _, ok := hand[t]; !ok {
				cands[t] = true
			}
		}
	}
	software, err := softwareWords(cands)
	if err != nil {
		return err
	}
	var out strings.Builder
	var gone []string
	for _, l := range lines {
		if t := strings.TrimSuffix(l, "\n"); software[t] && cands[t] {
			gone = append(gone, t)
			continue
		}
		out.WriteString(l)
	}
	fmt.Printf("special: %d ICD-10-CM words left out as software's: %s\n", len(gone), strings.Join(gone, " "))
	// the hand-written terms the committed lexicon lacks (an entry
	// added to specialHand since the last whole run) join it, as a
	// whole run would write them
	s, added := withHandTerms(out.String(), hand)
	out.Reset()
	out.WriteString(s)
	fmt.Printf("special: %d hand-written terms added\n", added)
	if src != "" {
		s, err := withSpecialCognates(out.String(), src)
		if err != nil {
			return err
		}
		out.Reset()
		out.WriteString(s)
	}
	if err := os.WriteFile(p, []byte(out.String()), 0o644); err != nil {
		return err
	}
	flated, err := words.DeflateSpecial(out.String())
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(outDir, "special.flate"), flated, 0o644)
}

// withHandTerms is special.txt's text with hand's terms (term → category)
// added where it has no line for them, as formatSpecial writes it, and how
// many it added; the committed lines stay as they are.
func withHandTerms(special string, hand map[string]string) (string, int) {
	lex := committedSpecial(special)
	added := 0
	for t, c := range hand {
		if _, ok := lex[t]; !ok {
			lex[t] = c
			added++
		}
	}
	if added == 0 {
		return special, 0
	}
	return formatSpecial(lex), added
}

// committedSpecial is special.txt's text as a map of term to category (the
// category's name, as specialHand names it, from the code each line
// carries).
func committedSpecial(special string) map[string]string {
	byCode := map[string]string{}
	for c := range specialHand {
		byCode[words.SpecialCode(c)] = c
	}
	lex := map[string]string{}
	for _, l := range strings.Split(strings.TrimSuffix(special, "\n"), "\n") {
		t, code, _ := strings.Cut(l, "\t")
		lex[t] = byCode[code]
	}
	return lex
}
