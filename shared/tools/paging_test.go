package tools_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/tools"
)

// rig serves d through the stand-in and returns the tools over it.
type rig struct {
	fake  *standin.Server
	deps  *tools.Deps
	tools map[string]tools.Tool
}

func newRig(t testing.TB, d *standin.Dataset) *rig {
	t.Helper()
	fake := &standin.Server{Data: d}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	c, err := glitchtip.New(glitchtip.Config{BaseURL: srv.URL, Org: d.Org, Token: d.Token})
	if err != nil {
		t.Fatal(err)
	}
	deps := &tools.Deps{Client: c, Projector: &projection.Projector{Redactor: redact.New(d.Token), BaseURL: c.BaseURL(), Org: d.Org},
		Profile: tools.Profiles[tools.DefaultProfile]}
	r := &rig{fake: fake, deps: deps, tools: map[string]tools.Tool{}}
	for _, tl := range tools.All(deps) {
		r.tools[tl.Def.Name] = tl
	}
	return r
}

// call runs a tool and decodes its structured result into out; it
// returns the text.
func (r *rig) call(t testing.TB, name string, args map[string]any, out any) string {
	t.Helper()
	var req mcp.CallToolRequest
	req.Params.Name, req.Params.Arguments = name, args
	res, err := r.tools[name].Handler(context.Background(), req)
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	if res.IsError {
		t.Fatalf("%s %v: error result", name, args)
	}
	if out != nil {
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatal(err)
		}
	}
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	return text.String()
}

type listing struct {
	Issues []struct {
		IssueID string `json:"issue_id"`
	} `json:"issues"`
	Count      int    `json:"count"`
	Truncated  bool   `json:"truncated"`
	NextCursor string `json:"next_cursor"`
	Total      *int   `json:"total"`
	Note       string `json:"note"`
}

// TestPagingPastTheSizeBudget: on a project whose issues fill a page past
// the size budget, following next_cursor at every limit from 1 to 100
// lists each unresolved issue exactly once, through both listing tools,
// and every answer says how many there are in all.
func TestPagingPastTheSizeBudget(t *testing.T) {
	const n = 260
	r := newRig(t, standin.AtScale(n))
	want := map[string]bool{}
	for _, is := range r.fake.Data.Issues {
		if is.Project == "route-planner" && is.Status == "unresolved" {
			want[itoa(is.ID)] = true
		}
	}
	if len(want) != n {
		t.Fatalf("dataset has %d unresolved issues", len(want))
	}
	shed := false
	for _, tool := range []struct {
		name string
		args map[string]any
	}{
		{"glitchtip_list_unresolved", map[string]any{"project": "route-planner"}},
		{"glitchtip_search", map[string]any{"project": "route-planner", "query": "is:unresolved"}},
	} {
		for limit := 1; limit <= 100; limit++ {
			seen := map[string]int{}
			cursor := ""
			for calls := 0; ; calls++ {
				if calls > n+1 {
					t.Fatalf("%s limit %d: no end after %d calls", tool.name, limit, calls)
				}
				args := map[string]any{"limit": float64(limit)}
				for k, v := range tool.args {
					args[k] = v
				}
				if cursor != "" {
					args["cursor"] = cursor
				}
				var got listing
				text := r.call(t, tool.name, args, &got)
				if got.Truncated && got.NextCursor == "" {
					t.Fatalf("%s limit %d: truncated with no cursor (%s)", tool.name, limit, got.Note)
				}
				if got.Total == nil || *got.Total != n || !strings.Contains(text, "(260 in all)") {
					t.Fatalf("%s limit %d: total %v, text %q", tool.name, limit, got.Total, firstLine(text))
				}
				if got.Count == 0 {
					t.Fatalf("%s limit %d: an empty page", tool.name, limit)
				}
				shed = shed || strings.Contains(got.Note, "size budget")
				for _, is := range got.Issues {
					seen[is.IssueID]++
				}
				if !got.Truncated {
					break
				}
				if got.NextCursor == "" {
					t.Fatalf("%s limit %d: truncated with no cursor (%s)", tool.name, limit, got.Note)
				}
				cursor = got.NextCursor
			}
			if len(seen) != n {
				t.Fatalf("%s limit %d: %d distinct issues listed, want %d", tool.name, limit, len(seen), n)
			}
			for id, k := range seen {
				if k != 1 || !want[id] {
					t.Fatalf("%s limit %d: issue %s listed %d times (unresolved %v)", tool.name, limit, id, k, want[id])
				}
			}
		}
	}
	if !shed {
		t.Fatal("no page was shed to fit the budget: the dataset does not test what it should")
	}
}

func firstLine(s string) string { return strings.SplitN(s, "\n", 2)[0] }

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestDigestCountsEveryIssueAtScale: the digest counts every active issue
// of the 260-issue project, past GlitchTip's page of 100.
func TestDigestCountsEveryIssueAtScale(t *testing.T) {
	r := newRig(t, standin.AtScale(260))
	var out struct {
		Totals struct {
			ActiveIssues int `json:"active_issues"`
		} `json:"totals"`
		Projects []struct {
			ActiveIssues int  `json:"active_issues"`
			Truncated    bool `json:"truncated"`
		} `json:"projects"`
	}
	text := r.call(t, "glitchtip_unresolved_digest", map[string]any{"projects": []any{"route-planner"}, "window": "24h"}, &out)
	if out.Totals.ActiveIssues != 260 || len(out.Projects) != 1 || out.Projects[0].Truncated || !strings.Contains(text, "260 active unresolved issues") {
		t.Fatalf("digest: %+v\n%s", out, firstLine(strings.SplitN(text, "\n", 3)[2]))
	}
}
