package redact

import (
	"strings"
	"unicode/utf8"
)

// The helpers of packages strings and utf8 the redactor calls most, here
// for the bootstrap's size (issue 31: 13 MB), with the same results:
// every inlined call is an entry of the function table's inline tree and a
// change of file and line in its tables, and an inlined loop is a copy of
// the loop at each call. Tests keep using packages strings and utf8.
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
