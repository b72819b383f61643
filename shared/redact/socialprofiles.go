// The account in a social network's profile address: t.me/HANDLE,
// instagram.com/HANDLE, x.com/HANDLE, linkedin.com/in/HANDLE,
// youtube.com/@HANDLE, reddit.com/user/HANDLE. A profile's path is its
// owner's handle, a person's as often as a brand's, as a forge's first
// segment is (owners.go; there a repository must follow, here nothing
// does). The networks' own pages (instagram.com/p/…, x.com/i/…,
// t.me/joinchat/…, reddit.com/r/…) and a handle that is one known word or
// the event's code, or known words joined (acme_support), stay.

package redact

import "strings"

// socialHosts are the networks' hosts, each between spaces; where the
// handle comes after a fixed segment, host/segment.
const socialHosts = " t.me telegram.me instagram.com twitter.com x.com facebook.com tiktok.com threads.net medium.com " +
	"twitch.tv vk.com linkedin.com/in youtube.com reddit.com/user bsky.app/profile "

// socialPages are first segments that name a network's own pages, not
// an account.
const socialPages = " p reel reels tv explore accounts i home share sharer intent search hashtag login signup settings " +
	"about help privacy terms legal joinchat addstickers s c watch embed channel results feed groups pages events " +
	"marketplace api oauth dialog plugins developers business status tag shorts playlist live video videos photo photos posts "

// detectSocialProfiles masks the handle of each social profile address:
// the segment after a listed host (its "www." or "m." dropped) or after
// its fixed segment.
func detectSocialProfiles(sc *scan) {
	s, l := sc.s, sc.lower
	for i := indexByte(l, '/'); i >= 0; {
		h := i
		for h > 0 && (isWord(l[h-1]) || l[h-1] == '.' || l[h-1] == '-') {
			h--
		}
		host := trimPrefix(trimPrefix(l[h:i], "www."), "m.")
		a := i + 1
		if indexByte(host, '.') < 0 {
			a = 0 // every network's host has a dot (django/, src/ name none)
		} else if k := indexByte(l[a:min(len(l), a+8)], '/'); k > 0 && contains(socialHosts, " "+host+"/"+l[a:a+k]+" ") {
			a += k + 1
		} else if !contains(socialHosts, " "+host+" ") {
			a = 0
		}
		if a > 0 {
			if a < len(s) && s[a] == '@' {
				a++
			}
			b := a
			for b < len(s) && (isWord(s[b]) || s[b] == '.' || s[b] == '-') {
				b++
			}
			for b > a && s[b-1] == '.' {
				b--
			}
			lh := l[a:b]
			if len(lh) >= 2 && !contains(socialPages, " "+lh+" ") && !hasSuffix(lh, "bot") && !socialHandleKept(sc, s[a:b]) {
				sc.add(a, b, phPathUser)
			}
		}
		k := indexByte(l[i+1:], '/')
		if k < 0 {
			break
		}
		i += k + 1
	}
}

// socialHandleKept reports a handle that names no person: one known word
// or the event's code (ownerKnown), or known words joined by separators
// none of which is in the names data (acme_support, but not marta.kowalska:
// marta and kowalska are words too, in Spanish and Polish).
func socialHandleKept(sc *scan, h string) bool {
	if !containsChars(h, "-_.") {
		return ownerKnown(sc, h)
	}
	for _, p := range strings.FieldsFunc(h, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		lp := strings.ToLower(p)
		if countDigits(p) != len(p) && (!knownAsWritten(p) || givenNameData(lp) || surnameData(lp)) {
			return false
		}
	}
	return true
}
