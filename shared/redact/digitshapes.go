// Shapes of digit runs that tell what the number is by itself (a
// timestamp, a period, a time of day, a picture's number and size, a
// version, an image tag, a GTIN's length): detectDigitRuns asks them
// before it masks a run, and the words around it are digitruns.go's.

package redact

import "strings"

// gtinLength reports the length of a GS1 trade item number: EAN-8,
// UPC-A, EAN-13 and ISBN-13, GTIN-14. Test data does not always compute
// their check digit, so the key names the number, not the digit.
func gtinLength(v string) bool { n := len(v); return n == 8 || n == 12 || n == 13 || n == 14 }

func phoneDots(v string) bool { return strings.Count(v, ".") >= 2 && countDigits(v) >= 9 }

// buildVersion reports a version of three dotted groups: a major and a
// minor of one or two digits, the major without a leading zero, then a
// build of five digits or more (14.38.33135, MSVC's; 10.0.19045,
// Windows'). No numbering plan writes a phone so: a national number
// written with dots opens with its trunk 0 (01.23.45.67.89, 06.12.34.56),
// the North American plan's groups are three, three and four
// (555.123.4567), and an international one starts with its + or 00.
func buildVersion(v string) bool {
	i := indexByte(v, '.')
	if i < 1 || i > 2 || v[0] == '0' {
		return false
	}
	j := indexByte(v[i+1:], '.')
	if j < 1 || j > 2 {
		return false
	}
	j += i + 1
	return len(v)-j-1 >= 5 && countDigits(v) == len(v)-2
}

// compactTimestamp reports yyyymmdd[hh[mm[ss]]] runs (migration and build
// stamps such as 20231121093000_create_users.rb).
func compactTimestamp(v string) bool {
	n := len(v)
	if n != 8 && n != 10 && n != 12 && n != 14 || countDigits(v) != n || v[:2] != "19" && v[:2] != "20" {
		return false
	}
	mm := (v[4]-'0')*10 + v[5] - '0'
	dd := (v[6]-'0')*10 + v[7] - '0'
	return mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31
}

// basicDateTime reports an ISO 8601 date and time in the basic format,
// yyyymmddThhmm[ss][Z] (20261204T0930, 20261204T093015Z): the stamp a
// deploy tool names a release's folder or a backup after, a time and
// no one's value.
func basicDateTime(v string) bool {
	v = trimSuffix(v, "Z")
	if len(v) != 13 && len(v) != 15 || v[8] != 'T' || !compactTimestamp(v[:8]) || countDigits(v[9:]) != len(v)-9 {
		return false
	}
	return validHMS((v[9:] + "00")[:6])
}

// yearMonth reports a year and month (2026-10): a period, no one's number.
func yearMonth(v string) bool {
	return len(v) == 7 && v[4] == '-' && countDigits(v) == 6 && (v[:2] == "19" || v[:2] == "20") &&
		(v[5] == '0' && v[6] >= '1' || v[5] == '1' && v[6] <= '2')
}

// validHMS reports a six-digit time of day (093000).
func validHMS(v string) bool {
	return len(v) == 6 && atoi(v[:2]) < 24 && atoi(v[2:4]) < 60 && atoi(v[4:]) < 60
}

// imageTag reports digits that are a container image's whole tag
// (acme/api:76669345, ghcr.io/acme/api:20240101): after ":" and a
// repository written as Docker names it, lower-case path parts joined by
// "/", the last with no file's extension (src/main.rs:41 is a line).
func imageTag(s string, a, b int) bool {
	if a < 4 || s[a-1] != ':' || b < len(s) && !isSpace(s[b]) && indexByte("\"'`,;)]", s[b]) < 0 {
		return false
	}
	j, slash, dot := a-1, -1, -1
	for j > 0 && (s[j-1] >= 'a' && s[j-1] <= 'z' || isDigit(s[j-1]) || indexByte("._/-", s[j-1]) >= 0) {
		j--
		if s[j] == '/' && slash < 0 {
			slash = j
		}
		if s[j] == '.' && slash < 0 {
			dot = j
		}
	}
	if j > 0 && !isSpace(s[j-1]) && !quoteByte(s[j-1]) && s[j-1] != '=' {
		return false
	}
	return slash > j && dot < 0 && a-1-slash > 1 && hasLetter(s[slash+1:a-1])
}

// laravelDateBefore reports "YYYY_MM_DD_" (a valid date) just before a,
// the date of a Laravel migration's name.
func laravelDateBefore(s string, a int) bool {
	if a < 11 || s[a-1] != '_' || s[a-4] != '_' || s[a-7] != '_' {
		return false
	}
	d := s[a-11:a-7] + s[a-6:a-4] + s[a-3:a-1]
	return countDigits(d) == 8 && validYMD(d) && (a == 11 || !isAlnum(s[a-12]))
}

// longThenShort reports a block of seven digits or more followed only by
// groups of one to four (34521098-720-516, a picture's number and its
// size in its file's name): phones are grouped with the subscriber's long
// block last (E.123; an extension adds one group, counted in groups < 3),
// and accounts written in groups keep them long (11773016-11111018-…).
func longThenShort(v string) bool {
	n, first := 0, true
	for i := 0; i <= len(v); i++ {
		if i < len(v) && isDigit(v[i]) {
			n++
			continue
		}
		if n > 0 && (first && n < 7 || !first && n > 4) {
			return false
		}
		first, n = first && n == 0, 0
	}
	return true
}

// versionAt reports a dotted version of three parts at i (11.38.26) that
// ends its word: no phone is written as a number, a space and three
// two-digit groups joined by dots.
func versionAt(s string, i int) bool {
	for p := 0; p < 3; p++ {
		n := digitsAt(s, i)
		if n == 0 || n > 4 {
			return false
		}
		i += n
		if p < 2 {
			if i >= len(s) || s[i] != '.' {
				return false
			}
			i++
		}
	}
	return i == len(s) || s[i] == ' ' || s[i] == ']' || s[i] == '}' || s[i] == ',' || s[i] == '\n'
}

// portThenPath reports a value that is a port of one to five digits,
// alone or before a path: 9200, 9200/v2/health (never userinfo's
// password, which an @ ends).
func portThenPath(v string) bool {
	n := 0
	for n < len(v) && isDigit(v[n]) {
		n++
	}
	return n >= 1 && n <= 5 && (n == len(v) || v[n] == '/') && !contains(v, "@")
}
