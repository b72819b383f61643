// Package audit writes one structured JSON line per request to a writer
// (stderr, so CloudWatch on Lambda): who called, which tool with which safe
// argument values, what came back, what GlitchTip answered and how long it
// took. It never writes a credential, an event's text, a free-text argument
// or an unknown tool or method name: those appear as a length and a keyed
// hash.
package audit

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"io"
	mrand "math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"glitchtip-mcp/shared/ident"
	"glitchtip-mcp/shared/redact"
)

// Record is one audit line (its keys are in attrs).
type Record struct {
	RequestID  string
	Path       string
	Caller     string
	AuthMethod string
	Auth       string
	AuthReason string
	// Projects is the project boundary that applied to the caller (slugs
	// only); absent when the caller may read every project.
	Projects       []string
	Status         int
	RPCMethod      string
	Tool           string
	Args           map[string]string
	ResultCount    *int
	Truncated      *bool
	ToolError      bool
	UpstreamCalls  int
	UpstreamStatus int
	ErrorKind      string
	ErrorDetail    string
	DurationMS     float64

	mu    sync.Mutex
	start time.Time
	// upstreamMS are the GlitchTip requests' latencies, and redactions the
	// values masked per family: metrics only (emf.go).
	upstreamMS []float64
	redactions map[string]int
	// upstreamBuf holds the first latencies (a call makes a few GETs), so
	// noting them allocates nothing.
	upstreamBuf [4]float64
}

// Logger writes each request's record as one JSON line to a writer: the
// line slog.NewJSONHandler writes for a message "audit" with the record's
// fields as attributes (time, level, msg, then the fields), built by hand
// (line.go). The zero value discards them.
type Logger struct {
	r *redact.Redactor
	// ns is the metrics' CloudWatch namespace, "" for none (EmitMetrics).
	ns string
	// w receives the lines, one Write each, under mu.
	w  io.Writer
	mu sync.Mutex
}

// New returns a Logger writing "audit" lines to w (nil discards them),
// redacting free-text argument values with r.
func New(w io.Writer, r *redact.Redactor) *Logger { return &Logger{w: w, r: r} }

type recordKey struct{}

// Begin starts a record and returns ctx carrying it: the one record of a
// request, which the tools (errors, results), the GlitchTip client (each
// answer's status) and the HTTP edge (caller, status) write to.
func Begin(ctx context.Context, requestID, path string) (context.Context, *Record) {
	rec := &Record{RequestID: requestID, Path: path, start: time.Now(), Auth: "none"}
	rec.upstreamMS = rec.upstreamBuf[:0]
	return context.WithValue(ctx, recordKey{}, rec), rec
}

// From returns the record of ctx, or nil.
func From(ctx context.Context) *Record {
	r, _ := ctx.Value(recordKey{}).(*Record)
	return r
}

// ID returns the record's request id, "" for a nil record.
func (r *Record) ID() string {
	if r == nil {
		return ""
	}
	return r.RequestID
}

// Upstream notes one GlitchTip answer's status.
func (r *Record) Upstream(status int) {
	if r == nil {
		return
	}
	r.mu.Lock()
	r.UpstreamCalls++
	r.UpstreamStatus = status
	r.mu.Unlock()
}

// Result notes a tool result's size facts.
func (r *Record) Result(count int, truncated bool, isError bool) {
	if r == nil {
		return
	}
	r.mu.Lock()
	if count >= 0 {
		r.ResultCount = &count
	}
	r.Truncated = &truncated
	r.ToolError = isError
	r.mu.Unlock()
}

// Fail notes an error's kind and redacted internal detail.
func (r *Record) Fail(kind, detail string) {
	if r == nil {
		return
	}
	r.mu.Lock()
	r.ErrorKind, r.ErrorDetail = kind, detail
	r.mu.Unlock()
}

// KnownMethods are the JSON-RPC methods an MCP server answers; any other
// method name is logged only as a length and a keyed hash.
var KnownMethods = setOf(`initialize ping server/discover subscriptions/listen logging/setLevel resources/list
resources/templates/list resources/read resources/subscribe resources/unsubscribe prompts/list
prompts/get tools/list tools/call tasks/get tasks/list tasks/result tasks/cancel
completion/complete notifications/initialized notifications/cancelled notifications/progress
notifications/message notifications/roots/list_changed notifications/elicitation/complete `)

// KnownTools are the tool names of every profile; any other tool name is
// logged only as a length and a keyed hash.
var KnownTools = setOf(`glitchtip_whoami glitchtip_list_projects glitchtip_list_unresolved glitchtip_get_issue
glitchtip_recent_events glitchtip_search glitchtip_unresolved_digest glitchtip_read_raw_event
glitchtip_get_event glitchtip_issue_trend glitchtip_tag_distribution glitchtip_uptime_monitors
glitchtip_list_releases glitchtip_list_environments `)

// setOf is a set of the words of list (a space or a line between two): a
// loop at start instead of a map literal's code.
func setOf(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// hashKey makes Fingerprint a keyed hash: a log reader can tell two equal
// values apart from different ones within an instance's lifetime, but
// cannot test guesses against the log.
var hashKey = func() []byte {
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		panic("audit: no randomness for the hash key")
	}
	return k
}()

// Fingerprint describes a free-text value without its content: its length
// and a short keyed hash ("len=12 h=3fa9c2d1").
func Fingerprint(v string) string {
	m := hmac.New(sha256.New, hashKey)
	m.Write([]byte(v))
	return "len=" + strconv.Itoa(len(v)) + " h=" + hex.EncodeToString(m.Sum(nil)[:4])
}

// SetCall records the JSON-RPC method, tool name and safe argument values.
// Unknown method and tool names are not written, only fingerprinted.
func (l *Logger) SetCall(r *Record, method, tool string, args map[string]any) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case KnownMethods[method], method == "(unparsable)", method == "(batch)":
		r.RPCMethod = method
	default:
		r.RPCMethod = "(unknown " + Fingerprint(method) + ")"
	}
	if tool != "" {
		if KnownTools[tool] {
			r.Tool = tool
		} else {
			r.Tool = "(unknown " + Fingerprint(tool) + ")"
		}
	}
	if len(args) == 0 {
		return
	}
	r.Args = map[string]string{}
	for k, v := range args {
		if len(r.Args) >= 10 {
			break
		}
		if !ident.Chars(k, 1, 32, ident.LowerWord) {
			r.Args["(invalid name)"] = "(omitted)"
			continue
		}
		r.Args[k] = l.safeValue(k, v)
	}
}

// safeValue keeps ids, slugs, limits and fingerprints as they are, notes
// the presence of a cursor, and passes free text (query, environment,
// release) through the redactor with a short cap.
func (l *Logger) safeValue(k string, v any) string {
	s, isStr := v.(string)
	switch k {
	case "event_id":
		if isStr && ident.EventID(s) {
			return s
		}
		return "(invalid)"
	case "period":
		if isStr && (s == "24h" || s == "14d") {
			return s
		}
		return "(invalid)"
	case "down_only":
		if b, ok := v.(bool); ok {
			return strconv.FormatBool(b)
		}
		return "(invalid)"
	case "issue_id", "monitor_id":
		if f, ok := v.(float64); ok && f >= 0 && f < 1e15 {
			return jsonNumber(f)
		}
		if isStr && ident.Digits(s, 19) {
			return s
		}
		return "(invalid)"
	case "project":
		if isStr && ident.Slug(s) {
			return s
		}
		return "(invalid)"
	case "limit":
		if f, ok := v.(float64); ok && f > -1e6 && f < 1e6 {
			return jsonNumber(f)
		}
		return "(invalid)"
	case "fingerprint":
		if isStr && ident.Hex32(s, false) {
			return s
		}
		return "(invalid)"
	case "cursor":
		return "(present)"
	case "projects":
		return list(v, 20, ident.Slug)
	case "keys":
		return list(v, 8, tagKey)
	case "query", "environment", "release", "window":
		// free text: a length and a keyed hash, never the text itself
		if !isStr {
			return "(invalid)"
		}
		return Fingerprint(s)
	}
	return "(omitted)"
}

// list writes an array argument of names (project slugs, tag keys) as its
// items joined by commas, when it is an array of at most max strings of
// which every one is a valid name: a reader then sees which projects or
// keys were asked for. An array holding anything else is written as its
// length and keyed hash, never its text, and a value that is not an array
// (which the tool refuses) as "(invalid)".
func list(v any, max int, valid func(string) bool) string {
	items, ok := v.([]any)
	if !ok {
		return "(invalid)"
	}
	names := make([]string, 0, len(items))
	for _, it := range items {
		s, ok := it.(string)
		if !ok {
			return "(invalid)"
		}
		names = append(names, s)
	}
	joined := strings.Join(names, ",")
	if len(names) > max || slices.ContainsFunc(names, func(s string) bool { return !valid(s) }) {
		return "(" + strconv.Itoa(len(names)) + " items " + Fingerprint(joined) + ")"
	}
	return "[" + joined + "]"
}

// tagKey is the shape of a tag key a caller may ask for (GlitchTip's own,
// browser.name, and the operator's GLITCHTIP_TAG_KEYS): letters, digits
// and . _ : -, at most 32 bytes.
func tagKey(s string) bool {
	return ident.Chars(s, 1, 32, func(c byte) bool { return ident.Token(c) && c != '+' || c == ':' })
}

func jsonNumber(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// Write finishes r and writes it as one "audit" line.
func (l *Logger) Write(r *Record, status int) {
	if l == nil || l.w == nil || r == nil {
		return
	}
	now := clock()
	r.mu.Lock()
	r.Status = status
	r.DurationMS = float64(now.Sub(r.start).Microseconds()) / 1000
	l.writeLine(r, now) // unlocks r.mu
}

// clock is time.Now; a test fixes it to compare lines.
var clock = time.Now

// NewRequestID returns a random request id (where the platform gives
// none: API Gateway does). An id names a request in the logs and answers;
// it guards nothing, so it is drawn from the runtime's generator
// (math/rand/v2: ChaCha8, seeded from the system's randomness) without
// the getrandom call crypto/rand makes per request. Anything secret is
// drawn from crypto/rand (NewSecret).
func NewRequestID() string {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], mrand.Uint64())
	return hex.EncodeToString(b[:])
}

// NewSecret returns n random bytes from crypto/rand, hex-encoded: for a
// value that must not be guessed (the demo's API key).
func NewSecret(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
