// IP and MAC addresses: an address is a device's and often a person's,
// except where its context says it is a version (a four-part number under
// a version key, a user agent's product/version) or a host's.

package redact

import (
	"net"
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// versionKeyBefore reports a four-part number under a key that names a
// version: .NET's "Version=8.0.0.0" in an assembly name, Gecko's
// "rv:1.9.1.20" in a user agent, "version: 10.0.19045.1".
func versionKeyBefore(s string, a int) bool {
	if a < 3 || s[a-1] != '=' && s[a-1] != ':' && s[a-1] != ' ' {
		return false
	}
	j := a - 1
	// "version: 8.2.1.4", 버전: 8.2.1.4: a key and its colon before the space
	if s[j] == ' ' && s[j-1] == ':' {
		j--
	}
	k := j
	for k > 0 && j-k < 48 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !letterRune(r) {
			break
		}
		k -= n
	}
	switch w := strings.ToLower(s[k:j]); w {
	case "version", "ver", "rv", "build", "fileversion", "assemblyversion", "productversion":
		return true
	default:
		// Version's translations in the system catalogues: Wersja, 버전
		return len(w) > 3 && wordlist.VersionWord(w)
	}
}

// productVersion reports four dotted numbers at s[a:b] right after a web
// software's name (words.SoftwareName: Wappalyzer's technologies, no
// person's name among them) and a space: PrestaShop 1.7.8.11, Shopware
// 6.6.4.1, the four-part releases such products number. An address with
// its port or prefix length after it (Magento 10.0.0.5:443,
// 185.220.101.0/24) stays an address.
func productVersion(s string, a, b int) bool {
	if a < 4 || s[a-1] != ' ' || b+1 < len(s) && (s[b] == ':' || s[b] == '/') && isDigit(s[b+1]) {
		return false
	}
	k := a - 1
	for k > 0 && a-1-k < 32 && isLetter(s[k-1]) {
		k--
	}
	if a-1-k < 3 || k > 0 && isWord(s[k-1]) {
		return false
	}
	return wordlist.SoftwareName(strings.ToLower(s[k : a-1]))
}

// userAgentish reports whether s reads like a user agent: product/version
// tokens such as Mozilla/5.0 or AppleWebKit/537.36.
func userAgentish(s string) bool {
	return containsAny(s, "Mozilla/", "AppleWebKit/", "Chrome/", "Safari/", "Firefox/", "Edg/", "Gecko/", "OPR/", "Version/", "okhttp/", "Dalvik/", "CFNetwork/", "Darwin/", "python-requests/", "curl/", "Go-http-client/")
}

func detectIPs(sc *scan) {
	s := sc.s
	if hasDigit(s) {
		for _, m := range reIPv4.FindAllStringIndex(s, -1) {
			ip := strings.NewReplacer("-", ".", "_", ".").Replace(s[m[0]:m[1]])
			sep := s[m[0]+strings.IndexAny(s[m[0]:m[1]], ".-_")]
			parsed := net.ParseIP(ip)
			if parsed == nil || sep != '.' && !ipHostContext(s, m[0]) {
				continue
			}
			// 1.21.0-1, 2.38.1-5+deb12u3: a version of three parts and
			// its Debian revision; an address never mixes its separators
			if sep == '.' && containsChars(s[m[0]:m[1]], "-_") {
				continue
			}
			// 8:6.9.11.60+dfsg-1.6: four parts of a version before
			// Debian's tags or revision
			if m[1] < len(s) && indexByte("+~-", s[m[1]]) >= 0 && debianVersionAt(s, m[0], m[1]) {
				continue
			}
			// loopback and "any" addresses name no one, and a triager needs
			// them ("connect ECONNREFUSED 127.0.0.1:6379")
			if parsed.IsLoopback() || parsed.IsUnspecified() {
				continue
			}
			// a version like 1.2.3.4 after "v" or "version" is not an address,
			// nor a product version in a user agent ("Chrome/120.0.0.0"); an
			// address after "//" or a path's "/" still is
			if m[0] > 0 && (s[m[0]-1] == 'v' || s[m[0]-1] == 'V') || versionKeyBefore(s, m[0]) {
				continue
			}
			// four numbers inside a longer dotted run are no address: an
			// OID's arcs (DICOM's 1.2.840.10008.5.1.4.1.1.2, X.509's
			// algorithm ids) or a version of five parts
			if sep == '.' && (m[0] > 1 && s[m[0]-1] == '.' && isDigit(s[m[0]-2]) || m[1]+1 < len(s) && s[m[1]] == '.' && isDigit(s[m[1]+1])) {
				continue
			}
			if m[0] > 1 && s[m[0]-1] == '/' && isLetter(s[m[0]-2]) && userAgentish(s) {
				continue
			}
			if sep == '.' && productVersion(s, m[0], m[1]) {
				continue
			}
			sc.add(m[0], m[1], phIP)
		}
	}
	if contains(s, "::") || strings.Count(s, ":") >= 7 {
		// runs of hex digits, colons and dots, each parsed once: linear,
		// where a pattern with a "::" in the middle rescans long runs
		for i := 0; i < len(s); {
			if sc.stop.pulse() {
				return
			}
			if !ipv6Char(s[i]) {
				i++
				continue
			}
			j := i
			for j < len(s) && ipv6Char(s[j]) {
				j++
			}
			a, b := i, j
			i = j
			for b > a && s[b-1] == '.' {
				b-- // "::1." ends a sentence or starts an extension
			}
			// LastSeenAt:8427:67ab:…, Source:fe92:…: Go's %+v glues a
			// field's name to its value with a colon (the name's last hex
			// letters start the run); an address of four colons or more
			// after it is read from there
			if k := indexByte(s[a:b], ':'); a > 0 && isWord(s[a-1]) && k >= 0 && a+k+1 < b && s[a+k+1] != ':' && strings.Count(s[a+k+1:b], ":") >= 4 {
				a += k + 1
			}
			if b-a < 3 || b-a > 45 || a > 0 && isWord(s[a-1]) || b < len(s) && isWord(s[b]) {
				continue
			}
			cand := strings.TrimRight(s[a:b], ".")
			// 2001:db8:…:9e03:41: an address and a port (and a line), as
			// fail2ban and some servers print them without brackets
			for n := 0; n < 2 && strings.Count(cand, ":") >= 3 && net.ParseIP(cand) == nil; n++ {
				k := lastIndexByte(cand, ':')
				if k <= 0 || len(cand)-k-1 > 5 || countDigits(cand[k+1:]) != len(cand)-k-1 {
					break
				}
				cand = cand[:k]
			}
			if strings.Count(cand, ":") < 2 || net.ParseIP(cand) == nil {
				continue
			}
			sc.add(a, a+len(cand), phIP)
		}
	}
}

func ipv6Char(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == ':' || c == '.'
}

// ipHostContext accepts dashed addresses in host names (ip-10-0-3-12,
// 10-0-3-12.nip.io), not dates or version strings.
func ipHostContext(s string, a int) bool {
	return a >= 3 && strings.EqualFold(s[a-3:a], "ip-") || contains(s[a:min(len(s), a+24)], ".")
}

func detectMAC(sc *scan) {
	// six groups need five colons or dashes, or a dotted form's two dots
	if strings.Count(sc.s, ":") < 5 && strings.Count(sc.s, "-") < 5 && strings.Count(sc.s, ".") < 2 || !macCandidate(sc.s) {
		return
	}
	for _, m := range reMAC.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phMAC)
	}
}

// macCandidate reports whether s has where reMAC's match must start: two
// hex digits and a colon or dash before two more, or four hex digits and
// a dot before four more. Most texts the count above lets through have
// their dots in a module's or a host's name, and are not read by the
// expression.
func macCandidate(s string) bool {
	for i := 2; i+2 < len(s); i++ {
		switch s[i] {
		case ':', '-':
			if hexDigits(s[i-2:i]) && hexDigits(s[i+1:i+3]) {
				return true
			}
		case '.':
			if i >= 4 && i+4 < len(s) && hexDigits(s[i-4:i]) && hexDigits(s[i+1:i+5]) {
				return true
			}
		}
	}
	return false
}

// ipv4At reports four dotted groups of one to three digits at s[i:],
// no digit or dot after them.
func ipv4At(s string, i int) bool {
	for g := 0; g < 4; g++ {
		j := i
		for j < len(s) && j-i < 4 && isDigit(s[j]) {
			j++
		}
		if j == i || j-i > 3 {
			return false
		}
		if g < 3 {
			if j >= len(s) || s[j] != '.' {
				return false
			}
			j++
		} else if j < len(s) && (isDigit(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
			return false
		}
		i = j
	}
	return true
}
