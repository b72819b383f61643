// The owner and group columns of a directory listing (ls -l): accounts,
// judged as values.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectListingOwners judges the owner and group of an ls -l line
// (drwxr-xr-x 2 mkaraoglu staff 4096 …): an account is a value.
func detectListingOwners(sc *scan, dom script) {
	s := sc.s
	for off := 0; off < len(s); {
		k := indexStr(s[off:], "r")
		if k < 0 {
			return
		}
		p := off + k - 1
		off += k + 1
		if p < 0 || p+10 > len(s) || !modeString(s[p:p+10]) || p > 0 && (isWord(s[p-1]) || s[p-1] == '-') {
			continue
		}
		// mode, links, owner, group
		f := strings.Fields(s[p:min(len(s), p+200)])
		if len(f) < 4 || countDigits(f[1]) != len(f[1]) {
			continue
		}
		at := p + 10
		owner := false
		for n, col := range f[2:4] {
			a := indexStr(s[at:], col)
			if a < 0 {
				break
			}
			a += at
			if n == 0 && listingOwner(col) || n == 1 && owner && col == f[2] {
				// the owner column holds an account, whatever its words
				// (kml34, mei-ling55): one of a person unless the system's;
				// the group named after it (a user's own group) is the same
				sc.add(a, a+len(col), phValue)
				owner = true
			} else {
				maskValue(sc, a, a+len(col), dom, true, false)
			}
			at = a + len(col)
		}
		off = at
	}
}

// listingOwner reports an ls -l owner that is a person's account: not a
// number (a uid without a name), a system or service account (root,
// www-data, postgres, deploy, a cloud image's ec2-user) nor a word of the
// listing (unknown).
func listingOwner(v string) bool {
	lv := strings.ToLower(v)
	if countDigits(v) == len(v) || hasSuffix(lv, "-user") || wordlist.SystemName(lv) || stopValue(lv) || wordlist.Tech(lv) {
		return false
	}
	// a given name owns files as a person's login even when it is a word
	// of code too (page, san): a service's account is named for the
	// service (postgres, jenkins: technical terms)
	return givenNameData(lv) || !serviceValue(v) && !wordlist.Code(lv)
}

// modeString reports a file mode as ls -l writes it (drwxr-xr-x).
func modeString(m string) bool {
	if len(m) != 10 || indexByte("-dlcbps", m[0]) < 0 {
		return false
	}
	for i := 1; i < 10; i++ {
		if indexByte("rwxsStT-", m[i]) < 0 {
			return false
		}
	}
	return utf8.ValidString(m)
}

// listingSize reports the number at s[a] as the size column of an ls -l
// line (-rw-r----- 1 postgres root 48213076 Nov  4 02:00 …): the fifth
// field after a mode string and a link count, a file's bytes. Only the
// 160 bytes before it are read, so a long line stays linear.
func listingSize(s string, a int) bool {
	if a == 0 || s[a-1] != ' ' {
		return false
	}
	ls := lastIndexByte(s[max(0, a-160):a], '\n') + 1 + max(0, a-160)
	if ls == max(0, a-160) && ls > 0 {
		return false // the line starts before the window
	}
	f := strings.Fields(s[ls:a])
	if len(f) != 4 || countDigits(f[1]) != len(f[1]) || len(f[0]) < 10 || len(f[0]) > 11 {
		return false
	}
	return modeString(f[0][:10])
}
