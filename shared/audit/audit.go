// Package audit writes one structured JSON line per request to a writer
// (stderr, so CloudWatch on Lambda): who called, which tool with which safe
// argument values, what came back, what GlitchTip answered and how long it
// took. It never writes a credential, an event's text or a free-text query
// that has not passed the redactor.
package audit

import (
	"context"
	"encoding/json"
	"io"
	"regexp"
	"sync"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/projection"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
)

// Record is one audit line.
type Record struct {
	Time           string            `json:"time"`
	RequestID      string            `json:"request_id"`
	Path           string            `json:"path,omitempty"`
	Caller         string            `json:"caller,omitempty"`
	AuthMethod     string            `json:"auth_method,omitempty"`
	Auth           string            `json:"auth"`
	AuthReason     string            `json:"auth_reason,omitempty"`
	Status         int               `json:"status"`
	RPCMethod      string            `json:"rpc_method,omitempty"`
	Tool           string            `json:"tool,omitempty"`
	Args           map[string]string `json:"args,omitempty"`
	ResultCount    *int              `json:"result_count,omitempty"`
	Truncated      *bool             `json:"truncated,omitempty"`
	ToolError      bool              `json:"tool_error,omitempty"`
	UpstreamCalls  int               `json:"upstream_calls,omitempty"`
	UpstreamStatus int               `json:"upstream_status,omitempty"`
	ErrorKind      string            `json:"error_kind,omitempty"`
	ErrorDetail    string            `json:"error_detail,omitempty"`
	DurationMS     float64           `json:"duration_ms"`

	mu    sync.Mutex
	start time.Time
}

// Logger writes records. The zero value discards them.
type Logger struct {
	mu sync.Mutex
	w  io.Writer
	r  *redact.Redactor
}

// New returns a Logger writing to w, redacting free-text argument values
// with r.
func New(w io.Writer, r *redact.Redactor) *Logger { return &Logger{w: w, r: r} }

type recordKey struct{}

// Begin starts a record and returns ctx carrying it.
func Begin(ctx context.Context, requestID, path string) (context.Context, *Record) {
	rec := &Record{RequestID: requestID, Path: path, start: time.Now(), Auth: "none"}
	return context.WithValue(ctx, recordKey{}, rec), rec
}

// From returns the record of ctx, or nil.
func From(ctx context.Context) *Record {
	r, _ := ctx.Value(recordKey{}).(*Record)
	return r
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

var (
	argName = regexp.MustCompile(`^[a-z_]{1,32}$`)
	digits  = regexp.MustCompile(`^[0-9]{1,19}$`)
	slug    = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)
	hex32   = regexp.MustCompile(`^[0-9a-fA-F]{32}$`)
)

// SetCall records the JSON-RPC method, tool name and safe argument values.
func (l *Logger) SetCall(r *Record, method, tool string, args map[string]any) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(method) <= 64 {
		r.RPCMethod = method
	} else {
		r.RPCMethod = "(invalid)"
	}
	if tool != "" {
		if argName.MatchString(tool) {
			r.Tool = tool
		} else {
			r.Tool = "(invalid)"
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
		if !argName.MatchString(k) {
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
	case "issue_id":
		if f, ok := v.(float64); ok && f >= 0 && f < 1e15 {
			return jsonNumber(f)
		}
		if isStr && digits.MatchString(s) {
			return s
		}
		return "(invalid)"
	case "project":
		if isStr && slug.MatchString(s) {
			return s
		}
		return "(invalid)"
	case "limit":
		if f, ok := v.(float64); ok && f > -1e6 && f < 1e6 {
			return jsonNumber(f)
		}
		return "(invalid)"
	case "fingerprint":
		if isStr && hex32.MatchString(s) {
			return s
		}
		return "(invalid)"
	case "cursor":
		return "(present)"
	case "query", "environment", "release", "window":
		if !isStr {
			return "(invalid)"
		}
		red, err := l.r.String(s)
		if err != nil {
			return "(withheld)"
		}
		return projection.Truncate(red, 80)
	}
	return "(omitted)"
}

func jsonNumber(f float64) string {
	b, _ := json.Marshal(f)
	return string(b)
}

// Write finishes r and writes it as one line.
func (l *Logger) Write(r *Record, status int) {
	if l == nil || l.w == nil || r == nil {
		return
	}
	r.mu.Lock()
	r.Status = status
	r.Time = r.start.UTC().Format(time.RFC3339Nano)
	r.DurationMS = float64(time.Since(r.start).Microseconds()) / 1000
	b, err := json.Marshal(r)
	r.mu.Unlock()
	if err != nil {
		return
	}
	b = append(b, '\n')
	l.mu.Lock()
	l.w.Write(b)
	l.mu.Unlock()
}
