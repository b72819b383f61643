package gtfake

import (
	"encoding/json"
	"os"
	"path/filepath"
)

// FixturesDir returns the team's shared glitchtip-fixtures folder beside the
// repository (or $GLITCHTIP_FIXTURES), or "" when it is absent, as in a
// user's clone. Tests over it run in addition to the product's own data.
func FixturesDir() string {
	if d := os.Getenv("GLITCHTIP_FIXTURES"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			cand := filepath.Join(filepath.Dir(dir), "shared", "glitchtip-fixtures")
			if st, err := os.Stat(cand); err == nil && st.IsDir() {
				return cand
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// sensitiveKeys name subtrees whose every string is personal data or a
// secret: request data, user, extra/context, custom contexts, breadcrumbs,
// frame locals and source, user reports, the echoed token.
var sensitiveKeys = map[string]bool{
	"request": true, "user": true, "extra": true, "context": true, "breadcrumbs": true,
	"vars": true, "context_line": true, "pre_context": true, "post_context": true,
	"userReport": true, "cookies": true, "headers": true, "env": true, "token": true,
	"email": true, "ip_address": true, "identities": true, "absPath": true, "abs_path": true,
	"query_string": true, "customer": true, "culture": true, "trace": true, "device": true,
}

// publicTags are tag keys whose values the projection may show.
var publicTags = map[string]bool{"environment": true, "release": true, "level": true, "handled": true,
	"mechanism": true, "browser.name": true, "os.name": true, "runtime.name": true, "device.family": true,
	// software versions the detail view shows
	"browser": true, "os": true, "runtime": true, "device": true, "client_os": true, "client_os.name": true, "logger": true, "sdk": true}

// SensitiveValues walks a raw GlitchTip/Sentry JSON document and returns
// every string (of 5 or more bytes) found under a sensitive key, in a
// request or breadcrumbs entry, or as the value of a non-public tag. Tests
// assert that none of them reaches any output.
func SensitiveValues(body []byte) []string {
	var v any
	if json.Unmarshal(body, &v) != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if len(s) >= 5 && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	var all func(any)
	all = func(v any) {
		switch t := v.(type) {
		case string:
			add(t)
		case []any:
			for _, x := range t {
				all(x)
			}
		case map[string]any:
			for _, x := range t {
				all(x)
			}
		}
	}
	var walk func(any)
	walk = func(v any) {
		switch t := v.(type) {
		case []any:
			// tag pairs: ["user.email", "x"]
			if len(t) == 2 {
				if k, ok := t[0].(string); ok {
					if _, ok := t[1].(string); ok && looksLikeTagKey(k) && !publicTags[k] {
						all(t[1])
					}
				}
			}
			for _, x := range t {
				walk(x)
			}
		case map[string]any:
			if typ, _ := t["type"].(string); (typ == "request" || typ == "breadcrumbs") && t["data"] != nil {
				all(t["data"])
			}
			if k, ok := t["key"].(string); ok && !publicTags[k] {
				if _, isTag := t["value"]; isTag {
					all(t["value"])
				}
			}
			for k, x := range t {
				if sensitiveKeys[k] {
					all(x)
					continue
				}
				walk(x)
			}
		}
	}
	walk(v)
	return out
}

func looksLikeTagKey(k string) bool {
	for _, c := range k {
		if !(c == '.' || c == '_' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	return k != ""
}
