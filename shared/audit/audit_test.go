package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// auditLine writes one record with the given call through a JSON logger
// and returns the line's args object.
func auditLine(t *testing.T, args map[string]any) map[string]string {
	t.Helper()
	var buf bytes.Buffer
	l := New(&buf, nil)
	_, rec := Begin(context.Background(), "r1", "/mcp")
	l.SetCall(rec, "tools/call", "glitchtip_unresolved_digest", args)
	l.Write(rec, 200)
	var line struct{ Args map[string]string }
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatalf("audit line is not JSON: %v\n%s", err, buf.String())
	}
	return line.Args
}

// TestArrayArguments: the array arguments (projects of the digest, keys of
// the tag distribution) are written as the names asked for when every item
// is a name, never as "(invalid)" for a valid call; anything else in them
// is written only as a count and a keyed hash.
func TestArrayArguments(t *testing.T) {
	secret := "alice@example.com"
	for _, tc := range []struct {
		name string
		key  string
		v    any
		want string // exact, or a prefix ending in "*"
	}{
		{"projects", "projects", []any{"checkout", "payments-api"}, "[checkout,payments-api]"},
		{"one project", "projects", []any{"shop"}, "[shop]"},
		{"empty projects", "projects", []any{}, "[]"},
		{"tag keys", "keys", []any{"environment", "browser.name", "tenant:eu"}, "[environment,browser.name,tenant:eu]"},
		{"a project that is not a slug", "projects", []any{"shop", secret}, "(2 items len=*"},
		{"a tag key that is not a name", "keys", []any{"release", "a b c"}, "(2 items len=*"},
		{"too many projects", "projects", []any{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u"}, "(21 items len=*"},
		{"an item that is not a string", "projects", []any{"shop", 3.0}, "(invalid)"},
		{"not an array", "projects", "shop", "(invalid)"},
		{"an object", "keys", map[string]any{"a": "b"}, "(invalid)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := auditLine(t, map[string]any{tc.key: tc.v})[tc.key]
			if p, ok := strings.CutSuffix(tc.want, "*"); ok {
				if !strings.HasPrefix(got, p) {
					t.Errorf("%s = %q, want it to start with %q", tc.key, got, p)
				}
			} else if got != tc.want {
				t.Errorf("%s = %q, want %q", tc.key, got, tc.want)
			}
			if strings.Contains(got, secret) || strings.Contains(got, "a b c") {
				t.Errorf("%s = %q carries an item that is not a name", tc.key, got)
			}
		})
	}
}

// TestFreeTextArguments: free-text arguments are a length and a keyed hash.
func TestFreeTextArguments(t *testing.T) {
	args := auditLine(t, map[string]any{"query": "user alice@example.com", "window": "24h", "issue_id": "101", "limit": 5.0})
	if q := args["query"]; !strings.HasPrefix(q, "len=22 h=") {
		t.Errorf("query = %q, want a length and a hash", q)
	}
	if args["issue_id"] != "101" || args["limit"] != "5" {
		t.Errorf("ids and limits are written as they are: %v", args)
	}
}
