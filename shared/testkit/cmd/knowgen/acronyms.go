package main

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// acronymPackages are the Debian packages of the Linux man-pages project
// whose pages' text gives the technical acronyms: manpages (sections 1, 4,
// 5, 7 and 8: NUMA, ELF, TTY, MTU) and manpages-dev (2 and 3: EINTR,
// SIGSEGV). Programs' messages write them untranslated in every language
// ("ps: extended NUMA node", "ps : nœud NUMA étendu").
var acronymPackages = []string{"manpages", "manpages-dev"}

var (
	// roffEscape is a roff escape: a font (\fB, \f[CR]), a glyph (\(em,
	// \[em]), a string (\*(lq), a size (\s-1) or one character (\-, \&).
	roffEscape = regexp.MustCompile(`\\(f(\[[^\]]*\]|\(..|.)|\(..|\[[^\]]*\]|\*(\(..|\[[^\]]*\]|.)|s[-+]?[0-9]|.)`)
	roffToken  = regexp.MustCompile(`[A-Za-z0-9_]+`)
	// charRow is a row of a character set's table (Oct, Dec, Hex, the
	// character, its name: THAI CHARACTER KO KAI): names of letters, not
	// techniques.
	charRow = regexp.MustCompile(`^[0-9]+\t[0-9]+\t[0-9A-F]+\t`)
	acronym = regexp.MustCompile(`^[A-Z]{2,8}$`)
	// notTechSection is a section whose text is about people, not
	// techniques: its capitals may be surnames.
	notTechSection = regexp.MustCompile(`AUTHOR|COPYRIGHT|LICEN[CS]E|COLOPHON|TRANSLAT|THANKS|CONTRIBUT`)
)

// termPages is how many pages must write a word the names data holds for
// it to count as a term of the manual (NUMA: 15 pages) rather than a
// person mentioned once (a surname written in capitals, DUPONT, stays a
// value).
const termPages = 3

// manAcronyms returns the words of two to eight capital letters in the
// text of acronymPackages' pages, as written, outside comments (where the
// copyright notices are), the authors' and licence sections and the
// character sets' tables, less those the other filters know in lower case
// (POSIX, NAME) or pageNames holds (FCNTL), and those the names data holds that fewer than termPages
// pages write.
func manAcronyms(pageNames []string) ([]string, error) {
	named := map[string]bool{}
	for _, n := range pageNames {
		named[n] = true
	}
	pages := map[string]int{}
	for _, pkg := range acronymPackages {
		out, err := exec.Command("dpkg", "-L", pkg).Output()
		if err != nil {
			return nil, fmt.Errorf("dpkg -L %s: %w (apt-get install %s)", pkg, err, pkg)
		}
		for _, p := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(p, "/usr/share/man/man") && strings.HasSuffix(p, ".gz") {
				set := map[string]bool{}
				if err := pageAcronyms(p, set); err != nil {
					return nil, err
				}
				for a := range set {
					pages[a]++
				}
			}
		}
	}
	var as []string
	for a, n := range pages {
		lw := strings.ToLower(a)
		if words.Known(lw) || words.Tech(lw) || words.Code(lw) || named[lw] {
			continue
		}
		if (words.GivenName(lw) || words.Surname(lw)) && n < termPages {
			continue
		}
		as = append(as, a)
	}
	if len(as) == 0 {
		return nil, fmt.Errorf("%v: no acronyms in the pages", acronymPackages)
	}
	sort.Strings(as)
	return as, nil
}

// pageAcronyms adds the acronyms of one gzipped page to set. A link
// (.so) is a page with no text.
func pageAcronyms(path string, set map[string]bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	skip := false
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, `.\"`) || strings.HasPrefix(l, `'\"`) || strings.HasPrefix(l, `\"`) {
			continue
		}
		if strings.HasPrefix(l, ".SH") {
			skip = notTechSection.MatchString(strings.ToUpper(l))
			continue
		}
		if skip || charRow.MatchString(l) {
			continue
		}
		l = roffEscape.ReplaceAllString(l, " ")
		if strings.HasPrefix(l, ".") { // .BR open (2): the request's name is no word
			_, l, _ = strings.Cut(l, " ")
		}
		for _, t := range roffToken.FindAllString(l, -1) {
			if acronym.MatchString(t) {
				set[t] = true
			}
		}
	}
	return sc.Err()
}
