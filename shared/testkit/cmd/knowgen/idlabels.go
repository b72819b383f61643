package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
)

// stdnumDir is where Debian's python3-stdnum (LGPL) installs its modules:
// one per number a country gives, each opening with a line that names it
// in its own language and glosses it in English: "HETU (Henkilötunnus,
// Finnish personal identity code).", "Personnummer (Swedish personal
// identity number).", "RČ (Rodné číslo, the Czech birth number).".
const stdnumDir = "/usr/lib/python3/dist-packages/stdnum"

// personNumber is an English gloss of a number a person is given (an
// identity, a birth, a citizen's, a social insurance or a personal tax
// number, a bank account); companyNumber is one of a company's, a
// product's or a place's, whose names are left out.
var (
	personNumber  = regexp.MustCompile(`(?i)personal|personcal|identity|identif|\bID\b|citizen|birth|social (security|insurance)|national (number|identifier)|individual|foreigner|resident|bank account|tax (number|identifier)`)
	ownNumber     = regexp.MustCompile(`(?i)personal|personcal|citizen|birth|individual|social (security|insurance)`)
	companyNumber = regexp.MustCompile(`(?i)compan|business|\bvat\b|organi[sz]ation|enterprise|\bentity|trade|register|corporate|securities|meter|receipt|drug|school|postal|post ?code|association|estate|creditor|payment|banknote|energy|classification|juridica|jurídica|pupil|student|electoral|voter|\biban\b`)
	stdnumLine    = regexp.MustCompile(`^"""\s*([^(]*?)\s*(?:\((.*)\))?\.?\s*$`)
)

// idLabels returns the names python-stdnum gives a person's numbers in
// their own languages, as fieldKeyForm writes a key ("i:" and
// henkilötunnus, rodnéčíslo, burgerservicenummer, fødselsnummer), with
// their Latin marks left off too: the English gloss, the acronyms (HETU,
// RČ: a few capitals other words are spelled with) and the names of a
// company's numbers are left out.
func idLabels() ([]string, error) {
	docs, err := stdnumDocs(stdnumDir, "apt-get install python3-stdnum")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, d := range docs {
		head, parts, gloss := d.head, d.parts, d.gloss
		if !personNumber.MatchString(gloss) || (companyNumber.MatchString(gloss) || companyNumber.MatchString(head)) && !ownNumber.MatchString(gloss) {
			continue
		}
		// the local names inside the bracket (Henkilötunnus, Rodné
		// číslo), and the head when it is one (Personnummer, Kennitala,
		// Asmens kodas), whose bracket's first words are then English
		// (Lithuanian, personal numbers)
		names := parts[:len(parts)-1]
		if !inCapitals(head) {
			names = strings.Split(head, ", ")
			for _, p := range parts[:len(parts)-1] {
				if strings.Contains(p, " ") {
					names = append(names, p) // Identity Number (Mispar Zehut, מספר זהות, …)
				}
			}
		}
		for _, n := range names {
			n = strings.Trim(strings.TrimPrefix(strings.TrimPrefix(n, "the "), "or "), `"`)
			t := fieldKeyForm(n)
			if inCapitals(n) || strings.HasPrefix(t, "sometimes") || strings.Contains(t, "number") || strings.Contains(t, "identity") || len([]rune(t)) < 6 {
				continue // an acronym (HETU, ЕГН), English (ID number)
			}
			out = append(out, "i:"+t)
			if a := latinBare(t); a != t {
				out = append(out, "i:"+a)
			}
		}
	}
	return out, nil
}

// inCapitals reports a name written in capitals alone (HETU, ЕГН, N.I.F.),
// not one of a script without case (מספר זהות).
func inCapitals(n string) bool {
	upper := false
	for _, r := range n {
		if unicode.IsLower(r) {
			return false
		}
		upper = upper || unicode.IsUpper(r)
	}
	return upper
}

// stdnumDoc is the opening line of one python-stdnum module: its head
// (the number's name, or names), the bracket's parts (local names, then
// the English gloss last) and the gloss.
type stdnumDoc struct {
	head, inner, gloss string
	parts              []string
}

// stdnumDocs reads the opening line of every module under dir (one
// folder per country); hint says how to get the modules when none are
// there.
func stdnumDocs(dir, hint string) ([]stdnumDoc, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.py"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no modules under %s (%s)", dir, hint)
	}
	var out []stdnumDoc
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		i := strings.Index(string(b), `"""`)
		if i < 0 {
			continue
		}
		line, _, _ := strings.Cut(string(b[i:]), "\n")
		m := stdnumLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		d := stdnumDoc{head: m[1], inner: m[2], parts: strings.Split(m[2], ", ")}
		d.gloss = d.parts[len(d.parts)-1]
		if d.inner == "" {
			d.gloss = d.head
		}
		out = append(out, d)
	}
	return out, nil
}
