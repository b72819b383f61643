// National ids whose shape and check say what they are wherever they
// stand: the Thai citizen id written in its groups (1-7119-77893-01-7, a
// mod-11 check digit) and the Danish CPR number (110779-3125, a date of
// birth and a serial), and the EU VAT ids whose check is on digits.

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/checkdigit"
)

var (
	reThaiID = lazyre.NewRare(`\b\d-\d{4}-\d{5}-\d{2}-\d\b`)
	reCPR    = lazyre.NewRare(`\b\d{6}-\d{4}\b`)
	reNIR    = lazyre.NewRare(`\b[1278]\d{4}(?:\d\d|2[AB])\d{8}\b`)
	reVAT    = lazyre.NewRare(`\b(?:FR\d{11}|PL\d{10}|DE\d{9}|BE[01]\d{9})\b`)
)

// detectDatedIDs masks Thai citizen ids with a right check digit and CPR
// numbers whose first six digits are a date (DDMMYY).
func detectDatedIDs(sc *scan) {
	s := sc.s
	// the expressions need runs of 5, 6 and 8 digits (scanfacts.go)
	run := sc.digits().run
	if run < 5 {
		return
	}
	for _, m := range reThaiID.FindAllStringIndex(s, -1) {
		if checkdigit.ThaiID(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if run < 6 {
		return
	}
	for _, m := range reCPR.FindAllStringIndex(s, -1) {
		v := s[m[0]:m[1]]
		d, mo := atoi(v[:2]), atoi(v[2:4])
		if d >= 1 && d <= 31 && mo >= 1 && mo <= 12 && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if run < 8 {
		return
	}
	for _, m := range reNIR.FindAllStringIndex(s, -1) {
		if checkdigit.NIR(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	// an EU VAT id with its country's check (FR40303265045): a sole
	// trader's is the person's
	for _, m := range reVAT.FindAllStringIndex(s, -1) {
		if checkdigit.VAT(s[m[0]:m[1]]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
}

// glued reports s[a:b] inside a longer token of digits and dashes (a
// date, a version, a range).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func glued(s string, a, b int) bool {
	return a > 0 && (s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '/') || b < len(s) && (s[b] == '-' || s[b] == '.' && b+1 < len(s) && isDigit(s[b+1]) || s[b] == '/')
}

func init() {
	wordRules = append(wordRules, detectLocalIDs)
}

// localIDWords name an identity document's number in the languages that write
// it before the number, a word or two between (رقم الهوية الوطنية
// 1044718291, "the national identity's number"; תעודת זהות, the identity
// card; kimlik no): a number of six digits or more among the next four
// words is the person's. Identity alone is also the word for signing in
// (kimlik doğrulama, אימות זהות), whose codes are not asked.
var localIDWords = []string{"رقم الهوية", "رقم هوية", "תעודת זהות", "kimlik no", "kimlik numara"}

// detectLocalIDs masks the number after a word of localIDWords, and the one
// Turkish writes before "numaralı" and a document's noun (U12345678
// numaralı belge, "the document numbered U12345678").
func detectLocalIDs(sc *scan) {
	s := sc.s
	if sc.digits().run < 6 {
		return
	}
	// idNumber reports a word of six digits or more at s[p:q]
	idNumber := func(p, q int) bool {
		return countDigits(s[p:q]) >= 6
	}
	// every masks the number wherever it stands (ref TR-U12345678); the
	// first four numbers only, so a text of many costs no rescan at each
	spread := 0
	every := func(a, b int) {
		sc.add(a, b, phNatID)
		for i, v := 0, s[a:b]; spread < 4; {
			k := strings.Index(s[i:], v)
			if k < 0 {
				break
			}
			sc.add(i+k, i+k+len(v), phNatID)
			i += k + len(v)
		}
		spread++
	}
	for _, w := range localIDWords {
		eachAfter(sc.lower, w, func(end int) int {
			p := end
			for k := 0; k < 4 && p < len(s); k++ {
				for p < len(s) && strings.IndexByte(" :=", s[p]) >= 0 {
					p++
				}
				q := p
				for q < len(s) && isAlnum(s[q]) {
					q++
				}
				if idNumber(p, q) {
					every(p, q)
					return q
				}
				for q < len(s) && s[q] != ' ' {
					q++
				}
				p = q
			}
			return end
		})
	}
	eachAfter(sc.lower, " numaralı ", func(end int) int {
		if n := sc.lower[end:]; !(strings.HasPrefix(n, "belge") || strings.HasPrefix(n, "pasaport") || strings.HasPrefix(n, "kimlik") || strings.HasPrefix(n, "ehliyet")) {
			return end
		}
		b := end - len(" numaralı ")
		a := b
		for a > 0 && isAlnum(s[a-1]) {
			a--
		}
		if idNumber(a, b) {
			every(a, b)
		}
		return end
	})
}
