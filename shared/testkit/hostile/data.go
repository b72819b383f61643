// Package hostile is test support: a GlitchTip dataset whose event text is
// written to stall, break or slip through the redactor (titles, messages
// and exception values that repeat detectors' trigger words up to 250 KB,
// ten events of 100 KB, a chain of 100 exceptions, one title over the
// redactor's 256 KB cap among normal issues), the flood (FloodDataset: a
// thousand new issues with 60 KB of crafted text beside twenty ordinary
// ones), and a harness that drives
// every tool through the real MCP server (app.Build, its HTTP handler) on a
// stand-in serving it. It reports per call the wall time, the process CPU,
// whether an answer came back and whether it withheld what it could not
// redact or let a planted value through.
//
// The tests of this package that assert answers and cancellation carry the
// build tag "hostile"; shared/testkit/cmd/hostile prints the figures.
package hostile

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"glitchtip-mcp/shared/standin"
)

// Token is the GlitchTip API token the stand-in accepts.
const Token = "hostile-glitchtip-token-5d1e9c3a7b2f4e6d8a0c"

// Org is the dataset's organisation.
const Org = "hostile"

// Size is the size of a crafted value: under the redactor's 256 KB cap,
// so that it is redacted rather than refused outright.
const Size = 250 << 10

// Planted are values placed in the crafted text that the redactor must
// mask; none may reach an answer. They are among leakcheck.DemoValues, so
// leakcheck.Planted finds them (and its detectors find any email, IPv4 or
// JWT).
var Planted = []string{"olivia.martin@example.org", "hunter2-Passw0rd!", "abc123secret", "203.0.113.77",
	"AKIAIOSFODNN7EXAMPLE", "4242424242424242"}

// Filler is one repeated trigger text: the unit a detector starts work on,
// repeated to fill a value.
type Filler struct {
	Name string
	Unit string
}

// Fillers repeat the trigger words of the detectors that are costly on
// repetition today (ASCII and non-ASCII), and plain secrets repeated.
var Fillers = []Filler{
	{"ga-cookie", "_ga=ä"},
	{"password-got", "password got '"},
	{"sql-key", "Key (email)=("},
	{"name-list", "Martin, Olivia "},
	{"emails", "olivia.martin@example.org "},
	{"urls", "https://shop.example/api/login?token=abc123secret "},
	{"key-value", "key=value "},
	{"secrets", "password=hunter2-Passw0rd! aws AKIAIOSFODNN7EXAMPLE card 4242424242424242 "},
	// one long word of a keyword's trigger (quadratic in the keyword rule
	// until issue 32), and a trigger every five bytes
	{"keyword-word", "pinä"},
	{"keyword-ni", "ni nä"},
}

// Fill repeats unit to n bytes, with planted values at both ends so that a
// value shown without redaction is seen. The result is at most n bytes and
// never splits a character.
func Fill(unit string, n int) string {
	head := "user olivia.martin@example.org password got 'hunter2-Passw0rd!' from 203.0.113.77 key AKIAIOSFODNN7EXAMPLE "
	tail := " token=abc123secret card 4242424242424242"
	var b strings.Builder
	b.Grow(n)
	b.WriteString(head)
	for b.Len()+len(unit)+len(tail) <= n {
		b.WriteString(unit)
	}
	b.WriteString(tail)
	return b.String()
}

// Issue ids of the dataset.
const (
	// FirstCrafted is the issue of Fillers[0]; Fillers[i] is FirstCrafted+i.
	FirstCrafted = 201
	// TenEvents has ten events of 100 KB each.
	TenEvents = 301
	// Chain has one event with a chain of 100 exceptions.
	Chain = 302
	// OverCap has a title over the redactor's 256 KB cap; it is listed in
	// MixedProject with NormalIssues ordinary issues.
	OverCap = 401
	// FirstNormal is the first of the ordinary issues of MixedProject.
	FirstNormal = 402
	// NormalIssues is how many ordinary issues MixedProject has.
	NormalIssues = 9
	// FirstBulk is the first of BulkIssues issues of BulkProject, each with
	// a 250 KB title: one list page of about 6 MB, under the client's 8 MB
	// response cap (30 such issues exceed it).
	FirstBulk  = 501
	BulkIssues = 12
)

// Projects of the dataset.
const (
	CraftedProject = "crafted"
	MixedProject   = "mixed"
	BulkProject    = "bulk"
)

// EventID is the id of issue's n-th event (from 0, newest first).
func EventID(issue, n int) string { return fmt.Sprintf("%08x%024x", issue, n+1) }

// NormalTitle is the title of the ordinary issue i of MixedProject: a
// caller must find every one of them listed despite OverCap.
func NormalTitle(i int) string {
	return fmt.Sprintf("TypeError: cannot read property 'total' of undefined (cart step %d)", i)
}

// Dataset returns the hostile dataset. Building it takes a few
// milliseconds and about 20 MB.
func Dataset() *standin.Dataset {
	now := time.Now().UTC().Truncate(time.Second)
	d := &standin.Dataset{Org: Org, Token: Token, Version: "5.2.0", UserName: "Hostile Operator", Email: "operator@example.org",
		Projects: []standin.Project{
			{ID: 1, Slug: CraftedProject, Name: "Crafted", Platform: "python"},
			{ID: 2, Slug: MixedProject, Name: "Mixed", Platform: "javascript"},
			{ID: 3, Slug: BulkProject, Name: "Bulk", Platform: "python"},
		},
		Environments: map[string][]string{CraftedProject: {"production"}, MixedProject: {"production"}, BulkProject: {"production"}},
		Releases:     []standin.Release{{Project: CraftedProject, Version: "crafted@1.0.0", Created: now.Add(-48 * time.Hour), Released: now.Add(-48 * time.Hour)}},
	}
	issue := func(id int, project, title string, age time.Duration) *standin.Issue {
		last := now.Add(-age)
		return &standin.Issue{ID: id, Project: project, Title: title, Culprit: "app.handlers.checkout", Level: "error",
			Status: "unresolved", Count: 40, FirstSeen: last.Add(-72 * time.Hour), LastSeen: last,
			Environment: "production", Release: "crafted@1.0.0",
			Hashes: []string{fmt.Sprintf("%032x", id)}}
	}
	for i, f := range Fillers {
		id := FirstCrafted + i
		v := Fill(f.Unit, Size)
		is := issue(id, CraftedProject, v, time.Duration(i+1)*time.Minute)
		is.Culprit = Fill(f.Unit, 4<<10)
		is.Events = []json.RawMessage{event(id, 0, is.LastSeen, v, []exception{{"ValueError", v, 3}})}
		d.Issues = append(d.Issues, is)
	}
	// ten events of 100 KB, each a different filler
	ten := issue(TenEvents, CraftedProject, "ValueError: ten large events", 30*time.Minute)
	for n := 0; n < 10; n++ {
		v := Fill(Fillers[n%len(Fillers)].Unit, 100<<10)
		ten.Events = append(ten.Events, event(TenEvents, n, ten.LastSeen.Add(-time.Duration(n)*time.Minute), v, []exception{{"ValueError", v, 2}}))
	}
	d.Issues = append(d.Issues, ten)
	// a chain of 100 exceptions, each value 2.5 KB of triggers
	chain := issue(Chain, CraftedProject, "RuntimeError: a chain of 100 exceptions", 40*time.Minute)
	var ex []exception
	for n := 0; n < 100; n++ {
		ex = append(ex, exception{fmt.Sprintf("ChainedError%d", n), Fill(Fillers[n%len(Fillers)].Unit, 2500), 5})
	}
	chain.Events = []json.RawMessage{event(Chain, 0, chain.LastSeen, "RuntimeError: a chain of 100 exceptions", ex)}
	d.Issues = append(d.Issues, chain)
	// one title over the cap among ordinary issues
	over := issue(OverCap, MixedProject, Fill(Fillers[0].Unit, 300<<10), 5*time.Minute)
	over.Events = []json.RawMessage{event(OverCap, 0, over.LastSeen, over.Title, []exception{{"ValueError", "short", 1}})}
	d.Issues = append(d.Issues, over)
	for i := 0; i < NormalIssues; i++ {
		id := FirstNormal + i
		is := issue(id, MixedProject, NormalTitle(i), time.Duration(10+i)*time.Minute)
		is.Events = []json.RawMessage{event(id, 0, is.LastSeen, is.Title, []exception{{"TypeError", "cannot read property 'total' of undefined", 2}})}
		d.Issues = append(d.Issues, is)
	}
	for i := 0; i < BulkIssues; i++ {
		id := FirstBulk + i
		is := issue(id, BulkProject, Fill(Fillers[i%len(Fillers)].Unit, Size), time.Duration(i+1)*time.Minute)
		is.Events = []json.RawMessage{event(id, 0, is.LastSeen, "ValueError: bulk", []exception{{"ValueError", "bulk", 1}})}
		d.Issues = append(d.Issues, is)
	}
	return d
}

type exception struct {
	typ, value string
	frames     int
}

// event is an event-detail body in GlitchTip 5.x's camelCase shape, with
// message as message and title, and the exceptions as one chain.
func event(issue, n int, at time.Time, message string, chain []exception) json.RawMessage {
	var values []any
	for _, e := range chain {
		var frames []any
		for f := 0; f < e.frames; f++ {
			frames = append(frames, map[string]any{"filename": fmt.Sprintf("app/module%d.py", f), "function": fmt.Sprintf("step%d", f),
				"lineNo": 10 + f, "inApp": true, "absPath": fmt.Sprintf("/srv/app/module%d.py", f)})
		}
		values = append(values, map[string]any{"type": e.typ, "value": e.value, "stacktrace": map[string]any{"frames": frames}})
	}
	id := EventID(issue, n)
	ev := map[string]any{
		"id": id, "eventID": id, "projectID": 1, "groupID": fmt.Sprint(issue),
		"dateCreated": at.Format(time.RFC3339Nano), "dateReceived": at.Add(time.Second).Format(time.RFC3339Nano),
		"platform": "python", "title": message, "culprit": "app.handlers.checkout", "type": "error", "message": message,
		"metadata": map[string]any{"type": chain[0].typ, "value": chain[0].value},
		"tags": []any{
			map[string]any{"key": "environment", "value": "production"}, map[string]any{"key": "release", "value": "crafted@1.0.0"},
		},
		"entries": []any{
			map[string]any{"type": "exception", "data": map[string]any{"values": values}},
			map[string]any{"type": "message", "data": map[string]any{"formatted": message}},
		},
		"sdk": map[string]any{"name": "sentry.python", "version": "2.0.0"},
	}
	b, _ := json.Marshal(ev)
	return b
}
