package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The helpers of packages strings, utf8 and unicode the redactor calls
// most, here for the bootstrap's size (issue 31: 13 MB), with the same
// results: every inlined call is an entry of the function table's inline
// tree and a change of file and line in its tables, and an inlined loop is
// a copy of the loop at each call. Tests keep using packages strings, utf8
// and unicode.
//
// hasPrefix, hasSuffix, cutPrefix, cutSuffix, trimPrefix and trimSuffix
// are inlined as one call each, where strings' are two or three (its
// wrapper, then internal/stringslite's, which CutSuffix and TrimSuffix
// inline HasSuffix into): about 700 calls, the code the same, 18.7 KB
// less of the amd64 bootstrap's tables.

func hasPrefix(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }

func hasSuffix(s, suffix string) bool {
	return len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix
}

func cutPrefix(s, prefix string) (after string, found bool) {
	if len(s) < len(prefix) || s[:len(prefix)] != prefix {
		return s, false
	}
	return s[len(prefix):], true
}

func cutSuffix(s, suffix string) (before string, found bool) {
	if len(s) < len(suffix) || s[len(s)-len(suffix):] != suffix {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

func trimPrefix(s, prefix string) string {
	if len(s) >= len(prefix) && s[:len(prefix)] == prefix {
		return s[len(prefix):]
	}
	return s
}

func trimSuffix(s, suffix string) string {
	if len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// lastIndexByte is strings.LastIndexByte, called rather than inlined: its
// loop was copied into each of the redactor's 88 calls (3.5 KB), which
// scan back over a token or a line, beside which a call costs a nanosecond
// or two.
//
//go:noinline
func lastIndexByte(s string, c byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// runeCount is utf8.RuneCountInString, called rather than inlined: its
// loop was copied into each of the redactor's 160 calls, 22 KB of the
// amd64 bootstrap's code and tables, where a call costs a nanosecond or two
// beside the token each asks about.
//
//go:noinline
func runeCount(s string) int { return utf8.RuneCountInString(s) }

// contains is strings.Contains, called rather than inlined: inlined, each
// of the redactor's 270 calls was two entries of the inline tree (Contains,
// then Index) around the call of the search itself, 14 KB of the amd64
// bootstrap's tables, where one more call costs a nanosecond or two beside
// the search.
//
//go:noinline
func contains(s, substr string) bool { return strings.Contains(s, substr) }

// The searches of package strings the redactor calls most, called rather
// than inlined. Inlined, each call is one or two entries of the inline tree
// (strings', then internal/stringslite's) and a change of file and line in
// the function table around the call of the search itself, which is a
// call either way; one more call costs a nanosecond beside the search.
// Calls and the amd64 bootstrap's bytes each saves: indexByte 346 (25.4 KB),
// containsChars 124 (4.3 KB), indexStr 94 (4.0 KB), split 41 (3.1 KB),
// containsRune 59 (1.9 KB), cut 62 (1.7 KB).

// indexByte is strings.IndexByte.
//
//go:noinline
func indexByte(s string, c byte) int { return strings.IndexByte(s, c) }

// indexStr is strings.Index.
//
//go:noinline
func indexStr(s, substr string) int { return strings.Index(s, substr) }

// containsChars is strings.ContainsAny: whether s holds any of chars.
//
//go:noinline
func containsChars(s, chars string) bool { return strings.ContainsAny(s, chars) }

// containsRune is strings.ContainsRune.
//
//go:noinline
func containsRune(s string, r rune) bool { return strings.ContainsRune(s, r) }

// cut is strings.Cut.
//
//go:noinline
func cut(s, sep string) (before, after string, found bool) { return strings.Cut(s, sep) }

// split is strings.Split.
//
//go:noinline
func split(s, sep string) []string { return strings.Split(s, sep) }

// The questions of packages utf8 and unicode about one rune the redactor
// asks most, called rather than inlined: inlined, each is its fast path
// (an ASCII or Latin-1 test and a table's byte) copied into the caller
// with an entry of the inline tree and its call of the slow path, about
// 100 bytes of the amd64 bootstrap a call. Most of these calls ask about
// one word's first or last letter or a rune beside a token. The loops
// that step through a whole text rune by rune (nextRun and the functions
// it asks of each rune, hasScript, cjkRunAt, detectValues,
// detectLoginWords: the most of decodeRune's time in a profile of
// BenchmarkCorpusFirstSight) keep the inlined functions of utf8 and
// unicode. Calls and bytes each saves:
// decodeRune 216 (about 24 KB), letterRune 96 (11 KB), upperRune 52 (4.2 KB),
// lowerRune 19 (1.9 KB), digitRune 21 (1.4 KB).

// decodeRune is utf8.DecodeRuneInString.
//
//go:noinline
func decodeRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }

// letterRune is unicode.IsLetter.
//
//go:noinline
func letterRune(r rune) bool { return unicode.IsLetter(r) }

// upperRune is unicode.IsUpper.
//
//go:noinline
func upperRune(r rune) bool { return unicode.IsUpper(r) }

// lowerRune is unicode.IsLower.
//
//go:noinline
func lowerRune(r rune) bool { return unicode.IsLower(r) }

// digitRune is unicode.IsDigit.
//
//go:noinline
func digitRune(r rune) bool { return unicode.IsDigit(r) }
