// Software licences, known from the SPDX License List (words.SPDX: its
// identifiers and the words of its names): a licence's name or identifier
// after a "license" key is what a dependency check reports, not a
// driver's licence.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
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
		if contains(s, w) {
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
		for i < len(s) && licenceSep(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !licenceSep(s[j]) {
			j++
		}
		t := strings.TrimLeft(s[i:j], `("'[«`)
		a := j - len(t)
		t = strings.TrimRight(t, `)"'],;.»`)
		k := licenceKind(t, keyed && n == 0)
		if k > licNone {
			if n == 0 && start < 0 && k == licNoun {
				keyed = true // the key
			} else if start < 0 {
				start = a
			}
			named = named || k == licNoun && n > 0
			if k == licID {
				out = append(out, span{start: a, end: a + len(t)})
			}
			if start >= 0 {
				n++
			}
			end = a + len(t)
		}
		// a token that is none, a sentence's or a clause's end, or the
		// text's end closes the run
		if k == licNone || j >= len(s) || s[j-1] == '.' || s[j-1] == ';' {
			if named {
				out = append(out, span{start: start, end: end})
			}
			start, n, named, keyed = -1, 0, false, false
			if j >= len(s) {
				return out
			}
		}
		i = j
	}
	return out
}

func licenceSep(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '=' || c == ':' }

// the kinds of token licenceKind tells
const (
	licNone = iota
	licPart // a word of an SPDX name, a version, AND, OR, WITH, or an identifier kept only in a name
	licNoun // license, licence, unlicense
	licID   // an SPDX identifier that is a licence by itself
)

// licenceKind tells what t is in a licence's name; afterKey: t stands
// right after a licence key. An identifier is one by itself when it has a
// digit or a "-" and four digits at most (bzip2-1.0.6, Unicode-DFS-2016;
// all but three dated ones, W3C-19980720: a driver's licence number has
// more), or right after the key unless the names data holds it (MIT, not
// Barr).
//
//go:noinline
func licenceKind(t string, afterKey bool) int {
	lt := strings.ToLower(t)
	switch lt {
	case "license", "licence", "licenses", "licences", "unlicense":
		return licNoun
	case "":
		return licNone
	}
	if len(t) > 64 {
		return licNone
	}
	if wordlist.SPDX("i:" + trimSuffix(lt, "+")) {
		if countDigits(t) <= 4 && (hasDigit(t) || indexByte(t, '-') >= 0 || afterKey && !personNameData(lt)) {
			return licID
		}
		return licPart
	}
	if t == "AND" || t == "OR" || t == "WITH" || versionLike(lt) || wordlist.SPDX("w:"+lt) {
		return licPart
	}
	return licNone
}

// personNameData reports a word the names data holds (given name or
// surname).
func personNameData(lw string) bool { return givenNameData(lw) || surnameData(lw) }

// versionLike reports 2.0, v1.1, 3: a licence's version.
func versionLike(t string) bool {
	t = trimPrefix(t, "v")
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
