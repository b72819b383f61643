package config

import "glitchtip-mcp/shared/lazyre"

// Patterns are, for the settings a template parameter sets with a bounded
// syntax, the values the code accepts, as one regular expression each. It
// is the one source for both sides: the code refuses a value the pattern
// does not match (before it parses it), and template.yaml's AllowedPattern
// of the setting's parameter is the same text (TestPatternsAreTheTemplates),
// so a deploy refuses what the function would otherwise refuse at every
// request. Bounds are written into the patterns (100ms to 25s, not 30s; 1s
// to 24h, not 48h), and only whole numbers of one unit are accepted, which
// both CloudFormation's and Go's regular expressions can say.
var Patterns = map[string]string{
	// 100ms to 25s: 100-25000 ms, or 1-25 s
	"GLITCHTIP_TIMEOUT": `^(([1-9][0-9]{2,3}|1[0-9]{4}|2[0-4][0-9]{3}|25000)ms|([1-9]|1[0-9]|2[0-5])s)$`,
	// 1s to 24h: 1-86400 s, 1-1440 m, or 1-24 h
	"MCP_ACCESS_REFRESH": `^(([1-9][0-9]{0,3}|[1-7][0-9]{4}|8[0-5][0-9]{3}|86[0-3][0-9]{2}|86400)s|([1-9][0-9]{0,2}|1[0-3][0-9]{2}|14[0-3][0-9]|1440)m|([1-9]|1[0-9]|2[0-4])h)$`,
	// 1m to 30d: 1-9999 m, 1-720 h, or 1-30 d
	"DIGEST_WINDOW": `^([1-9][0-9]{0,3}m|([1-9][0-9]?|[1-6][0-9]{2}|7[01][0-9]|720)h|([1-9]|[12][0-9]|30)d)$`,
	// an organisation slug
	"GLITCHTIP_ORG": `^[a-z0-9][a-z0-9_-]{0,63}$`,
}

// patternRE are Patterns compiled on first use.
var patternRE = func() map[string]lazyre.Regexp {
	m := make(map[string]lazyre.Regexp, len(Patterns))
	for k, v := range Patterns {
		m[k] = lazyre.NewRare(v)
	}
	return m
}()

// matches reports whether v is a value Patterns allows for the setting
// name (every value, for a setting without a pattern).
func matches(name, v string) bool {
	re, ok := patternRE[name]
	return !ok || re.MatchString(v)
}
