package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// userContentDirs are folders a web application keeps its users' files
// in, one folder per account: /var/www/uploads/tomwhite/avatar.png.
var userContentDirs = []string{"/uploads/", "/upload/", "/avatars/", "/userfiles/", "/user_uploads/", "/user-uploads/"}

// pathOwners masks, in the path s[a:b], the folder right under a folder of
// users' files when a further folder or file follows it or the path ends
// in it: the account's name, whatever its letters (tomwhite, li06,
// hà.hoàng); a file's name that ends the path is kept. A number, a date,
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
		if e == 0 {
			continue
		}
		if e < 0 {
			// the path ends in the account's folder
			// (chown(/var/www/uploads/khanh.vy)): a file's name there
			// has an extension the registries know (.png, .heic)
			e = len(p) - sa
			if e == 0 || fileExtended(p[sa:]) {
				continue
			}
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

// fileExtended reports a name with an extension a file's is: fileName's
// or one the extensions' list holds (words.Extension).
func fileExtended(seg string) bool {
	dot := lastIndexByte(seg, '.')
	return dot >= 0 && (fileName(seg) || wordlist.Extension(seg[dot+1:]))
}
