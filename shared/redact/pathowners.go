package redact

import (
	"strings"
)

// userContentDirs are folders a web application keeps its users' files
// in, one folder per account: /var/www/uploads/tomwhite/avatar.png.
var userContentDirs = []string{"/uploads/", "/upload/", "/avatars/", "/userfiles/", "/user_uploads/", "/user-uploads/"}

// pathOwners masks, in the path s[a:b], the folder right under a folder of
// users' files when a further folder or file follows it: the account's
// name, whatever its letters (tomwhite, li06, hà.hoàng). A number, a date,
// a hex id or a word a program names a folder with (images, tmp, 2024) is
// kept.
func pathOwners(sc *scan, a, b int) {
	p := sc.s[a:b]
	lp := sc.lower[a:b]
	for _, d := range userContentDirs {
		k := indexStr(lp, d)
		if k < 0 {
			continue
		}
		sa := k + len(d)
		e := indexByte(p[sa:], '/')
		if e <= 0 {
			continue
		}
		seg := p[sa : sa+e]
		if ownerSegment(seg) {
			sc.add(a+sa, a+sa+e, phPathUser)
		}
	}
}

// ownerSegment reports a folder's name that can be an account's: not a
// number, a route or an id, nor a word as written (images, cache).
func ownerSegment(seg string) bool {
	ls := strings.ToLower(seg)
	return runeCount(seg) >= 3 && countDigits(seg) < len(seg) && personSegment(seg) && !knownAsWritten(ls) && !fhsDir(ls)
}
