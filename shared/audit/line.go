package audit

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/version"
)

// NewJSON returns a Logger writing each "audit" line to w itself, as the
// line slog.NewJSONHandler(w, nil) writes for it, byte for byte (a test
// holds them equal), built by hand into a pooled buffer and written with
// one Write: without slog's attributes, handler state and reflection the
// line costs a fraction of what it did on every request. The fields and
// their redaction are Write's, the same for both.
func NewJSON(w io.Writer, r *redact.Redactor) *Logger {
	if w == nil {
		return &Logger{r: r}
	}
	return &Logger{w: w, r: r}
}

// lines are the pooled buffers lines are built in.
var lines = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// writeLine builds r's line as slog's JSON handler would and writes it to
// l.w. The caller holds r.mu and has set Status and DurationMS.
func (l *Logger) writeLine(r *Record, now time.Time) {
	bp := lines.Get().(*[]byte)
	b := append((*bp)[:0], `{"time":"`...)
	b = now.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","level":"INFO","msg":"audit"`...)
	b = r.appendJSON(b)
	if l.ns != "" {
		for _, m := range r.emf(l.ns, now) {
			b = appendKey(b, m.key)
			b = appendAny(b, m.val)
		}
	}
	b = append(b, "}\n"...)
	r.mu.Unlock()
	l.mu.Lock()
	l.w.Write(b)
	l.mu.Unlock()
	if cap(b) <= 16<<10 { // as slog keeps its buffers: a huge line is not kept
		*bp = b
		lines.Put(bp)
	}
}

// appendJSON appends the record's fields as appendAttrs lists them, each
// preceded by a comma.
func (r *Record) appendJSON(b []byte) []byte {
	str := func(k, v string) {
		if v != "" {
			b = appendKey(b, k)
			b = appendString(b, v)
		}
	}
	b = appendKey(b, "request_id")
	b = appendString(b, r.RequestID)
	b = appendKey(b, "version")
	b = appendString(b, version.Get())
	str("path", r.Path)
	str("caller", r.Caller)
	str("auth_method", r.AuthMethod)
	b = appendKey(b, "auth")
	b = appendString(b, r.Auth)
	str("auth_reason", r.AuthReason)
	if len(r.Projects) > 0 {
		b = appendKey(b, "projects")
		b = appendAny(b, r.Projects)
	}
	b = appendKey(b, "status")
	b = strconv.AppendInt(b, int64(r.Status), 10)
	str("rpc_method", r.RPCMethod)
	str("tool", r.Tool)
	if len(r.Args) > 0 {
		// in key order, as the group appendAttrs builds; a call has a few
		var keys [10]string
		ks := keys[:0]
		for k := range r.Args {
			ks = append(ks, k)
		}
		sortStrings(ks)
		b = append(b, `,"args":{`...)
		for i, k := range ks {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			b = appendString(b, r.Args[k])
		}
		b = append(b, '}')
	}
	if r.ResultCount != nil {
		b = appendKey(b, "result_count")
		b = strconv.AppendInt(b, int64(*r.ResultCount), 10)
	}
	if r.Truncated != nil {
		b = appendKey(b, "truncated")
		b = strconv.AppendBool(b, *r.Truncated)
	}
	if r.ToolError {
		b = append(b, `,"tool_error":true`...)
	}
	if r.UpstreamCalls > 0 {
		b = appendKey(b, "upstream_calls")
		b = strconv.AppendInt(b, int64(r.UpstreamCalls), 10)
		b = appendKey(b, "upstream_status")
		b = strconv.AppendInt(b, int64(r.UpstreamStatus), 10)
	}
	str("error_kind", r.ErrorKind)
	str("error_detail", r.ErrorDetail)
	b = appendKey(b, "duration_ms")
	return appendFloat(b, r.DurationMS)
}

// sortStrings is an insertion sort: the few argument names of a call.
func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// appendKey appends ,"key": (the line's first member is the time).
func appendKey(b []byte, k string) []byte {
	b = append(b, ',')
	b = appendString(b, k)
	return append(b, ':')
}

// appendAny appends v as slog's JSON handler writes an attribute of that
// value: strings escaped as it escapes them, integers and floats as
// numbers, anything else through encoding/json without HTML escaping.
func appendAny(b []byte, v any) []byte {
	switch v := v.(type) {
	case string:
		return appendString(b, v)
	case int:
		return strconv.AppendInt(b, int64(v), 10)
	case float64:
		return appendFloat(b, v)
	}
	return appendMarshal(b, v)
}

// encoders are slog's: a json.Encoder that does not escape HTML.
type encoder struct {
	buf bytes.Buffer
	enc *json.Encoder
}

var encoders = sync.Pool{New: func() any {
	e := &encoder{}
	e.enc = json.NewEncoder(&e.buf)
	e.enc.SetEscapeHTML(false)
	return e
}}

// appendMarshal appends v as slog's appendJSONMarshal writes it.
func appendMarshal(b []byte, v any) []byte {
	e := encoders.Get().(*encoder)
	defer func() {
		if e.buf.Cap() <= 16<<10 {
			e.buf.Reset()
			encoders.Put(e)
		}
	}()
	if err := e.enc.Encode(v); err != nil {
		// what slog writes for a value it cannot encode
		return appendString(b, "!ERROR:"+err.Error())
	}
	out := e.buf.Bytes()
	return append(b, out[:len(out)-1]...) // without the final newline
}

// appendFloat appends f as encoding/json writes a float64 (which slog's
// handler calls for one).
func appendFloat(b []byte, f float64) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return appendMarshal(b, f)
	}
	abs := math.Abs(f)
	fmt := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmt = 'e'
	}
	b = strconv.AppendFloat(b, f, fmt, -1, 64)
	if fmt == 'e' {
		// clean up e-09 to e-9
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendString appends s quoted and escaped as slog's JSON handler
// escapes it (its appendEscapedJSONString): quotes, backslashes and
// control bytes escaped, invalid UTF-8 as \ufffd, U+2028 and U+2029
// escaped, HTML characters kept.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
