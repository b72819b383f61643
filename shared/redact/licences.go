// Software licences, known from the SPDX License List (words.SPDX: its
// identifiers and the words of its names): a licence's name or identifier
// after a "license" key is what a dependency check reports, not a
// driver's licence.

package redact

import (
	"strings"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// protectLicences protects the licences a text names (licenceSpans) from
// the default-deny rules.
func protectLicences(sc *scan) {
	for _, sp := range licenceSpans(sc.s) {
		sc.protect(sp.start, sp.end)
	}
}

// mentionsLicence reports a text that may name a licence: the rules of
// this file run on such texts alone. Not inlined: relax asks it of every
// text.
//
//go:noinline
func mentionsLicence(s string) bool {
	for _, w := range [...]string{"icen", "ICEN", "spdx", "SPDX"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// licenceSpans finds, in a text that speaks of licences, the licences it
// names. A run of tokens that are SPDX identifiers, words of SPDX names,
// versions and the operators of SPDX expressions (AND, OR, WITH) names a
// licence when "License" (or "Licence") follows one of its words (GNU
// General Public License, Apache License, 2.0 (Apache-2.0), The
// Unlicense); an identifier with a digit or a "-" is one (GPL-2.0-only,
// BSD-3-Clause; four digits at most), and so is any identifier right after
// a licence key (license: MIT) unless people's names hold it too (Barr). A
// leading "license" is the key, not the name.
func licenceSpans(s string) []span {
	if !mentionsLicence(s) {
		return nil
	}
	var out []span
	start, end, n, named, keyed := -1, -1, 0, false, false
	for i := 0; i <= len(s); {
		// the next token, without its own punctuation: (Apache-2.0),
		// License, "MIT"
		for i < len(s) && strings.IndexByte(" \t\n=:", s[i]) >= 0 {
			i++
		}
		j := i
		for j < len(s) && strings.IndexByte(" \t\n=:", s[j]) < 0 {
			j++
		}
		a, b := i, j
		for a < b && strings.IndexByte(`("'[«`, s[a]) >= 0 {
			a++
		}
		for b > a && strings.IndexByte(`)"'],;.»`, s[b-1]) >= 0 {
			b--
		}
		t, lt := s[a:b], strings.ToLower(s[a:b])
		noun := lt == "license" || lt == "licence" || lt == "licenses" || lt == "licences" || lt == "unlicense"
		id := !noun && a < b && b-a <= 64 && wordlist.SPDX("i:"+strings.TrimSuffix(lt, "+"))
		in := noun || id || t == "AND" || t == "OR" || t == "WITH" || versionLike(lt) || a < b && b-a <= 64 && wordlist.SPDX("w:"+lt)
		if in {
			switch {
			case n == 0 && start < 0 && noun:
				keyed = true // the key
			case start < 0:
				start = a
			}
			if noun && n > 0 {
				named = true
			}
			// an identifier has four digits at most (bzip2-1.0.6,
			// Unicode-DFS-2016; all but three dated ones, W3C-19980720):
			// a driver's licence number has more
			if id && countDigits(t) <= 4 && (hasDigit(t) || strings.IndexByte(t, '-') >= 0 || keyed && n == 0 && !personNameData(lt)) {
				out = append(out, span{a, b, ""})
			}
			if start >= 0 {
				n++
			}
			end = b
		}
		// a token that is none, a sentence's or a clause's end, or the
		// text's end closes the run
		if !in || b < j && strings.IndexByte(".;", s[j-1]) >= 0 || j >= len(s) {
			if named {
				out = append(out, span{start, end, ""})
			}
			start, n, named, keyed = -1, 0, false, false
		}
		if j >= len(s) {
			break
		}
		i = j
	}
	return out
}

// personNameData reports a word the names data holds (given name or
// surname). Not inlined: the bootstrap pays for each copy.
//
//go:noinline
func personNameData(lw string) bool { return givenNameData(lw) || surnameData(lw) }

// versionLike reports 2.0, v1.1, 3: a licence's version.
func versionLike(t string) bool {
	t = strings.TrimPrefix(t, "v")
	if t == "" || len(t) > 8 || !isDigit(t[0]) {
		return false
	}
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) && t[i] != '.' {
			return false
		}
	}
	return true
}
