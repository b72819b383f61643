package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

var registriesDir = flag.String("registries", "", "write only registry.fuse and registry.LICENSE from the package lists in this folder (npm.tsv, pypi.tsv, maven-partial.tsv, go-partial.tsv, nuget.tsv) and Debian's package descriptions (apt-cache dumpavail), reading the committed filters for what to leave out")

// registryBits: registry.fuse is asked by Known beside tech.fuse: 14 bits
// (0.006%; 16 until session 26 narrowed it for bytes, within Known's 0.25%).
const registryBits = 14

// The words of code the package registries use: the parts of package and
// module names (split at punctuation, case changes and digits:
// @opentelemetry/exporter-trace-otlp-http gives opentelemetry, exporter,
// trace, otlp, http) and the words of their one-line descriptions, of npm,
// PyPI, Maven Central, the Go module proxy, NuGet and Debian (its short
// descriptions: its package names are tech.fuse's already). Registries hold
// people as well as code: a scope or a package family is often its
// author's handle (@rexxars/…, ljharb's), and descriptions name their
// authors. So a word is kept only when the registries use it apart from one
// another: three owners or more (an npm scope or unscoped package, a PyPI
// project, a Maven group, a Go module's host and first path element, a
// NuGet id's first segment, a Debian source package) in two registries or
// more, and a part of some package's or module's name: the descriptions
// are prose, and a word of them alone (a product, a misspelling, a name)
// needs three registries and ten owners. kustomize (Go modules, PyPI descriptions), otlp (every registry),
// androidx (npm, PyPI) are kept; rexxars (one npm scope) and feross (npm
// descriptions alone) are not. Left out: words of fewer than three or more
// than twenty letters, of other letters than a-z, words the committed
// filters know already (Known, Code, ManPage), and people's names: a word
// the names data holds as a given name or surname (olivia, blake, shader
// too: the names data outranks the registries), or written together from
// them (given name and surname, or initial and surname: farhanmansuri,
// jsmith).
type registryWord struct {
	owners map[string]bool
	regs   map[string]bool
	named  bool // a part of a package's or module's name
}

// registryMinOwners and registryMinRegistries are the evidence a word needs.
const (
	registryMinOwners     = 3
	registryMinRegistries = 2
	// A word of three or four letters is an acronym or a cut more often
	// than a name of code (tral, jss), and a glued word splits into such
	// short pieces (ser+tral+in): it needs more owners.
	registryMinOwnersShort = 20
)

// pypiSummaryCut is the length at which the PyPI list cuts its summaries:
// the last word of a summary that long may be cut (identif, relea) and is
// not read.
const pypiSummaryCut = 160

var (
	registrySplit  = regexp.MustCompile(`[^\p{L}\p{N}]+`)
	registryWordRe = regexp.MustCompile(`^[a-z]{3,20}$`)
	// testedNote is the workplace's own note at the start of an npm
	// summary ([tested here: ...]): not the authors' words.
	testedNote = regexp.MustCompile(`^\[[^\]]*\]\s*`)
)

// registryParts are the candidate words of a name or a description.
func registryParts(text string, dropLast bool) []string {
	fields := registrySplit.Split(text, -1)
	if dropLast && len(fields) > 0 {
		fields = fields[:len(fields)-1]
	}
	var out []string
	for _, p := range fields {
		if p == "" {
			continue
		}
		for i, c := range append([]string{p}, splitCamel(p)...) {
			if i == 1 && len(c) == len(p) {
				break
			}
			if lc := strings.ToLower(c); registryWordRe.MatchString(lc) {
				out = append(out, lc)
			}
		}
	}
	return out
}

func registryWords(dir string, ns nameSets) (map[string]bool, map[string]int, error) {
	cand := map[string]*registryWord{}
	perReg := map[string]int{}
	add := func(reg, owner, text string, name, dropLast bool) {
		for _, w := range registryParts(text, dropLast) {
			c := cand[w]
			if c == nil {
				c = &registryWord{owners: map[string]bool{}, regs: map[string]bool{}}
				cand[w] = c
			}
			c.owners[reg+":"+owner] = true
			c.regs[reg] = true
			c.named = c.named || name
		}
	}
	read := func(file string, f func([]string)) error {
		fh, err := os.Open(filepath.Join(dir, file))
		if err != nil {
			return err
		}
		defer fh.Close()
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		sc.Scan() // the header
		for sc.Scan() {
			f(strings.Split(sc.Text(), "\t"))
		}
		return sc.Err()
	}
	col := func(c []string, i int) string {
		if i < len(c) {
			return c[i]
		}
		return ""
	}
	// npm: name, version, downloads a month, summary.
	if err := read("npm.tsv", func(c []string) {
		owner := c[0]
		if strings.HasPrefix(owner, "@") {
			owner, _, _ = strings.Cut(owner, "/")
		}
		add("npm", owner, c[0], true, false)
		add("npm", owner, testedNote.ReplaceAllString(col(c, 3), ""), false, false)
		perReg["npm"]++
	}); err != nil {
		return nil, nil, err
	}
	// PyPI: name, version, month, rank among the 15,000 most downloaded,
	// summary. The names of the most downloaded only (the index holds
	// every upload's name); every summary.
	if err := read("pypi.tsv", func(c []string) {
		if col(c, 3) != "" {
			add("pypi", c[0], c[0], true, false)
		}
		s := col(c, 4)
		add("pypi", c[0], s, false, len(s) >= pypiSummaryCut)
		perReg["pypi"]++
	}); err != nil {
		return nil, nil, err
	}
	if err := read("maven-partial.tsv", func(c []string) {
		g, _, _ := strings.Cut(c[0], ":")
		add("maven", g, c[0], true, false)
		perReg["maven"]++
	}); err != nil {
		return nil, nil, err
	}
	if err := read("go-partial.tsv", func(c []string) {
		el := strings.SplitN(c[0], "/", 3)
		add("go", strings.Join(el[:min(2, len(el))], "/"), c[0], true, false)
		perReg["go"]++
	}); err != nil {
		return nil, nil, err
	}
	if err := read("nuget.tsv", func(c []string) {
		o, _, _ := strings.Cut(c[0], ".")
		add("nuget", o, c[0], true, false)
		s, _, _ := strings.Cut(col(c, 3), " [") // the tags follow in brackets
		add("nuget", o, s, false, false)
		perReg["nuget"]++
	}); err != nil {
		return nil, nil, err
	}
	// Debian: the short descriptions of the archive's packages, one owner a
	// source package.
	dump, err := exec.Command("apt-cache", "dumpavail").Output()
	if err != nil || len(dump) == 0 {
		return nil, nil, fmt.Errorf("apt-cache dumpavail: %v (apt-get update first)", err)
	}
	var pkg, source string
	for _, l := range strings.Split(string(dump), "\n") {
		switch {
		case l == "":
			pkg, source = "", ""
		case strings.HasPrefix(l, "Package: "):
			pkg = strings.TrimPrefix(l, "Package: ")
		case strings.HasPrefix(l, "Source: "):
			source, _, _ = strings.Cut(strings.TrimPrefix(l, "Source: "), " ")
		case strings.HasPrefix(l, "Description: "):
			owner := source
			if owner == "" {
				owner = pkg
			}
			add("debian", owner, strings.TrimPrefix(l, "Description: "), false, false)
			perReg["debian"]++
		}
	}

	out := map[string]bool{}
	for w, c := range cand {
		if len(c.owners) < registryMinOwners || len(c.regs) < registryMinRegistries ||
			len(w) <= 4 && len(c.owners) < registryMinOwnersShort || !c.named && (len(c.regs) < 3 || len(c.owners) < 10) {
			continue
		}
		if words.KnownBesidesRegistries(w) || words.Code(w) || words.ManPage(w) {
			continue
		}
		if ns.has(w) {
			perReg["-names"]++
			continue
		}
		if gluedName(w, ns) {
			perReg["-glued"]++
			continue
		}
		out[w] = true
	}
	return out, perReg, nil
}

// gluedName reports a word written together from the names data: a given
// name and a surname (farhanmansuri, markelliott), or an initial and a
// surname (jsmith, tkowalski), four letters each at least, not both words
// of a dictionary (roguelike, keyserver: rogue and like, key and server are
// names too). The names data's own sets, not its filters, whose false
// positives would take androidx for a+ndroidx.
func gluedName(w string, ns nameSets) bool {
	if s := w[1:]; len(s) >= 4 && ns.surname[s] && !words.KnownBesidesRegistries(s) {
		return true
	}
	for i := 4; i+4 <= len(w); i++ {
		g, s := w[:i], w[i:]
		if ns.given[g] && ns.surname[s] && !(words.KnownBesidesRegistries(g) && words.KnownBesidesRegistries(s)) {
			return true
		}
	}
	return false
}

func writeRegistries(dir, src, outDir string) error {
	if src == "" {
		return fmt.Errorf("-registries needs -src too, for the names data (see the command's doc)")
	}
	ns, err := names(src)
	if err != nil {
		return err
	}
	set, perReg, err := registryWords(dir, ns)
	if err != nil {
		return err
	}
	regs := make([]string, 0, len(perReg))
	for r := range perReg {
		regs = append(regs, r)
	}
	sort.Strings(regs)
	for _, r := range regs {
		switch r {
		case "-names":
			fmt.Printf("registry: left out as people's names: %d\n", perReg[r])
		case "-glued":
			fmt.Printf("registry: left out as names written together: %d\n", perReg[r])
		default:
			fmt.Printf("registry: %s: %d packages read\n", r, perReg[r])
		}
	}
	b, err := writeFilter(outDir, "registry.fuse", set, registryBits)
	if err != nil {
		return err
	}
	notice := "registry.fuse holds hashes of the words of code that the package registries use apart from one\n" +
		"another (" + strconv.Itoa(registryMinOwners) + " owners or more in " + strconv.Itoa(registryMinRegistries) + " registries or more, a part of some package's name): the parts of the package and\nmodule names " +
		"and the words of the one-line descriptions of npm, PyPI, Maven Central, the Go module proxy and NuGet,\n" +
		"as this workplace's package lists held them on 2026-11-25, and the short descriptions of Debian 12's\n" +
		"packages (apt-cache dumpavail), written by shared/testkit/cmd/knowgen -registries, less the words the\n" +
		"other filters know and people's names. Package names are facts of the registries; no text of a\n" +
		"package is kept, only hashes of single words of its name and summary.\n"
	if err := os.WriteFile(filepath.Join(outDir, "registry.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("registry.fuse: %d bytes\n", len(b))
	return nil
}
