// Package leakcheck is test support: given a raw GlitchTip document and
// some output, it finds the secrets and personal values of the document
// that reached the output. It is used by the projection, tool and endpoint
// tests so they all apply the same rule.
package leakcheck

import (
	"encoding/json"
	"regexp"
	"strings"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/testkit/fixtures"
)

var (
	placeholder = regexp.MustCompile(`\??\[[a-z\-]+\]`)
	detectors   = []*regexp.Regexp{
		regexp.MustCompile(`(?i)[a-z0-9._%+\-]+(@|%40)[a-z0-9.\-]+\.[a-z]{2,}`), // email
		regexp.MustCompile(`\b(?:\d{1,3}\.){3}\d{1,3}\b`),                       // IPv4
		regexp.MustCompile(`eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+`),               // JWT
	}
)

// DemoValues are the values planted in the demo dataset (standin.Demo). They are fake, and every one of them
// must be absent from anything the server outputs; tests import them.
var DemoValues = []string{
	"olivia.martin@example.org", "olivia.martin%40example.org", "203.0.113.77", "2001:db8::8a2e:370:7334",
	"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
	"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
	"ghp_16C7e42F292c6912E7710c838347Ae178B4a", "xoxb-2222222222-abcdefghijklmnop", "sk_live_51Hdemo00FAKEFAKEFAKE00",
	"4242424242424242", "s3ssion-c00kie-9f8e7d6c", "hunter2-Passw0rd!", "db-pa55w0rd-demo",
	"Olivia Martin", "+44 20 7946 0958", "abc123secret", "203.0.113.12", "demo-glitchtip-token-8c1f4e2a9b7d6e5f4a3b2c1d0e9f8a7b",
	"X-Internal-Auth", "ORDER-SECRET-NOTE",
}

// Leaks returns what of raw's sensitive values (see fixtures.SensitiveValues),
// of DemoValues and of extra appears in output. A sensitive value that
// raw also carries in an allowlisted field (the culprit repeats the request
// path, the title quotes the exception) is shown from there, redacted, and
// is not counted; the detectors still check the output for emails, IPs and
// JWTs. output may be JSON or text: JSON string values are compared decoded.
func Leaks(raw []byte, output string, extra ...string) []string {
	bare := placeholder.ReplaceAllString(Leaves(output), "")
	shown := shownText(raw)
	var out []string
	for _, v := range fixtures.SensitiveValues(raw) {
		if strings.Contains(shown, v) {
			continue
		}
		if strings.Contains(bare, v) {
			out = append(out, v)
		}
	}
	out = append(out, Planted(output, extra...)...)
	return out
}

// Planted returns the planted demo values, extra values and detector
// matches found in output.
func Planted(output string, extra ...string) []string {
	text := Leaves(output)
	var out []string
	for _, v := range append(append([]string{}, DemoValues...), extra...) {
		if v != "" && strings.Contains(text, v) {
			out = append(out, v)
		}
	}
	for _, re := range detectors {
		if m := re.FindString(text); m != "" {
			out = append(out, m)
		}
	}
	return out
}

// Leaves returns the string values of a JSON document joined by newlines,
// or s itself when it is not JSON.
func Leaves(s string) string {
	var v any
	if json.Unmarshal([]byte(s), &v) != nil {
		return s
	}
	var b strings.Builder
	var walk func(any)
	walk = func(v any) {
		switch t := v.(type) {
		case string:
			b.WriteString(Leaves(t)) // text content may itself be JSON
			b.WriteByte('\n')
		case []any:
			for _, x := range t {
				walk(x)
			}
		case map[string]any:
			for _, x := range t {
				walk(x)
			}
		}
	}
	walk(v)
	return b.String()
}

// shownText joins raw's allowlisted fields: title, culprit, message,
// exception types and values, frame files and functions, ids, public tag
// values, level, platform and the whoami user's name.
func shownText(raw []byte) string {
	var d struct {
		Title, Culprit, ID, EventID, Level string
		Message                            glitchtip.Message
		Metadata                           struct{ Value string }
		User                               *struct{ Name string }
	}
	json.Unmarshal(raw, &d)
	var ev glitchtip.Event
	json.Unmarshal(raw, &ev)
	parts := []string{d.Title, d.Culprit, d.ID, d.EventID, string(d.Message), d.Metadata.Value, ev.EventID(),
		d.Level, ev.Platform, ev.Environment, ev.Release.Version}
	if d.User != nil {
		parts = append(parts, d.User.Name)
	}
	for _, t := range ev.Tags {
		switch t.Key {
		case "environment", "release", "level", "handled", "mechanism", "browser.name", "os.name", "runtime.name",
			"browser", "os", "runtime", "device", "client_os", "client_os.name", "logger", "sdk":
			parts = append(parts, t.Value)
		}
	}
	vals := ev.Exception.Values
	for _, e := range ev.Entries {
		vals = append(vals, e.Data.Values...)
		parts = append(parts, e.Data.Formatted, e.Data.Message)
	}
	for _, v := range vals {
		parts = append(parts, v.Type, string(v.Value), v.Type+": "+string(v.Value))
		if v.Stacktrace != nil {
			for _, f := range v.Stacktrace.Frames {
				parts = append(parts, f.Filename, f.Function, f.Module)
			}
		}
	}
	return strings.Join(parts, "\n")
}
