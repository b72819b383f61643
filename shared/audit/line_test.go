package audit

import (
	"bytes"
	"context"
	"log/slog"
	"maps"
	"slices"
	"testing"
	"time"

	"glitchtip-mcp/shared/version"
)

// TestLineAsSlogWritesIt: the hand-built line is byte for byte the line
// slog's JSON handler writes for the record's fields (slogLine), whatever the fields hold
// (escapes, invalid UTF-8, U+2028, HTML characters, empty fields, the
// metrics), so the hand-built line changes nothing a reader parses.
func TestLineAsSlogWritesIt(t *testing.T) {
	defer func(c func() time.Time) { clock = c }(clock)
	fixed := time.Date(2026, 11, 28, 18, 0, 0, 123456789, time.FixedZone("x", 3600))
	count, truncated := 7, true
	zero, notTruncated := 0, false
	odd := "a\"b\\c\nd\re\tf\x01g\x7f<h>&i\u2028j\u2029k\xffl é 日本 \b\f"
	records := []func(*Logger, *Record){
		func(l *Logger, r *Record) {},
		func(l *Logger, r *Record) {
			l.SetCall(r, "tools/call", "glitchtip_get_issue", map[string]any{"issue_id": "101"})
			r.Auth, r.Caller, r.AuthMethod = "ok", "ci-bot", "api_key"
			r.Upstream(200)
			r.Upstream(200)
			r.UpstreamLatency(1500 * time.Microsecond)
			r.Result(count, false, false)
		},
		func(l *Logger, r *Record) {
			l.SetCall(r, "tools/call", "glitchtip_search", map[string]any{"query": odd, "project": "shop", "limit": 5.0,
				"projects": []any{"a", "b"}, "cursor": "x", "Bad Name": 1, "event_id": "nope", "keys": []any{"environment"},
				"period": "24h", "down_only": true})
			r.Auth, r.AuthReason, r.Caller = "denied", odd, odd
			r.Projects = []string{"shop", "pay-ments", odd}
			r.Fail("upstream", odd)
			r.Result(zero, notTruncated, true)
			r.Redacted("email", 2)
			r.Redacted("Not A Family", 1)
		},
		func(l *Logger, r *Record) {
			l.SetCall(r, odd, odd, nil)
			r.Path = odd
			r.Truncated = &truncated
		},
	}
	for _, ns := range []string{"", "GlitchtipMCP"} {
		for i, fill := range records {
			for _, status := range []int{200, 401, 502} {
				var a, b bytes.Buffer
				clock = func() time.Time { return fixed }
				l := New(&b, nil)
				l.EmitMetrics(ns)
				_, rec := Begin(context.Background(), "req-1", "/mcp")
				rec.start = fixed.Add(-1234567 * time.Nanosecond)
				fill(l, rec)
				l.Write(rec, status)
				slogLine(&a, rec, ns, fixed)
				if a.String() != b.String() {
					t.Errorf("record %d, status %d, namespace %q:\nslog:    %s\nby hand: %s", i, status, ns, a.String(), b.String())
				}
			}
		}
	}
}

// TestLineFloats: duration_ms is written as encoding/json writes a float.
func TestLineFloats(t *testing.T) {
	for _, f := range []float64{0, 0.001, 1.5, 12345.678, 1e-7, 1e21, 123456789012345678901234.0, -2.5} {
		var a bytes.Buffer
		slog.New(slog.NewJSONHandler(&a, nil)).Info("x", "f", f)
		got := string(appendFloat(nil, f))
		if want := a.String(); !bytes.Contains([]byte(want), []byte(`"f":`+got+`}`)) {
			t.Errorf("%v: by hand %s, slog %s", f, got, want)
		}
	}
}

// slogLine writes r as the audit line was written through slog, before it
// was built by hand: its fields as attributes, empty ones left out, the
// arguments as a group in key order, then the metrics' members.
func slogLine(w *bytes.Buffer, r *Record, ns string, now time.Time) {
	var a []slog.Attr
	str := func(k, v string) {
		if v != "" {
			a = append(a, slog.String(k, v))
		}
	}
	a = append(a, slog.String("request_id", r.RequestID), slog.String("version", version.Get()))
	str("path", r.Path)
	str("caller", r.Caller)
	str("auth_method", r.AuthMethod)
	a = append(a, slog.String("auth", r.Auth))
	str("auth_reason", r.AuthReason)
	if len(r.Projects) > 0 {
		a = append(a, slog.Any("projects", r.Projects))
	}
	a = append(a, slog.Int("status", r.Status))
	str("rpc_method", r.RPCMethod)
	str("tool", r.Tool)
	if len(r.Args) > 0 {
		keys := slices.Sorted(maps.Keys(r.Args))
		var args []any
		for _, k := range keys {
			args = append(args, slog.String(k, r.Args[k]))
		}
		a = append(a, slog.Group("args", args...))
	}
	if r.ResultCount != nil {
		a = append(a, slog.Int("result_count", *r.ResultCount))
	}
	if r.Truncated != nil {
		a = append(a, slog.Bool("truncated", *r.Truncated))
	}
	if r.ToolError {
		a = append(a, slog.Bool("tool_error", true))
	}
	if r.UpstreamCalls > 0 {
		a = append(a, slog.Int("upstream_calls", r.UpstreamCalls), slog.Int("upstream_status", r.UpstreamStatus))
	}
	str("error_kind", r.ErrorKind)
	str("error_detail", r.ErrorDetail)
	a = append(a, slog.Float64("duration_ms", r.DurationMS))
	if ns != "" {
		for _, m := range r.emf(ns, now) {
			a = append(a, slog.Any(m.key, m.val))
		}
	}
	rec := slog.NewRecord(now, slog.LevelInfo, "audit", 0)
	rec.AddAttrs(a...)
	slog.NewJSONHandler(w, nil).Handle(context.Background(), rec)
}
