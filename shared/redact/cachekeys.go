package redact

// Cache keys: profile:olivia_martin:prefs, user:jsmith:session — the
// segment after a namespace that names a person's record is that person's
// login or name.

// personSpaces are the namespaces of a cache or store key whose next
// segment is somebody.
var personSpaces = []string{"profile:", "profiles:", "user:", "users:", "account:", "accounts:", "member:", "members:", "customer:", "customers:"}

// detectCacheKeys masks the segment after a person's namespace in a key
// of three segments or more (profile:rick.ware:prefs); a segment that is a
// word, a service or a number (profile:default:prefs, user:1042:cart) is
// judged as accountValue judges an account and kept.
func detectCacheKeys(sc *scan, dom script) {
	l := sc.lower
	if !sc.anyOf(personSpaces...) {
		return
	}
	for _, ns := range personSpaces {
		for from := 0; from < len(l); {
			if sc.stop.pulse() {
				return
			}
			x := indexStr(l[from:], ns)
			if x < 0 {
				break
			}
			x += from
			a := x + len(ns)
			from = a
			if x > 0 && indexByte(" \t\n(\"'`=[", l[x-1]) < 0 {
				continue
			}
			b := a
			for b < len(l) && b-a <= maxQuotedAccount && indexByte(" \t\n:()\"'`,;[]{}", l[b]) < 0 {
				b++
			}
			if b == a || b >= len(l) || l[b] != ':' || b+1 >= len(l) || !isLetter(l[b+1]) || !hasLetter(sc.s[a:b]) {
				continue
			}
			accountValue(sc, a, b, dom, trimSuffix(ns, ":"))
			from = b
		}
	}
}
