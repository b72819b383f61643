package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/tools"
)

// The defects a live GlitchTip 5.2 showed, each against the stand-in that
// now answers as 5.2 does.

// retag sets an event's environment and release tags.
func retag(t testing.TB, ev json.RawMessage, env, release string) json.RawMessage {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(ev, &m); err != nil {
		t.Fatal(err)
	}
	for _, tag := range m["tags"].([]any) {
		kv := tag.(map[string]any)
		switch kv["key"] {
		case "environment":
			kv["value"] = env
		case "release":
			kv["value"] = release
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// issue101 returns the demo's issue 101.
func issue101(d *standin.Dataset) *standin.Issue {
	for _, is := range d.Issues {
		if is.ID == 101 {
			return is
		}
	}
	panic("no issue 101")
}

// callErr runs a tool that must fail and returns its error.
func (r *rig) callErr(t testing.TB, name string, args map[string]any) error {
	t.Helper()
	var req mcp.CallToolRequest
	req.Params.Name, req.Params.Arguments = name, args
	res, err := r.tools[name].Handler(context.Background(), req)
	if err == nil {
		b, _ := json.Marshal(res)
		t.Fatalf("%s %v: no error: %s", name, args, b)
	}
	return err
}

// TestEveryEnvironmentAndReleaseWithCounts: an issue seen in production
// and staging shows both, with their event counts, not one unlabelled.
func TestEveryEnvironmentAndReleaseWithCounts(t *testing.T) {
	d := standin.Demo()
	is := issue101(d)
	is.DerivedFacets = true
	for i, env := range []string{"production", "staging", "staging"} {
		is.Events[i] = retag(t, is.Events[i], env, []string{"shop@2.3.1", "shop@2.3.2", "shop@2.3.1"}[i])
	}
	r := newRig(t, d)
	var out struct {
		Issue        map[string]any `json:"issue"`
		Environments []struct {
			Value string `json:"value"`
			Count int64  `json:"count"`
		} `json:"environments"`
		Releases []struct {
			Value string `json:"value"`
			Count int64  `json:"count"`
		} `json:"releases"`
	}
	text := r.call(t, "glitchtip_get_issue", map[string]any{"issue_id": "101"}, &out)
	for _, want := range []string{"environments (events): production 50, staging 2", "releases (events): shop@2.3.1 51, shop@2.3.2 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "env staging") || strings.Contains(text, "env production") || out.Issue["environment"] != nil {
		t.Errorf("one environment shown as if it were the only one:\n%s", text)
	}
	if len(out.Environments) != 2 || out.Environments[1].Value != "staging" || out.Environments[1].Count != 2 || len(out.Releases) != 2 {
		t.Errorf("structured: %+v %+v", out.Environments, out.Releases)
	}
}

// TestLastReleaseAfterRollback: the release created last is not the last
// release of an issue: after a rollback, the latest event names an older
// one, and that is the answer.
func TestLastReleaseAfterRollback(t *testing.T) {
	d := standin.Demo()
	is := issue101(d)
	// shop@2.3.2 (created after shop@2.3.1) was rolled back: the newest
	// event is on shop@2.3.1 again
	for i, rel := range []string{"shop@2.3.1", "shop@2.3.2", "shop@2.3.2"} {
		is.Events[i] = retag(t, is.Events[i], "production", rel)
	}
	is.DerivedFacets = true
	r := newRig(t, d)
	var out struct {
		Issue struct {
			LastRelease  string `json:"last_release"`
			FirstRelease string `json:"first_release"`
			Source       string `json:"source"`
		} `json:"issue"`
	}
	text := r.call(t, "glitchtip_list_releases", map[string]any{"project": "backend", "issue_id": "101"}, &out)
	if out.Issue.LastRelease != "shop@2.3.1" || out.Issue.Source != "latest_event" || !strings.Contains(text, "last in shop@2.3.1") {
		t.Fatalf("last release %+v:\n%s", out.Issue, text)
	}
	if out.Issue.FirstRelease == "shop@2.3.2" {
		t.Fatalf("first release from creation order: %+v", out.Issue)
	}
}

// TestUnknownProjectIsNotFound: the releases and environments routes answer
// an unknown project with 200 []; the tools say not found, as the issue
// tools do, instead of "0 … (complete)".
func TestUnknownProjectIsNotFound(t *testing.T) {
	r := newRig(t, standin.Demo())
	for _, tool := range []string{"glitchtip_list_releases", "glitchtip_list_environments", "glitchtip_list_unresolved"} {
		err := r.callErr(t, tool, map[string]any{"project": "no-such-project"})
		if gterr.KindOf(err) != gterr.KindNotFound {
			t.Errorf("%s: %v", tool, err)
		}
	}
	// a project without environments is still an answer
	d := standin.Demo()
	d.Environments["worker"] = nil
	r = newRig(t, d)
	if text := r.call(t, "glitchtip_list_environments", map[string]any{"project": "worker"}, nil); !strings.HasPrefix(text, "0 environments of project worker") {
		t.Fatalf("empty project: %s", text)
	}
}

// TestTrendFillsQuietBuckets: GlitchTip answers only the buckets with
// events; the trend shows every hour (24h) or day (14d), quiet ones as 0.
func TestTrendFillsQuietBuckets(t *testing.T) {
	r := newRig(t, standin.Demo())
	for _, tc := range []struct {
		period string
		n      int
		step   time.Duration
	}{{"24h", 24, time.Hour}, {"14d", 14, 24 * time.Hour}} {
		var out struct {
			Points []struct {
				Time  string `json:"time"`
				Count int64  `json:"count"`
			} `json:"points"`
			Total int64 `json:"total"`
		}
		// issue 108: one event, 30 minutes ago
		text := r.call(t, "glitchtip_issue_trend", map[string]any{"issue_id": "108", "period": tc.period}, &out)
		if len(out.Points) != tc.n || out.Total != 1 {
			t.Fatalf("%s: %d points, total %d:\n%s", tc.period, len(out.Points), out.Total, text)
		}
		first, _ := time.Parse(time.RFC3339, out.Points[0].Time)
		last, _ := time.Parse(time.RFC3339, out.Points[tc.n-1].Time)
		if last.Sub(first) != time.Duration(tc.n-1)*tc.step || time.Since(last) > tc.step+time.Minute {
			t.Fatalf("%s: from %s to %s", tc.period, first, last)
		}
		var sum, nonzero int64
		for _, p := range out.Points {
			sum += p.Count
			if p.Count > 0 {
				nonzero++
			}
		}
		if sum != 1 || nonzero != 1 || !strings.Contains(text, "1 in all") {
			t.Fatalf("%s: sum %d over %d buckets:\n%s", tc.period, sum, nonzero, text)
		}
	}
}

// TestExceptionChainRootCause: a chained exception shows the whole chain,
// the root cause first and marked, each with its top in-app frame; a
// single exception is not repeated as a chain.
func TestExceptionChainRootCause(t *testing.T) {
	r := newRig(t, standin.Demo())
	var out struct {
		Events []struct {
			Exception struct{ Type string } `json:"exception"`
			Chain     []struct {
				Type      string `json:"type"`
				Value     string `json:"value"`
				Frame     string `json:"frame"`
				RootCause bool   `json:"root_cause"`
			} `json:"chain"`
		} `json:"events"`
	}
	text := r.call(t, "glitchtip_recent_events", map[string]any{"issue_id": "101", "limit": float64(1)}, &out)
	if len(out.Events) != 1 || len(out.Events[0].Chain) != 2 {
		t.Fatalf("chain: %+v\n%s", out.Events, text)
	}
	chain := out.Events[0].Chain
	if out.Events[0].Exception.Type != "ValueError" || chain[0].Type != "ValueError" || chain[0].RootCause ||
		chain[1].Type != "KeyError" || !chain[1].RootCause || chain[1].Frame != "shop/accounts.py:lookup_user:19" || chain[0].Frame != "shop/views.py:login:41" {
		t.Fatalf("chain: %+v", chain)
	}
	root := strings.Index(text, "root cause: KeyError: 'user_id' (at shop/accounts.py:lookup_user:19)")
	outer := strings.Index(text, "raised as: ValueError:")
	if root < 0 || outer < root {
		t.Fatalf("root cause not first:\n%s", text)
	}
	if !strings.Contains(text, "1 recent event of issue 101") {
		t.Errorf("plural: %s", firstLine(text))
	}
	// a single exception: one line, no chain
	raw := r.call(t, "glitchtip_read_raw_event", map[string]any{"issue_id": "102"}, nil)
	if strings.Contains(raw, "chained:") || strings.Contains(raw, "root cause") || strings.Count(raw, "OperationalError:") != 1 {
		t.Fatalf("single exception repeated:\n%s", raw)
	}
	if raw = r.call(t, "glitchtip_read_raw_event", map[string]any{"issue_id": "101"}, nil); strings.Count(raw, "KeyError: 'user_id'") != 1 {
		t.Fatalf("chain in the raw event:\n%s", raw)
	}
}

// TestSingularCounts: one of a thing is not "1 things".
func TestSingularCounts(t *testing.T) {
	d := standin.Demo()
	d.Projects = d.Projects[2:] // worker only
	d.Environments["worker"] = []string{"production"}
	r := newRig(t, d)
	for _, tc := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"glitchtip_list_projects", nil, "1 project in demo"},
		{"glitchtip_list_unresolved", map[string]any{"project": "worker", "limit": float64(1)}, "1 unresolved issue in project worker"},
		{"glitchtip_search", map[string]any{"project": "worker", "query": "is:unresolved", "limit": float64(1)}, "1 matching issue in project worker"},
		{"glitchtip_recent_events", map[string]any{"issue_id": "108", "limit": float64(1)}, "1 recent event of issue 108"},
		{"glitchtip_list_environments", map[string]any{"project": "worker"}, "1 environment of project worker"},
		{"glitchtip_tag_distribution", map[string]any{"issue_id": "108", "keys": []any{"os.name"}}, "(1 event, 1 distinct value)"},
	} {
		if text := r.call(t, tc.tool, tc.args, nil); !strings.Contains(text, tc.want) {
			t.Errorf("%s: want %q in\n%s", tc.tool, tc.want, text)
		}
	}
}

// TestCustomTagKeys: the operator's own tag keys (GLITCHTIP_TAG_KEYS) are
// shown on events and in the tag distribution, redacted; user.* never,
// even when named.
func TestCustomTagKeys(t *testing.T) {
	d := standin.Demo()
	issue101(d).DerivedFacets = true
	r := newRig(t, d)
	r.deps.TagKeys = []string{"tenant", "feature_flag", "user.email"}
	r = rigWith(t, r)
	text := r.call(t, "glitchtip_recent_events", map[string]any{"issue_id": "101", "limit": float64(1)}, nil)
	if !strings.Contains(text, "tags: tenant=acme-logistics [email]; feature_flag=new-checkout") || strings.Contains(text, "olivia") {
		t.Fatalf("custom tags:\n%s", text)
	}
	text = r.call(t, "glitchtip_tag_distribution", map[string]any{"issue_id": "101", "keys": []any{"tenant"}}, nil)
	if !strings.Contains(text, "- tenant (52 events, 1 distinct value)") || strings.Contains(text, "olivia") {
		t.Fatalf("tenant distribution:\n%s", text)
	}
	if err := r.callErr(t, "glitchtip_tag_distribution", map[string]any{"issue_id": "101", "keys": []any{"user.email"}}); gterr.KindOf(err) != gterr.KindInput {
		t.Fatalf("user.email allowed: %v", err)
	}
	// without the setting, custom tags stay unseen
	r = newRig(t, d)
	if text := r.call(t, "glitchtip_recent_events", map[string]any{"issue_id": "101", "limit": float64(1)}, nil); strings.Contains(text, "tenant") {
		t.Fatalf("custom tag shown unasked:\n%s", text)
	}
}

// rigWith rebuilds r's tools after its Deps changed.
func rigWith(t testing.TB, r *rig) *rig {
	t.Helper()
	r.tools = map[string]tools.Tool{}
	for _, tl := range tools.All(r.deps) {
		r.tools[tl.Def.Name] = tl
	}
	return r
}

// TestDemoTellsOneStory: every figure the demo shows of an issue comes
// from its stored events: the event count, the trend's totals, the events
// listed and the digest's counts agree, and each says what it covers.
func TestDemoTellsOneStory(t *testing.T) {
	d := standin.Demo()
	r := newRig(t, d)
	var dg struct {
		Projects []struct {
			Issues []struct {
				IssueID    string `json:"issue_id"`
				EventCount int64  `json:"event_count"`
				Events24h  *int64 `json:"events_24h"`
			} `json:"issues"`
		} `json:"projects"`
	}
	digestText := r.call(t, "glitchtip_unresolved_digest", map[string]any{"window": "24h"}, &dg)
	in24h := map[string]*int64{}
	for _, p := range dg.Projects {
		for _, is := range p.Issues {
			in24h[is.IssueID] = is.Events24h
		}
	}
	checked := 0
	for _, is := range d.Issues {
		if is.Status != "unresolved" || is.PendingDeletion {
			continue
		}
		id := itoa(is.ID)
		var issue struct {
			Issue struct {
				EventCount int64 `json:"event_count"`
			} `json:"issue"`
		}
		r.call(t, "glitchtip_get_issue", map[string]any{"issue_id": id}, &issue)
		var day, fortnight struct {
			Total int64 `json:"total"`
		}
		r.call(t, "glitchtip_issue_trend", map[string]any{"issue_id": id, "period": "24h"}, &day)
		r.call(t, "glitchtip_issue_trend", map[string]any{"issue_id": id, "period": "14d"}, &fortnight)
		var evs struct {
			Count int `json:"count"`
		}
		r.call(t, "glitchtip_recent_events", map[string]any{"issue_id": id, "limit": float64(10)}, &evs)
		if issue.Issue.EventCount != int64(len(is.Events)) || evs.Count != min(10, len(is.Events)) {
			t.Errorf("issue %s: %d events counted, %d listed, %d stored", id, issue.Issue.EventCount, evs.Count, len(is.Events))
		}
		if time.Since(is.FirstSeen) < 13*24*time.Hour && fortnight.Total != issue.Issue.EventCount {
			t.Errorf("issue %s: %d events in all, the 14-day trend %d", id, issue.Issue.EventCount, fortnight.Total)
		}
		if day.Total > fortnight.Total || day.Total > issue.Issue.EventCount {
			t.Errorf("issue %s: 24h %d, 14d %d, all %d", id, day.Total, fortnight.Total, issue.Issue.EventCount)
		}
		if got := in24h[id]; time.Since(is.LastSeen) < 24*time.Hour && (got == nil || *got != day.Total) {
			t.Errorf("issue %s: the digest's 24h count %v, the trend's %d", id, got, day.Total)
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("only %d issues checked", checked)
	}
	if !strings.Contains(digestText, " events in all, ") || !strings.Contains(digestText, " in the last 24h") {
		t.Fatalf("the digest does not say what its counts cover:\n%s", digestText)
	}
}
