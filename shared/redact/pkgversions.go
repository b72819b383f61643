// Shapes technical text spells out that no password, address or person's
// value takes: a package's version as Debian writes it, and the date and
// time format a validation message names.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// debianVersion reports a package version in Debian's form
// [epoch:]upstream[-revision] (Debian Policy 5.6.12) that a plain dotted
// version is not: 2.38.1-5+deb12u3, 1:2.1.5-2, 1.3.3+ds-1, 0.634-1+b2,
// 1.2~git20170615.f752187-5. The upstream part opens with digits, a dot
// and a digit (2.38, 0.634), where a phone's or a date's groups have no
// dot; the revision opens with one or two digits (a phone's last group
// has more); letters are small (Debian's tags: deb12u3, dfsg, git, b1)
// where a password mixes cases; and an epoch, a revision, "+" or "~"
// marks it as a package's.
func debianVersion(t string) bool {
	if len(t) < 5 || len(t) > 64 {
		return false
	}
	marked := false
	if k := indexByte(t, ':'); k >= 0 {
		if k == 0 || k > 2 || countDigits(t[:k]) != k {
			return false
		}
		t, marked = t[k+1:], true
	}
	up := t
	if k := lastIndexByte(t, '-'); k >= 0 {
		rev := t[k+1:]
		n := 0
		for n < len(rev) && isDigit(rev[n]) {
			n++
		}
		if n == 0 || n > 2 || !debianVersionChars(rev, false) || longDigitRun(rev, 3) {
			return false
		}
		up, marked = t[:k], true
	}
	i := 0
	for i < len(up) && isDigit(up[i]) {
		i++
	}
	if i == 8 && (marked || containsChars(up, "+~")) && versionDate(up[:8]) && (i == len(up) || indexByte(".+~", up[i]) >= 0 && i+1 < len(up)) {
		// an upstream that releases by date, with Debian's revision, epoch
		// or tag: gsfonts 2:20200910-7, publicsuffix 20230209.2326-1,
		// ca-certificates 20230311+deb12u1 (a personal number with a date has a
		// longer tail, 19850412-1234, which the revision's two digits
		// refuse)
		return debianVersionChars(up, true)
	}
	if i >= 1 && i <= 4 && i+1 < len(up) && (up[i] == '+' || up[i] == '~') && debianStableTag(up[i+1:]) {
		// an upstream of one number before the stable release's tag
		// (37~deb12u1, 115+deb12u2): the tag is Debian's alone
		return true
	}
	if i == 0 || i > 4 || i > 1 && up[0] == '0' || i+1 >= len(up) || up[i] != '.' || !isDigit(up[i+1]) {
		return false
	}
	return debianVersionChars(up, true) && (marked || containsChars(up, "+~")) && !thousandsGrouped(up)
}

// debianPackage reports a Debian package's name whole (llvm-14-linker-tools,
// libreoffice-l10n-de-extra), as Debian Policy 5.6.7 writes one (small
// letters, digits, "+", "-", "."), that the technical vocabulary holds
// whole (Debian's package names: words.Tech) and each of whose parts of
// three letters or more is a word, a term or a library's name: a run of
// words and numbers long enough to be read as a generated token, but the
// archive's. A random token the filter answered by chance has parts no
// list holds.
func debianPackage(v string) bool {
	if len(v) < 2 || strings.Count(v, "-") < 1 || !isAlnum(v[0]) || strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789+-.") != "" || !wordlist.Tech(v) {
		return false
	}
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '.' || r == '+' }) {
		if len(p) >= 3 && lettersOnly(p) && !knownWord(p) && !wordlist.Tech(p) && !wordlist.Code(p) && !libraryName(p) {
			return false
		}
	}
	return true
}

// versionDate reports eight digits that are a release's date, YYYYMMDD,
// of the years packages have been released in (1990-2039).
func versionDate(d string) bool {
	y := (int(d[0]-'0')*10+int(d[1]-'0'))*100 + int(d[2]-'0')*10 + int(d[3]-'0')
	m := int(d[4]-'0')*10 + int(d[5]-'0')
	day := int(d[6]-'0')*10 + int(d[7]-'0')
	return y >= 1990 && y <= 2039 && m >= 1 && m <= 12 && day >= 1 && day <= 31
}

// longDigitRun reports a run of more than n digits in t: a revision's
// numbers are short (5+deb12u16, 1.6), a serial's are not
// (010.000-24.00012345, an Indonesian tax invoice's).
func longDigitRun(t string, n int) bool {
	k := 0
	for i := 0; i < len(t); i++ {
		if k = k + 1; !isDigit(t[i]) {
			k = 0
		}
		if k > n {
			return true
		}
	}
	return false
}

// thousandsGrouped reports digits grouped in threes by two dots or more
// (123.456.789, 12.345.678): Brazil's CPF and Chile's RUT before their
// check digits (123.456.789-09, 12.345.678-5), no version.
func thousandsGrouped(t string) bool {
	g := split(t, ".")
	if len(g) < 3 {
		return false
	}
	for i, p := range g {
		if n := len(p); countDigits(p) != n || i > 0 && n != 3 || n == 0 || n > 3 {
			return false
		}
	}
	return true
}

// debianVersionAt reports a run of digits s[a:b] that is part of a
// package's version as Debian writes it (0.188-2.1, 252.38-1~deb12u1),
// read to the version's ends.
func debianVersionAt(s string, a, b int) bool {
	for a > 0 && debianVersionByte(s[a-1]) {
		a--
	}
	for b < len(s) && debianVersionByte(s[b]) {
		b++
	}
	return debianVersion(strings.TrimRight(s[a:b], ".:-"))
}

// debianVersionByte reports a byte a Debian version holds.
func debianVersionByte(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'z' || indexByte(".+~:-", c) >= 0
}

// debianVersionChars reports digits, small letters, ".", "+" and "~"
// only, and "-" where hyphen allows it (an upstream version before its
// revision: 2.1.12-stable-8).
func debianVersionChars(p string, hyphen bool) bool {
	for i := 0; i < len(p); i++ {
		c := p[i]
		if !(isDigit(c) || c >= 'a' && c <= 'z' || c == '.' || c == '+' || c == '~' || hyphen && c == '-') {
			return false
		}
	}
	return true
}

// debianStableTag reports the tag Debian's stable updates put on a
// version, deb, the release's number, u and the update's (deb12u1).
func debianStableTag(t string) bool {
	r, ok := cutPrefix(t, "deb")
	k := indexByte(r, 'u')
	return ok && k >= 1 && k <= 2 && countDigits(r[:k]) == k && len(r)-k-1 >= 1 && len(r)-k-1 <= 2 && countDigits(r[k+1:]) == len(r)-k-1
}

// zoneAbbrev reports two capitals in brackets at t[i:], where a format
// spelt out in another language writes its time zone's abbreviation
// (French's [FH], fuseau horaire, for [TZ]), or where the bracket is cut.
func zoneAbbrev(t string, i int) bool {
	return i > 0 && t[i-1] == '[' && i+2 <= len(t) && isUpperASCII(t[i]) && isUpperASCII(t[i+1]) && (i+2 == len(t) || t[i+2] == ']')
}

// dateTimeFormat reports a date or time format as a validation message
// spells it out (Django's HH:MM[:ss[.uuuuuu]], YYYY-MM-DD, [DD]
// [[HH:]MM:]ss, Czech's RRRR-MM-DD, and cut at a bracket: MM[:ss[.uuuuuu):
// two runs of letters or more, each one letter repeated two to six times
// (or TZ, a zone, or its two capitals in brackets as another language
// abbreviates it: French's [FH]), between the format's own : . - / [ ] and
// nothing else.
// A password's letters do not repeat in runs.
func dateTimeFormat(t string) bool {
	t = strings.Trim(t, "(),;")
	runs, sep := 0, false
	for i := 0; i < len(t); {
		c := t[i]
		if !isLetter(c) {
			if indexByte("[]:.-/", c) < 0 {
				return false
			}
			sep = true
			i++
			continue
		}
		j := i + 1
		for j < len(t) && t[j] == c {
			j++
		}
		if hasPrefix(t[i:], "TZ") || zoneAbbrev(t, i) {
			j = i + 2
		} else if j-i < 2 || j-i > 6 {
			return false
		}
		if j < len(t) && isLetter(t[j]) {
			return false
		}
		runs++
		i = j
	}
	return runs >= 2 && sep
}
