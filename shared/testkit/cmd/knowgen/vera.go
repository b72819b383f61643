package main

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// veraFile is vera.fuse: the computing acronyms of GNU V.E.R.A. (Debian's
// vera 1.24, "Virtual Entity of Relevant Acronyms", GFDL) that the names
// filters answer yes for and no names dataset holds: CRT, NIST, TDMA, SOHO.
// The names filters are read in place with 7-bit fingerprints (wrong for
// 0.78% of strangers), and the acronyms a message writes (crypto/rsa:
// invalid CRT coefficient) are strangers to them; an all-capitals word
// they answer for was masked as a person's name.
const veraFile = "vera.fuse"

// veraBits are vera.fuse's fingerprints: a stranger in capitals answers
// yes once in 256, and only a word the names filters hold is asked for
// anything (a name in capitals is read as one 1/256 of the time more).
const veraBits = 8

// veraInfo is where Debian's vera installs its one document.
const veraInfo = "/usr/share/info/vera.info.gz"

// veraRareShare is the share of the US Census 1990's people (in percent,
// as dist.all.last writes it) under which a surname is too rare to stand
// against an acronym VERA lists (Nist, 0.000%: NIST is the institute).
const veraRareShare = 0.0005

// writeVera writes vera.fuse. A VERA entry is kept when it is two to eight
// capital letters (words.Acronym's shape), the names filters hold its lower
// case, no other filter knows it (the man pages' acronyms neither), and the
// names datasets hold it as no given name (but as one written with
// marks alone, Črt, which the ASCII datasets hold not) and, in the Census, as no
// surname borne by 0.0005% of people or more: ELLIS, DAVID and CARLOS stay
// people's names in capitals, CRT, NIST and ETH are the filters' strays or
// rare surnames.
func writeVera(src, outDir string) error {
	ns, err := names(src)
	if err != nil {
		return err
	}
	share := map[string]float64{}
	ls, err := lines(filepath.Join(src, "names-0.3.0", "names", "dist.all.last"))
	if err != nil {
		return err
	}
	for _, l := range ls {
		if f := strings.Fields(l); len(f) >= 2 {
			share[strings.ToLower(f[0])], _ = strconv.ParseFloat(f[1], 64)
		}
	}
	// a given name written with marks (Črt) is no acronym's twin: the
	// datasets' form without them (crt) is the filters' key, not a name
	// written so
	marked := map[string]bool{}
	for k := range ns.given {
		if u := unaccent(k); u != k {
			marked[u] = true
		}
	}
	// the man pages' acronyms as committed (words.Acronym asks vera.fuse
	// too, which this run rewrites)
	man, err := os.ReadFile(filepath.Join(outDir, "man.fuse"))
	if err != nil {
		return err
	}
	manF := words.ReadFuse(string(man))
	f, err := os.Open(veraInfo)
	if err != nil {
		return fmt.Errorf("%w (apt-get install vera)", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return err
	}
	set := map[string]bool{}
	sc := bufio.NewScanner(z)
	for sc.Scan() {
		a := sc.Text() // an entry's head stands alone on its line
		if !acronym.MatchString(a) {
			continue
		}
		lw := strings.ToLower(a)
		if !words.GivenName(lw) && !words.Surname(lw) || words.Known(lw) || words.Tech(lw) || words.Code(lw) || manF.Has(a) {
			continue
		}
		if s, census := share[lw]; ns.given[lw] && (!marked[lw] || ns.folded[lw]) || ns.surname[lw] && (!census || s >= veraRareShare) {
			continue
		}
		set[a] = true
	}
	if err := sc.Err(); err != nil {
		return err
	}
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range set {
			if !yield(k) {
				return
			}
		}
	})
	b, err := writeFuse(outDir, veraFile, keys, veraBits)
	if err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes (%s)\n", veraFile, len(keys), len(b), veraInfo)
	return nil
}
