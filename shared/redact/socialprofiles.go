// The account in a social network's profile address: t.me/HANDLE,
// instagram.com/HANDLE, x.com/HANDLE, linkedin.com/in/HANDLE,
// youtube.com/@HANDLE, reddit.com/user/HANDLE. A profile's path is its
// owner's handle, a person's as often as a brand's, as a forge's first
// segment is (owners.go; there a repository must follow, here nothing
// does). The networks' own pages (instagram.com/p/…, x.com/i/…,
// t.me/joinchat/…, facebook.com/groups/…) and a handle that is one known
// word or the event's code, or known words joined (acme_support), stay.

package redact

import "strings"

// socialHosts maps a network's host to the path before its handles ("" for
// the first segment).
var socialHosts = map[string]string{
	"t.me": "", "telegram.me": "", "instagram.com": "", "twitter.com": "", "x.com": "", "facebook.com": "", "fb.com": "",
	"tiktok.com": "", "threads.net": "", "medium.com": "", "twitch.tv": "", "vk.com": "", "pinterest.com": "",
	"snapchat.com": "add/", "linkedin.com": "in/", "youtube.com": "", "reddit.com": "user/", "bsky.app": "profile/",
	"mastodon.social": "", "soundcloud.com": "", "behance.net": "", "dribbble.com": "", "patreon.com": "",
}

// socialPages are first segments that name a network's own pages, not
// an account.
const socialPages = " p reel reels tv explore accounts i home share sharer intent search hashtag login logout signup settings " +
	"about help privacy terms legal policies joinchat addstickers addlist s c watch embed channel results feed groups pages " +
	"events marketplace gaming company school jobs r api oauth dialog plugins tr static developers business ads notifications " +
	"messages direct status tag topics discover trending shorts playlist live video videos photo photos posts "

func init() {
	wordRules = append(wordRules, detectSocialProfiles)
}

// detectSocialProfiles masks the handle of each social profile address.
func detectSocialProfiles(sc *scan) {
	s, l := sc.s, sc.lower
	if strings.IndexByte(s, '/') < 0 || !containsAny(l, "t.me/", "telegram", "instagram", "twitter", "x.com", "facebook", "fb.com", "tiktok", "threads", "medium", "twitch", "vk.com", "pinterest", "snapchat", "linkedin", "youtube", "reddit", "bsky", "mastodon", "soundcloud", "behance", "dribbble", "patreon") {
		return
	}
	for host, pre := range socialHosts {
		for off := 0; off < len(l); {
			k := strings.Index(l[off:], host+"/"+pre)
			if k < 0 {
				break
			}
			h := off + k
			off = h + len(host) + 1 + len(pre)
			// the host ends the address's host part: after "//", "www.",
			// "m." or the start of a token
			if h > 0 && s[h-1] != '/' && s[h-1] != '.' && !ownerStop(s[h-1]) || h > 0 && s[h-1] == '.' && !strings.HasSuffix(l[:h], "www.") && !strings.HasSuffix(l[:h], "m.") && !strings.HasSuffix(l[:h], "mobile.") {
				continue
			}
			a := off
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
			handle := s[a:b]
			lh := strings.ToLower(handle)
			if len(handle) < 2 || strings.Contains(socialPages, " "+lh+" ") || strings.HasSuffix(lh, "bot") || socialHandleKept(sc, handle) {
				continue
			}
			sc.add(a, b, phPathUser)
		}
	}
}

// socialHandleKept reports a handle that names no person: one known word
// or the event's code (ownerKnown), or known words joined by separators
// none of which is in the names data (acme_support, but not marta.kowalska:
// marta and kowalska are words too, in Spanish and Polish).
func socialHandleKept(sc *scan, h string) bool {
	if !strings.ContainsAny(h, "-_.") {
		return ownerKnown(sc, h)
	}
	for _, p := range strings.FieldsFunc(h, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if countDigits(p) == len(p) {
			continue
		}
		lp := strings.ToLower(p)
		if !knownAsWritten(p) || givenNameData(lp) || surnameData(lp) {
			return false
		}
	}
	return true
}
