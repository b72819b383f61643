package config_test

import (
	"os"
	"regexp"
	"strconv"
	"testing"

	"glitchtip-mcp/shared/config"
)

// TestPatternsAreTheTemplates: template.yaml's AllowedPattern of each
// setting's parameter is exactly config.Patterns' pattern for it.
func TestPatternsAreTheTemplates(t *testing.T) {
	b, err := os.ReadFile("../../template.yaml")
	if err != nil {
		t.Fatal(err)
	}
	params := map[string]string{}
	for _, s := range config.Settings {
		params[s.Name] = s.Parameter
	}
	for name, pattern := range config.Patterns {
		p := params[name]
		if p == "" {
			t.Errorf("%s has a pattern but no template parameter", name)
			continue
		}
		m := regexp.MustCompile(`(?m)^  ` + p + `:\n(?:    .*\n)*?    AllowedPattern: '([^']*)'$`).FindSubmatch(b)
		if m == nil {
			t.Errorf("template.yaml: %s has no AllowedPattern; want config.Patterns[%s] = %s", p, name, pattern)
			continue
		}
		if string(m[1]) != pattern {
			t.Errorf("template.yaml: %s's AllowedPattern is %s; config.Patterns[%s] (what the code accepts) is %s", p, m[1], name, pattern)
		}
	}
}

// probes are values around every bound and unit, and the shapes a person
// might try (fractions, compound durations, signs, leading zeros, case).
func probes() []string {
	var out []string
	for _, n := range []int{0, 1, 5, 9, 10, 24, 25, 26, 30, 48, 59, 60, 99, 100, 101, 719, 720, 721, 999, 1000, 1439, 1440, 1441,
		9999, 10000, 24999, 25000, 25001, 30000, 43200, 86399, 86400, 86401, 99999, 100000} {
		for _, unit := range []string{"ms", "s", "m", "h", "d", "", "us", "ns"} {
			out = append(out, strconv.Itoa(n)+unit)
		}
	}
	return append(out, "1.5s", "0.1s", "5m30s", "1h30m", "-1s", "+5s", "05s", "010m", "1e3ms", "5S", "5M", "24H", "1d", "7d", "30d", "31d",
		"acme", "a", "a-b_c", "-acme", "Acme", "acme.io", "a b", "0", "x", "s", "ms")
}

// TestPatternsAreWhatTheCodeAccepts: for every probe, a setting with a
// pattern is accepted by the code exactly when its pattern matches: a
// value the template lets through is never one the function refuses at
// every request (GlitchTipTimeout=30s, AccessRefresh=48h), and one it
// refuses is never one the code would have taken.
func TestPatternsAreWhatTheCodeAccepts(t *testing.T) {
	base := map[string]string{"GLITCHTIP_URL": "https://glitchtip.example.com", "GLITCHTIP_ORG": "acme", "GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip-mcp/token"}
	accepts := func(name, v string) bool {
		env := map[string]string{}
		for k, x := range base {
			env[k] = x
		}
		env[name] = v
		getenv := func(k string) string { return env[k] }
		if name == "DIGEST_WINDOW" {
			_, err := config.LoadDigest(getenv)
			return err == nil
		}
		_, err := config.Load(getenv)
		return err == nil
	}
	for _, want := range []string{"GLITCHTIP_TIMEOUT", "MCP_ACCESS_REFRESH", "DIGEST_WINDOW", "GLITCHTIP_ORG"} {
		if config.Patterns[want] == "" {
			t.Errorf("config.Patterns has no pattern for %s", want)
		}
	}
	for name, pattern := range config.Patterns {
		re := regexp.MustCompile(pattern)
		t.Run(name, func(t *testing.T) {
			n := 0
			for _, v := range probes() {
				if re.MatchString(v) != accepts(name, v) {
					t.Errorf("%s=%q: the pattern says %v, the code says %v", name, v, re.MatchString(v), accepts(name, v))
				}
				if re.MatchString(v) {
					n++
				}
			}
			if n == 0 {
				t.Errorf("%s: no probe is accepted; the probes do not test it", name)
			}
		})
	}
	// the values the issue met: refused by both
	for name, v := range map[string]string{"GLITCHTIP_TIMEOUT": "30s", "MCP_ACCESS_REFRESH": "48h"} {
		if regexp.MustCompile(config.Patterns[name]).MatchString(v) || accepts(name, v) {
			t.Errorf("%s=%s must be refused by the template and the code", name, v)
		}
	}
}
