package hostile

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"syscall"
	"time"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

// Key is the API key the harness's server accepts.
const Key = "hostile-key-0123456789abcdef"

// Harness is the product's MCP server (its HTTP handler, in this process)
// on a stand-in serving Dataset.
type Harness struct {
	// Handler is the product's HTTP handler.
	Handler http.Handler
	// Fake is the stand-in.
	Fake *standin.Server
	// Audit is the audit log written so far.
	Audit *Log
	gt    *httptest.Server
}

// Log is a concurrency-safe buffer for the audit log.
type Log struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *Log) Write(p []byte) (int, error) { l.mu.Lock(); defer l.mu.Unlock(); return l.b.Write(p) }

// String returns what was written.
func (l *Log) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

// Start serves d (Dataset() when nil) and builds the product on it with the
// raw-event profile, so that every tool is registered. Close ends it.
func Start(d *standin.Dataset) (*Harness, error) {
	return StartClock(d, nil)
}

// StartClock is Start with the clock of each call's redaction budget (nil:
// time.Now); workclock.New makes which values are withheld independent of
// the machine's speed.
func StartClock(d *standin.Dataset, budgetClock func() time.Time) (*Harness, error) {
	if d == nil {
		d = Dataset()
	}
	fake := &standin.Server{Data: d}
	gt := httptest.NewServer(fake)
	vars := map[string]string{
		// a host name, not an IP: permalinks must not trip the IP detector
		"GLITCHTIP_URL": strings.Replace(gt.URL, "127.0.0.1", "localhost", 1), "GLITCHTIP_ORG": d.Org,
		"GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": d.Token,
		// the stand-in builds 250 KB events on a machine that may be busy
		// (a CI runner with every package's tests beside it): the longest
		// bound an operator may set, as the call's cap is a hang guard,
		// not a speed target
		"GLITCHTIP_TIMEOUT":        "25s",
		"MCP_PROFILE":              "glitchtip-readonly-raw",
		"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": `[{"name":"hostile","key":"` + Key + `"}]`,
	}
	getenv := func(k string) string { return vars[k] }
	log := &Log{}
	a, err := app.Build(context.Background(), getenv, app.Options{Resolver: &secret.Resolver{Getenv: getenv}, AuditLog: log, BudgetClock: budgetClock})
	if err != nil {
		gt.Close()
		return nil, err
	}
	return &Harness{Handler: a.Handler, Fake: fake, Audit: log, gt: gt}, nil
}

// Close stops the stand-in.
func (h *Harness) Close() { h.gt.Close() }

// Call is one tool call.
type Call struct {
	// Name says what the call reads, for the report.
	Name string
	Tool string
	Args map[string]any
	// Withholds says the answer must withhold a value (or report that it
	// did) rather than show it: the value is over the redactor's cap.
	Withholds bool
	// Want are texts the answer must hold (ordinary issues listed beside
	// a withheld one).
	Want []string
}

// Calls are the calls of the report: every tool, each on the most hostile
// data it reads.
func Calls() []Call {
	crafted := func(i int) string { return fmt.Sprint(FirstCrafted + i) }
	var calls []Call
	for i, f := range Fillers {
		calls = append(calls, Call{Name: "250 KB " + f.Name, Tool: "glitchtip_get_issue", Args: map[string]any{"issue_id": crafted(i)}})
	}
	// each filler's event: its message, title and exception value are the
	// 250 KB value (the issue's title is cut at 100 characters)
	for i, f := range Fillers[1:] {
		calls = append(calls, Call{Name: "250 KB " + f.Name + " event", Tool: "glitchtip_get_event", Args: map[string]any{"event_id": EventID(FirstCrafted+i+1, 0)}})
	}
	var normals []string
	for i := 0; i < NormalIssues; i++ {
		normals = append(normals, fmt.Sprintf("cart step %d", i))
	}
	calls = append(calls,
		Call{Name: "250 KB _ga=ä event", Tool: "glitchtip_get_event", Args: map[string]any{"event_id": EventID(FirstCrafted, 0)}},
		Call{Name: "250 KB _ga=ä latest event", Tool: "glitchtip_recent_events", Args: map[string]any{"issue_id": crafted(0), "limit": 1}},
		Call{Name: "ten 100 KB events", Tool: "glitchtip_recent_events", Args: map[string]any{"issue_id": fmt.Sprint(TenEvents), "limit": 10}},
		Call{Name: "chain of 100 exceptions", Tool: "glitchtip_recent_events", Args: map[string]any{"issue_id": fmt.Sprint(Chain), "limit": 1}},
		Call{Name: "ten 100 KB events raw", Tool: "glitchtip_read_raw_event", Args: map[string]any{"issue_id": fmt.Sprint(TenEvents)}},
		Call{Name: "250 KB _ga=ä raw", Tool: "glitchtip_read_raw_event", Args: map[string]any{"issue_id": crafted(0)}},
		Call{Name: "8 crafted 250 KB titles", Tool: "glitchtip_list_unresolved", Args: map[string]any{"project": CraftedProject, "limit": 25}},
		Call{Name: "twelve 250 KB titles", Tool: "glitchtip_list_unresolved", Args: map[string]any{"project": BulkProject, "limit": 100}},
		// GlitchTip (and the stand-in) cut issue titles at about 100
		// characters (reference §13): an over-cap title never reaches a
		// list; the over-cap value is the event's message, withheld below
		Call{Name: "one title over the cap", Tool: "glitchtip_list_unresolved", Args: map[string]any{"project": MixedProject, "limit": 25}, Want: normals},
		Call{Name: "search crafted", Tool: "glitchtip_search", Args: map[string]any{"project": CraftedProject, "query": "is:unresolved", "limit": 25}},
		Call{Name: "search over the cap", Tool: "glitchtip_search", Args: map[string]any{"project": MixedProject, "query": "is:unresolved", "limit": 25}, Want: normals},
		Call{Name: "digest of both projects", Tool: "glitchtip_unresolved_digest", Args: map[string]any{"window": "24h", "projects": []any{CraftedProject, MixedProject}}},
		Call{Name: "trend 250 KB title", Tool: "glitchtip_issue_trend", Args: map[string]any{"issue_id": crafted(0)}},
		Call{Name: "tags 250 KB title", Tool: "glitchtip_tag_distribution", Args: map[string]any{"issue_id": crafted(0)}},
		Call{Name: "over-cap issue", Tool: "glitchtip_get_issue", Args: map[string]any{"issue_id": fmt.Sprint(OverCap)}},
		Call{Name: "over-cap event message", Tool: "glitchtip_recent_events", Args: map[string]any{"issue_id": fmt.Sprint(OverCap)}, Withholds: true},
		Call{Name: "releases", Tool: "glitchtip_list_releases", Args: map[string]any{"project": CraftedProject}},
		Call{Name: "environments", Tool: "glitchtip_list_environments", Args: map[string]any{"project": CraftedProject}},
		Call{Name: "monitors", Tool: "glitchtip_uptime_monitors", Args: map[string]any{}},
		Call{Name: "projects", Tool: "glitchtip_list_projects", Args: map[string]any{}},
		Call{Name: "whoami", Tool: "glitchtip_whoami", Args: map[string]any{}},
	)
	return calls
}

// Result is what one call gave.
type Result struct {
	Call Call
	// Answered is true when the handler wrote an answer before the cap.
	Answered bool
	// Wall is the time to the answer, or the cap.
	Wall time.Duration
	// Returned is the time until the handler returned, which is later than
	// Wall when it went on working after its context ended; zero when it
	// had not returned by the end of the drain wait.
	Returned time.Duration
	// CPU is the process's user+system CPU from the call's start to its
	// return (or the end of the drain wait).
	CPU time.Duration
	// Status is the HTTP status; IsError the tool result's isError.
	Status  int
	IsError bool
	// Text is the tool result's text (or the JSON-RPC error message).
	Text string
	// Withheld counts "withheld" in the answer.
	Withheld int
	// Leaks are planted values or detector matches found in the answer.
	Leaks []string
	// Missing are Call.Want texts the answer lacks.
	Missing []string
	// Bytes is the size of the answer.
	Bytes int
}

// Request builds the POST of one tools/call.
func Request(ctx context.Context, tool string, args map[string]any) *http.Request {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": tool, "arguments": args}})
	r := httptest.NewRequestWithContext(ctx, "POST", "/mcp", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept", "application/json, text/event-stream")
	r.Header.Set("Authorization", "Bearer "+Key)
	return r
}

// ProcessCPU is the user+system CPU this process has used.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Do runs c with its request context ending after limit; after that it
// waits up to drain more for the handler to return, so that work one call
// abandoned is not counted against the next.
func (h *Harness) Do(c Call, limit, drain time.Duration) Result {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	rec := &answer{header: http.Header{}, done: make(chan struct{})}
	returned := make(chan struct{})
	cpu0, start := ProcessCPU(), time.Now()
	go func() {
		defer close(returned)
		h.Handler.ServeHTTP(rec, Request(ctx, c.Tool, c.Args))
		rec.finish()
	}()
	res := Result{Call: c}
	select {
	case <-rec.done:
		res.Answered, res.Wall = true, time.Since(start)
	case <-ctx.Done():
		res.Wall = time.Since(start)
		// an answer written just as the context ended still counts
		select {
		case <-rec.done:
			res.Answered = true
		case <-time.After(100 * time.Millisecond):
		}
	}
	select {
	case <-returned:
		res.Returned = time.Since(start)
	case <-time.After(drain + max(0, limit-time.Since(start))):
	}
	res.CPU = ProcessCPU() - cpu0
	if !res.Answered {
		return res
	}
	res.Status = rec.status
	out := rec.body.String()
	res.Bytes = len(out)
	res.Text, res.IsError = resultText(out)
	res.Withheld = strings.Count(out, "withheld")
	res.Leaks = Leaks(out)
	for _, w := range c.Want {
		if !strings.Contains(out, w) {
			res.Missing = append(res.Missing, w)
		}
	}
	return res
}

// Leaks returns the planted values (Planted, leakcheck.DemoValues) and
// detector matches (emails, IPv4s, JWTs) found in out.
func Leaks(out string) []string { return leakcheck.Planted(out, Planted...) }

// answer records the handler's answer and tells when it is complete.
type answer struct {
	mu     sync.Mutex
	header http.Header
	status int
	body   bytes.Buffer
	done   chan struct{}
	once   sync.Once
}

func (a *answer) Header() http.Header { return a.header }
func (a *answer) WriteHeader(code int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.status == 0 {
		a.status = code
	}
}
func (a *answer) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.status == 0 {
		a.status = 200
	}
	return a.body.Write(p)
}
func (a *answer) finish() { a.once.Do(func() { close(a.done) }) }

// resultText returns the text of a tools/call answer (or its JSON-RPC
// error message) and its isError.
func resultText(body string) (string, bool) {
	var msg struct {
		Result struct {
			IsError bool `json:"isError"`
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
		Error *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal([]byte(body), &msg) != nil {
		return "", true
	}
	if msg.Error != nil {
		return msg.Error.Message, true
	}
	var parts []string
	for _, c := range msg.Result.Content {
		parts = append(parts, c.Text)
	}
	return strings.Join(parts, "\n"), msg.Result.IsError
}

// Problems lists what is wrong with r as a correctness matter (no timing):
// no answer, a protocol or tool error (one value that cannot be redacted
// must not fail the whole answer), a planted value shown, an ordinary
// issue hidden, or an over-cap value neither withheld nor reported.
func (r Result) Problems() []string {
	var p []string
	if !r.Answered {
		return []string{"no answer"}
	}
	if r.Status != http.StatusOK {
		p = append(p, fmt.Sprintf("HTTP %d", r.Status))
	}
	if len(r.Leaks) > 0 {
		p = append(p, fmt.Sprintf("planted values shown: %q", r.Leaks))
	}
	if len(r.Missing) > 0 {
		p = append(p, fmt.Sprintf("%d ordinary results missing, first %q", len(r.Missing), r.Missing[0]))
	}
	if r.Call.Withholds && r.Withheld == 0 {
		p = append(p, "an over-cap value was neither withheld nor reported")
	}
	// a value that cannot be redacted is withheld on its own (per field):
	// the answer around it still comes back
	if r.IsError {
		p = append(p, "the whole answer failed: "+r.Text)
	}
	return p
}

// Report writes a header and one line per result: wall time, handler
// return time, CPU, outcome and problems.
func Report(w io.Writer, results []Result) {
	Header(w)
	for _, r := range results {
		Line(w, r)
	}
}

// Header writes the column names of Line.
func Header(w io.Writer) {
	fmt.Fprintf(w, "%-28s %-28s %9s %9s %9s %-12s %8s %s\n", "call", "tool", "wall", "returned", "cpu", "outcome", "bytes", "problems")
}

// Line writes one result.
func Line(w io.Writer, r Result) {
	outcome := "ok"
	switch {
	case !r.Answered:
		outcome = "NO-ANSWER"
	case r.IsError:
		outcome = "tool-error"
	}
	if r.Withheld > 0 {
		outcome += fmt.Sprintf(" w%d", r.Withheld)
	}
	ret := "running"
	if r.Returned > 0 {
		ret = r.Returned.Round(10 * time.Millisecond).String()
	}
	fmt.Fprintf(w, "%-28s %-28s %9s %9s %9s %-12s %8d %s\n", r.Call.Name, r.Call.Tool, r.Wall.Round(10*time.Millisecond),
		ret, r.CPU.Round(10*time.Millisecond), outcome, r.Bytes, strings.Join(r.Problems(), "; "))
}
