package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// legalforms.txt: the legal forms of companies by country as PyPI's
// cleanco (MIT) ships them (cleanco/termdata.py, terms_by_country and
// terms_by_type: ISO 20275's forms as companies write them, d.o.o., UAB,
// spol. s r.o., Pty Ltd), for the forms redact's typed legalForms lacks:
// a name run before one is a company's, in every country the list knows.
//
// cleanco writes its terms folded; a form is matched as it is written:
//
//   - a form with a mark or a space in it (d.o.o., s. de r.l., spol. s
//     r.o.) is written in any case and kept in small letters, matched
//     so; unless it has two letters or fewer (e.g., c.v., & co: the
//     abbreviations of many things) or is made of words the dictionaries
//     hold (and company), when it is kept and matched in capitals only
//     (E.G., AND COMPANY);
//   - a form of letters alone is kept in capitals and matched so (SASU,
//     SPRL), none the dictionaries hold as a word (PRIVATE), of four
//     letters at least, or of three (or two outside ASCII) when no
//     acronym the Linux manual or GNU V.E.R.A. writes (words.Acronym) is
//     so spelt and cleanco names no sole proprietorship so (UAB, OÜ,
//     OOD, SNC, PTE; not TMI: a sole trader trades under the owner's
//     own name, so Jan Novák TMI stays a person's). Two
//     capitals are a unit, a country's or a language's code or an
//     acronym as often (MB, PT, NL, OK), unless a letter is outside
//     ASCII (OÜ);
//
// The redactor asks redact's typed forms first; a form both hold costs a
// few bytes and no answer.
const (
	cleancoVer  = "2.3"
	cleancoDir  = "cleanco"
	legalFormsF = "legalforms.txt"
)

// cleancoList is a list of terms in termdata.py, cleancoTerm a quoted
// term in one (the one term written with Python escapes, a mis-decoded
// Czech form, is left out).
var cleancoList, cleancoTerm = regexp.MustCompile(`\[([^\]]*)\]`), regexp.MustCompile(`'([^']*)'`)

// legalFormTerms returns legalforms.txt's forms, as matched, and a line
// of figures.
func legalFormTerms(src string) ([]string, string, error) {
	b, err := os.ReadFile(filepath.Join(src, cleancoDir, "termdata.py"))
	if err != nil {
		return nil, "", fmt.Errorf("%w (pip download cleanco==%s, unzipped into %s)", err, cleancoVer, src)
	}
	var terms []string
	for _, l := range cleancoList.FindAllStringSubmatch(string(b), -1) {
		for _, m := range cleancoTerm.FindAllStringSubmatch(l[1], -1) {
			if !strings.Contains(m[1], `\`) {
				terms = append(terms, strings.TrimSpace(m[1]))
			}
		}
	}
	set := map[string]bool{}
	short, worded := 0, 0
	sole := soleProprietorships(string(b))
	for _, t := range terms {
		if !strings.ContainsFunc(t, unicode.IsLetter) {
			continue
		}
		letters := 0
		for _, r := range t {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		switch {
		case !strings.ContainsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }):
			if letters < 3 && !strings.ContainsFunc(t, func(r rune) bool { return r >= 0x80 }) ||
				letters < 4 && (sole[t] || words.Acronym(strings.ToUpper(t))) {
				short++
				continue
			}
			if words.Known(t) {
				worded++
				continue
			}
			t = strings.ToUpper(t)
		case letters <= 2:
			t = strings.ToUpper(t) // e.g., c.v.: as E.G., C.V. only
		case allKnown(t):
			worded++
			t = strings.ToUpper(t) // and company: as AND COMPANY only
		}
		set[t] = true
	}
	out := make([]string, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	sort.Strings(out)
	return out, fmt.Sprintf("legalforms: %d forms of cleanco %s (%d of letters alone, two or fewer, or three that are an acronym or a sole trader's, left out, %d words in capitals or left out)", len(out), cleancoVer, short, worded), nil
}

// writeLegalForms writes legalforms.txt, the forms separated by |, and
// its notice, legalforms.LICENSE.
func writeLegalForms(src, outDir string) error {
	forms, count, err := legalFormTerms(src)
	if err != nil {
		return err
	}
	fmt.Println(count)
	if err := writeTextList(outDir, legalFormsF, "|"+strings.Join(forms, "|")+"|\n"); err != nil {
		return err
	}
	lic, err := os.ReadFile(filepath.Join(src, cleancoDir+"-"+cleancoVer+".dist-info", "LICENSE.txt"))
	if err != nil {
		return err
	}
	notice := "legalforms.txt holds the legal forms of companies by country of PyPI's cleanco " + cleancoVer +
		"\n(cleanco/termdata.py), as the redactor matches them. Its notice follows.\n\n--- pypi-cleanco ---\n" + string(lic)
	return os.WriteFile(filepath.Join(outDir, "legalforms.LICENSE"), []byte(notice), 0o644)
}

// allKnown reports a form whose every word, without its marks, the
// dictionaries hold (and company, as oy).
func allKnown(t string) bool {
	for _, w := range strings.Fields(t) {
		if w = strings.Trim(w, ".,&"); w != "" && !words.Known(w) {
			return false
		}
	}
	return true
}

// soleProprietorships returns the forms of termdata.py's "Sole
// Proprietorship" list (tmi, fie, fop): a sole trader's name is its
// owner's, so such a form after a name makes no company of a person.
func soleProprietorships(termdata string) map[string]bool {
	out := map[string]bool{}
	_, rest, ok := strings.Cut(termdata, "'Sole Proprietorship'")
	if !ok {
		return out
	}
	if l := cleancoList.FindStringSubmatch(rest); l != nil {
		for _, m := range cleancoTerm.FindAllStringSubmatch(l[1], -1) {
			out[strings.TrimSpace(m[1])] = true
		}
	}
	return out
}
