// Package redact removes secrets and personal data from free text and
// neutralises characters that could hide or reorder text (C0/C1 controls,
// bidi overrides, zero-width characters).
//
// It runs on parsed values, before any truncation, so a secret can never be
// cut into a prefix that no longer matches a pattern.
package redact

import (
	"math"
	"net"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
)

// Text is free text that came from an error event: it has passed the
// redactor, but it was written by strangers and must be presented to a model
// as untrusted, quoted data. The type is the mark the tool layer fences on.
type Text string

// MaxInput is the longest value the redactor accepts. A longer value is
// refused rather than cut, because cutting before redaction could split a
// secret so that no pattern matches it.
const MaxInput = 256 << 10

// Placeholders used in place of what was removed. They name the class so a
// reader still understands the message.
const (
	phEmail  = "[email]"
	phIP     = "[ip]"
	phJWT    = "[jwt]"
	phCred   = "[credential]"
	phSecret = "[secret]"
	phKey    = "[private-key]"
	phCard   = "[card]"
	phQuery  = "?[query]"
	phToken  = "[glitchtip-token]"
	phUser   = "[userinfo]"
)

type rule struct {
	// quick is a cheap substring test; the regexp runs only when it passes (or
	// when quick is nil). Most values contain none of these, which keeps the
	// redactor far cheaper than decoding the event.
	quick func(string) bool
	re    *regexp.Regexp
	repl  string
	// check, when set, decides per match whether to replace (Luhn, IP parse).
	check func(string) bool
	// bounded requires the match not to touch a word character on either
	// side (so "std::vector" is not an IPv6 address).
	bounded bool
}

func has(subs ...string) func(string) bool {
	return func(s string) bool {
		for _, sub := range subs {
			if strings.Contains(s, sub) {
				return true
			}
		}
		return false
	}
}

func hasFold(subs ...string) func(string) bool {
	return func(s string) bool {
		l := strings.ToLower(s)
		for _, sub := range subs {
			if strings.Contains(l, sub) {
				return true
			}
		}
		return false
	}
}

// Repetitions over character classes that can cover long runs are
// bounded ({0,39}), so a hostile value cannot make a search quadratic.
// Order matters: structured secrets first (PEM, URLs with userinfo, JWTs,
// vendor tokens), then generic classes (emails, IPs, cards), then entropy.
var rules = []rule{
	{quick: has("-----BEGIN"), re: regexp.MustCompile(`-----BEGIN[A-Z0-9 ]*PRIVATE KEY-----(?s:.*?)(?:-----END[A-Z0-9 ]*PRIVATE KEY-----|$)`), repl: phKey},
	{quick: has("://"), re: regexp.MustCompile(`([A-Za-z][A-Za-z0-9+.\-]*://)[^/\s:@'"<>]+:[^/\s@'"<>]*@`), repl: "${1}" + phUser + "@"},
	{quick: has("eyJ"), re: regexp.MustCompile(`eyJ[A-Za-z0-9_\-]{2,}\.[A-Za-z0-9_\-]+\.?[A-Za-z0-9_\-]*`), repl: phJWT},
	{quick: hasFold("bearer", "basic", "token ", "apikey", "api-key"), re: regexp.MustCompile(`(?i)\b(bearer|basic|token|apikey|api-key)(\s+|=|:\s*)[A-Za-z0-9._~+/=\-]{6,}`), repl: "${1}${2}" + phCred},
	{quick: has("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA"), re: regexp.MustCompile(`\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b`), repl: phSecret},
	{quick: hasFold("aws"), re: regexp.MustCompile(`(?i)(aws[a-z_\-]{0,20}(?:secret|key)[a-z_\-]{0,20}['"]?\s*[=:]\s*['"]?)[A-Za-z0-9/+=]{40}`), repl: "${1}" + phSecret},
	{quick: has("gh", "github_pat_", "glpat-", "xox", "_live_", "_test_", "AIza", "npm_", "dbg_", "sk-"), re: regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_\-]{20,}|xox[abposr]-[A-Za-z0-9\-]{10,}|(?:sk|pk|rk|whsec)_(?:live|test)_[A-Za-z0-9]{8,}|AIza[0-9A-Za-z_\-]{35}|npm_[A-Za-z0-9]{36}|sk-[A-Za-z0-9_\-]{20,})`), repl: phSecret},
	{quick: has("@", "%40", "%40"), re: regexp.MustCompile(`(?i)[a-z0-9._%+\-]+(?:@|%40)[a-z0-9.\-]+\.[a-z]{2,}`), repl: phEmail},
	{quick: has("?"), re: regexp.MustCompile(`\?[A-Za-z0-9_.~%+\-\[\]]+=[^\s'"<>#]*`), repl: phQuery},
	{quick: hasDigitDot, re: regexp.MustCompile(`\b(?:\d{1,3}\.){3}\d{1,3}\b`), repl: phIP, check: isIPv4},
	{quick: has(":"), re: regexp.MustCompile(`[0-9A-Fa-f:.]{0,39}::[0-9A-Fa-f:.]{0,39}|\b(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}\b`), repl: phIP, check: isIPv6, bounded: true},
	{quick: nil, re: regexp.MustCompile(`[A-Za-z0-9+/_\-]{24,}={0,2}`), repl: phSecret, check: highEntropy},
}

func hasDigitDot(s string) bool {
	return strings.ContainsAny(s, "0123456789") && strings.Contains(s, ".")
}

func hasDigitRun(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			run++
			if run >= 13 {
				return true
			}
		case c == ' ' || c == '-':
		default:
			run = 0
		}
	}
	return false
}

func isIPv4(m string) bool { return net.ParseIP(m) != nil }

func isIPv6(m string) bool {
	m = strings.TrimRight(m, ".")
	if len(m) < 3 || !strings.Contains(m, ":") {
		return false
	}
	return net.ParseIP(m) != nil
}

var digitRun = regexp.MustCompile(`\d(?:[ \-]?\d)*`)

// redactCards replaces card numbers: within each run of digits (spaces and
// dashes allowed between them) every window of 13–19 digits that starts and
// ends on a group boundary is Luhn-checked, longest first, so a card next to
// other numbers is still found.
func redactCards(s string) string {
	runs := digitRun.FindAllStringIndex(s, -1)
	var b strings.Builder
	last := 0
	for _, rn := range runs {
		run := s[rn[0]:rn[1]]
		gluedStart := rn[0] > 0 && isWord(s[rn[0]-1])
		gluedEnd := rn[1] < len(s) && isWord(s[rn[1]])
		// groups: [start, end) byte offsets of digit groups within run
		var groups [][2]int
		gs := 0
		for i := 0; i <= len(run); i++ {
			if i == len(run) || run[i] == ' ' || run[i] == '-' {
				groups = append(groups, [2]int{gs, i})
				gs = i + 1
			}
		}
		pos := 0
		for gi := 0; gi < len(groups); gi++ {
			st := groups[gi][0]
			if st < pos || st == 0 && gluedStart {
				continue
			}
			// candidate ends: group ends where the window holds 13–19
			// digits; bounded, so the scan is linear in the run.
			best, digits := -1, 0
			for gj := gi; gj < len(groups); gj++ {
				digits += groups[gj][1] - groups[gj][0]
				if digits > 19 {
					break
				}
				en := groups[gj][1]
				if digits >= 13 && !(en == len(run) && gluedEnd) && luhn(run[st:en]) {
					best = en // keep the longest
				}
			}
			if best > 0 {
				b.WriteString(s[last : rn[0]+st])
				b.WriteString(phCard)
				last = rn[0] + best
				pos = best
			}
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// luhn reports whether the digits of m pass the Luhn check, which separates
// card numbers from order ids and timestamps.
func luhn(m string) bool {
	sum, n, double := 0, 0, false
	for i := len(m) - 1; i >= 0; i-- {
		c := m[i]
		if c < '0' || c > '9' {
			continue
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		n++
		double = !double
	}
	return n >= 13 && n <= 19 && sum%10 == 0
}

// highEntropy flags long random-looking runs (API keys, session ids) while
// leaving identifiers and paths alone: it needs letters and digits mixed and a
// Shannon entropy typical of generated secrets.
func highEntropy(m string) bool {
	var letters, digits, upper, lower int
	var counts [256]int
	for i := 0; i < len(m); i++ {
		c := m[i]
		counts[c]++
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z':
			letters++
			lower++
		case c >= 'A' && c <= 'Z':
			letters++
			upper++
		}
	}
	if digits == 0 || letters == 0 {
		return false
	}
	// Long dotted/underscored identifiers are code, not secrets: require a
	// digit share that random strings have.
	if float64(digits)/float64(len(m)) < 0.1 {
		return false
	}
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / float64(len(m))
			h -= p * math.Log2(p)
		}
	}
	return h >= 3.3
}

// Redactor redacts free text. Its zero value applies the built-in patterns;
// New adds the configured secrets (the GlitchTip token) as literals.
type Redactor struct {
	literals []string
}

// New returns a Redactor that also removes each non-empty literal (for
// example the GlitchTip API token) wherever it appears.
func New(literals ...string) *Redactor {
	r := &Redactor{}
	for _, l := range literals {
		if len(l) >= 4 {
			r.literals = append(r.literals, l)
		}
	}
	return r
}

// String redacts s and neutralises hidden characters. It fails with a
// KindRedaction error when s cannot be handled safely (too long); callers must
// then withhold the value, never fall back to s.
func (r *Redactor) String(s string) (string, error) {
	if len(s) > MaxInput {
		return "", gterr.New(gterr.KindRedaction, "value over redactor input cap", nil)
	}
	s = Neutralise(s)
	if r != nil {
		for _, l := range r.literals {
			if strings.Contains(s, l) {
				s = strings.ReplaceAll(s, l, phToken)
			}
		}
	}
	for i := range rules {
		ru := &rules[i]
		if ru.quick != nil && !ru.quick(s) {
			continue
		}
		switch {
		case ru.bounded:
			s = replaceBounded(s, ru)
		case ru.check == nil:
			s = ru.re.ReplaceAllString(s, ru.repl)
		default:
			s = ru.re.ReplaceAllStringFunc(s, func(m string) string {
				if ru.check(m) {
					return ru.repl
				}
				return m
			})
		}
	}
	if hasDigitRun(s) {
		s = redactCards(s)
	}
	// Belt and braces: a configured secret must be gone after the passes above.
	if r != nil {
		for _, l := range r.literals {
			if strings.Contains(s, l) {
				return "", gterr.New(gterr.KindRedaction, "configured secret survived redaction", nil)
			}
		}
	}
	return s, nil
}

func isWord(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func replaceBounded(s string, ru *rule) string {
	idx := ru.re.FindAllStringIndex(s, -1)
	if idx == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range idx {
		if m[0] == m[1] || (m[0] > 0 && isWord(s[m[0]-1])) || (m[1] < len(s) && isWord(s[m[1]])) || !ru.check(s[m[0]:m[1]]) {
			continue
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(ru.repl)
		last = m[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// Text redacts s and marks it as untrusted event text.
func (r *Redactor) Text(s string) (Text, error) {
	out, err := r.String(s)
	return Text(out), err
}

// Neutralise replaces invalid UTF-8, C0/C1 control characters (except tab and
// newline) and removes bidi-override, bidi-isolate and zero-width characters,
// which can hide or reorder text a human reviews.
func Neutralise(s string) string {
	clean := true
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f {
				clean = false
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || hidden(r) || (r >= 0x80 && r <= 0x9f) {
			clean = false
			break
		}
		i += size
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f):
			b.WriteByte(' ')
		case hidden(r):
			// dropped: it has no visible form
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// hidden reports format characters that change how text displays without
// being visible: bidi controls, zero-width characters, the BOM, tag characters.
func hidden(r rune) bool {
	switch {
	case r >= 0x200B && r <= 0x200F, // zero-width space/joiners, LRM, RLM
		r >= 0x202A && r <= 0x202E, // bidi embeddings and overrides
		r >= 0x2060 && r <= 0x2069, // word joiner, invisible operators, bidi isolates
		r == 0x061C, r == 0x180E, r == 0xFEFF, r == 0x00AD,
		r >= 0xE0000 && r <= 0xE007F: // tag characters
		return true
	}
	return false
}
