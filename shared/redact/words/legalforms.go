package words

import (
	_ "embed"
	"strings"
)

// legalforms.txt (knowgen's legalforms.go): the legal forms of companies
// by country of PyPI's cleanco (d.o.o., UAB, spol. s r.o., Pty Ltd), as
// the redactor matches them: a form kept in small letters in any case,
// one kept in capitals (UAB, E.G., two letters or a dictionary's words)
// only so; separated by |, 1.4 KB (745 bytes deflated: legalforms.flate,
// inflated on first use).
var (
	//go:embed legalforms.flate
	legalFormsData string
	legalFormsT    = &lazyText{data: legalFormsData}
)

// LegalFormLen is the length of the longest form of legalforms.txt at the
// start of s (the caller asks what follows it). Not inlined: the bootstrap
// pays for each copy.
//
//go:noinline
func LegalFormLen(s string) int {
	if s == "" {
		return 0
	}
	best := 0
	for rest := legalFormsT.get(); rest != ""; {
		f, r, _ := strings.Cut(rest, "|")
		rest = r
		if len(f) <= best || len(f) > len(s) {
			continue
		}
		if f[0] >= 'a' && f[0] <= 'z' || f[0] >= 0x80 && strings.ToLower(f) == f {
			if strings.EqualFold(s[:len(f)], f) {
				best = len(f)
			}
		} else if strings.HasPrefix(s, f) {
			best = len(f)
		}
	}
	return best
}
