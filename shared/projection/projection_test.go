package projection

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/fixtures"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

const fixtureToken = "3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e"

func projector() *Projector {
	return &Projector{Redactor: redact.New(fixtureToken, standin.DemoToken), BaseURL: "https://gt.example", Org: "acme"}
}

// sample is one document to project, with what its output must and must
// not contain.
type sample struct {
	name string
	raw  []byte
}

// samples returns the product's own demo events plus, where the team's
// fixtures exist (always in CI), every event-like document in them.
func samples(t testing.TB) []sample {
	var out []sample
	for _, is := range standin.Demo().Issues {
		for i, ev := range is.Events {
			out = append(out, sample{name: "demo/" + string(rune('a'+i)) + "/" + is.Title[:10], raw: ev})
		}
	}
	dir := fixtures.Optional(t)
	if dir == "" {
		return out // demo data only
	}
	files, err := fixtures.Files(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var wrap struct {
			Body json.RawMessage `json:"body"`
		}
		if json.Unmarshal(b, &wrap) == nil && len(wrap.Body) > 0 {
			b = wrap.Body
		}
		if len(b) > 0 && b[0] == '[' {
			var items []json.RawMessage
			json.Unmarshal(b, &items)
			for i, it := range items {
				out = append(out, sample{name: filepath.Base(f) + "#" + string(rune('0'+i)), raw: it})
			}
			continue
		}
		out = append(out, sample{name: filepath.Base(f), raw: b})
	}
	return out
}

// project runs the projection that fits the document's shape and returns
// its JSON output.
func project(t *testing.T, p *Projector, raw []byte) (out []byte, ev *glitchtip.Event) {
	t.Helper()
	var probe map[string]json.RawMessage
	if json.Unmarshal(raw, &probe) != nil {
		t.Fatal("fixture is not a JSON object")
	}
	var v any
	var err error
	switch {
	case probe["auth"] != nil:
		var w glitchtip.Whoami
		json.Unmarshal(raw, &w)
		v = p.Identity(&w)
	case probe["shortId"] != nil || probe["count"] != nil:
		var is glitchtip.Issue
		json.Unmarshal(raw, &is)
		v = p.Issue(&is)
	case probe["slug"] != nil:
		var pr glitchtip.Project
		json.Unmarshal(raw, &pr)
		v = p.Project(&pr)
	case probe["401_bad_or_missing_token"] != nil:
		return nil, nil // errors.json: exercised by the client tests
	default:
		ev, err = glitchtip.DecodeEvent(raw)
		if err != nil {
			t.Fatal(err)
		}
		v = p.Event(ev)
	}
	out, err = json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return out, ev
}

func TestProjectionLeaksNothingFromFixtures(t *testing.T) {
	p := projector()
	n := 0
	for _, s := range samples(t) {
		t.Run(s.name, func(t *testing.T) {
			out, ev := project(t, p, s.raw)
			if out == nil {
				return
			}
			n++
			text := string(out)
			// negative: no secret or personal value from the input survives
			for _, leak := range leakcheck.Leaks(s.raw, text, fixtureToken) {
				t.Errorf("leaked %q", leak)
			}
			for _, banned := range []string{"vars", "headers", "cookies", "breadcrumbs", "context_line", "ip_address", "userReport", "sdk"} {
				if strings.Contains(text, `"`+banned+`"`) {
					t.Errorf("output has a %q field", banned)
				}
			}
			if ev == nil {
				return
			}
			// positive: the facts an engineer needs survive
			var got Event
			json.Unmarshal(out, &got)
			values := ev.Exception.Values
			for _, e := range ev.Entries {
				if e.Type == "exception" {
					values = e.Data.Values
				}
			}
			if len(values) > 0 {
				if typ := values[len(values)-1].Type; typ != "" && (got.Exception == nil || string(got.Exception.Type) != typ) {
					t.Errorf("exception type %q lost: %+v", typ, got.Exception)
				}
				if fn := firstInAppFunction(values); fn != "" && !strings.Contains(text, fn) {
					t.Errorf("in-app frame %q lost", fn)
				}
			}
			if env := ev.Tags.Get("environment"); env != "" && string(got.Environment) != env {
				t.Errorf("environment %q lost: %q", env, got.Environment)
			}
			if rel := ev.Tags.Get("release"); rel != "" && string(got.Release) != rel {
				t.Errorf("release %q lost: %q", rel, got.Release)
			}
			if got.EventID == "" {
				t.Error("event id lost")
			}
		})
	}
	if n == 0 {
		t.Fatal("no sample projected")
	}
}

func firstInAppFunction(values []glitchtip.ExceptionValue) string {
	for i := len(values) - 1; i >= 0; i-- {
		if st := values[i].Stacktrace; st != nil {
			for j := len(st.Frames) - 1; j >= 0; j-- {
				if st.Frames[j].InApp() && st.Frames[j].Function != "" {
					return st.Frames[j].Function
				}
			}
		}
	}
	return ""
}

func TestIssueProjection(t *testing.T) {
	p := projector()
	raw := []byte(`{"id":"1234","title":"ValueError: bad 'jane.doe@example.com'","culprit":"POST /api/login?token=abc123",
	"shortId":"BACKEND-16","level":"error","status":"unresolved","count":"52","userCount":0,
	"firstSeen":"2025-11-02T09:14:03.120000Z","lastSeen":"2025-12-20T17:40:11.804211+00:00",
	"project":{"id":"7","slug":"backend","name":"Backend"},"permalink":"https://gt.example/backend/issues/1234",
	"metadata":{"value":"jane.doe@example.com"},"lastRelease":{"version":"shop@1.4.2"}}`)
	var is glitchtip.Issue
	if err := json.Unmarshal(raw, &is); err != nil {
		t.Fatal(err)
	}
	got := p.Issue(&is)
	if got.IssueID != "1234" || *got.EventCount != 52 || got.Project != "backend" || got.LastRelease != "shop@1.4.2" || got.Release != "" ||
		got.FirstSeen != "2025-11-02T09:14:03.12Z" || got.LastSeen != "2025-12-20T17:40:11.804211Z" ||
		got.Permalink != "https://gt.example/acme/issues/1234" {
		t.Fatalf("projection: %+v", got)
	}
	b, _ := json.Marshal(got)
	for _, leak := range []string{"jane.doe", "abc123", "metadata", "user_count", "fingerprint"} {
		if strings.Contains(string(b), leak) {
			t.Errorf("issue output leaks %q: %s", leak, b)
		}
	}
	if !strings.Contains(string(got.Title), "ValueError: bad") {
		t.Errorf("title lost its type: %q", got.Title)
	}
}

func TestOddFieldsDegrade(t *testing.T) {
	p := projector()
	for _, raw := range []string{
		`{}`,
		`{"eventID": 12, "dateCreated": "yesterday", "tags": "x", "entries": [{"type":"exception","data":{"values":"nope"}}]}`,
		`{"exception": [{"type":"E","stacktrace":{"frames":[{"function":"f","lineno":"7","in_app":true}]}}], "timestamp": 1599504296.5}`,
		`{"message": {"formatted": "fmt"}, "release": {"version": "r1"}, "tags": [["environment","prod"],["x"]]}`,
		`{"entries": null, "exception": null, "tags": null, "level": "verbose", "platform": "a b c"}`,
	} {
		ev, err := glitchtip.DecodeEvent([]byte(raw))
		if err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		p.Event(ev) // must not panic on any of these shapes
	}
	ev, _ := glitchtip.DecodeEvent([]byte(`{"exception": [{"type":"E","stacktrace":{"frames":[{"function":"f","lineno":"7","in_app":true}]}}], "timestamp": 1599504296.5, "level":"verbose"}`))
	got := p.Event(ev)
	if len(got.Stack) != 1 || got.Stack[0].Location != "?:f:7" || !got.Stack[0].InApp || got.Timestamp != "2020-09-07T18:44:56.5Z" || got.Level != "" {
		t.Fatalf("odd event: %+v", got)
	}
}

func TestStackPrefersInAppCrashFirst(t *testing.T) {
	raw := `{"eventID":"9c2f1e0d8b7a4c6e9f1a2b3c4d5e6f70","entries":[{"type":"exception","data":{"values":[{"type":"E","stacktrace":{"frames":[
	{"filename":"lib/a.py","function":"a","lineNo":1,"inApp":false},
	{"filename":"app/b.py","function":"b","lineNo":2,"inApp":true},
	{"filename":"lib/c.py","function":"c","lineNo":3,"inApp":false},
	{"filename":"app/d.py","function":"d","lineNo":4,"inApp":true,"vars":{"password":"hunter2"},"context_line":"secret()"}]}}]}}]}`
	p := projector()
	p.Frames = 3
	got, err := p.EventJSON([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"app/d.py:d:4", "app/b.py:b:2", "lib/c.py:c:3"}
	if len(got.Stack) != 3 {
		t.Fatalf("stack %+v", got.Stack)
	}
	for i, w := range want {
		if string(got.Stack[i].Location) != w {
			t.Errorf("frame %d = %q want %q", i, got.Stack[i].Location, w)
		}
	}
}

func TestTruncateAfterRedaction(t *testing.T) {
	p := projector()
	// a secret that straddles the title cap must not leave a prefix behind
	title := strings.Repeat("x ", MaxTitle/2-5) + "jane.doe@example.com AKIAIOSFODNN7EXAMPLE"
	got := p.Text(title, MaxTitle)
	for _, frag := range []string{"jane", "AKIA"} {
		if strings.Contains(string(got), frag) {
			t.Fatalf("fragment %q survived: %q", frag, got)
		}
	}
	if Truncate("héllo wörld", 5) != "héllo…[truncated]" {
		t.Fatal(Truncate("héllo wörld", 5))
	}
}

// FuzzProjectEvent: any bytes, no panic; a secret planted in every free-text
// field never survives.
func FuzzProjectEvent(f *testing.F) {
	for _, is := range standin.Demo().Issues[:3] {
		f.Add([]byte(is.Events[0]), "ValueError", "shop/views.py")
	}
	f.Add([]byte(`{"exception":[{"type":"E"}]}`), "\u202e", "x")
	f.Add([]byte(`[1,2`), "", "")
	p := projector()
	const secret = "AKIAIOSFODNN7EXAMPLE"
	f.Fuzz(func(t *testing.T, body []byte, a, b string) {
		if ev, err := p.EventJSON(body); err == nil {
			_ = ev
		}
		planted, _ := json.Marshal(map[string]any{
			"title": a + " " + secret + " " + b, "message": a + " " + standin.DemoToken,
			"culprit": secret, "environment": b + " " + secret,
			"entries": []any{map[string]any{"type": "exception", "data": map[string]any{"values": []any{map[string]any{
				"type": a + " " + secret, "value": secret + " " + b,
				"stacktrace": map[string]any{"frames": []any{map[string]any{"filename": a + " " + secret, "function": b, "inApp": true}}}}}}}},
		})
		got, err := p.EventJSON(planted)
		if err != nil {
			return // withheld, never raw
		}
		out, _ := json.Marshal(got)
		if strings.Contains(string(out), secret) || strings.Contains(string(out), standin.DemoToken) {
			t.Fatalf("planted secret survived: %s", out)
		}
	})
}
