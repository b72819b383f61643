package audit

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"glitchtip-mcp/shared/version"
)

// The line is built by hand into a pooled buffer and written with one
// Write: byte for byte what slog's JSON handler writes for it (a test
// compares them), without slog's attributes, handler state and
// reflection, which were about 3% of a tool call's CPU.

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

// appendJSON appends the record's fields, each preceded by a comma, empty
// ones left out.
func (r *Record) appendJSON(b []byte) []byte {
	b = field(b, `,"request_id":`, r.RequestID, true)
	b = field(b, `,"version":`, version.Get(), true)
	b = field(b, `,"path":`, r.Path, false)
	b = field(b, `,"caller":`, r.Caller, false)
	b = field(b, `,"auth_method":`, r.AuthMethod, false)
	b = field(b, `,"auth":`, r.Auth, true)
	b = field(b, `,"auth_reason":`, r.AuthReason, false)
	if len(r.Projects) > 0 {
		b = appendMarshal(append(b, `,"projects":`...), r.Projects)
	}
	b = num(b, `,"status":`, int64(r.Status))
	b = field(b, `,"rpc_method":`, r.RPCMethod, false)
	b = field(b, `,"tool":`, r.Tool, false)
	if len(r.Args) > 0 {
		// in key order (the object json.Marshal writes for the map)
		keys := make([]string, 0, len(r.Args))
		for k := range r.Args {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		sep := `,"args":{`
		for _, k := range keys {
			b = field(appendString(append(b, sep...), k), ":", r.Args[k], true)
			sep = ","
		}
		b = append(b, '}')
	}
	if r.ResultCount != nil {
		b = num(b, `,"result_count":`, int64(*r.ResultCount))
	}
	if r.Truncated != nil {
		b = strconv.AppendBool(append(b, `,"truncated":`...), *r.Truncated)
	}
	if r.ToolError {
		b = append(b, `,"tool_error":true`...)
	}
	if r.UpstreamCalls > 0 {
		b = num(b, `,"upstream_calls":`, int64(r.UpstreamCalls))
		b = num(b, `,"upstream_status":`, int64(r.UpstreamStatus))
	}
	b = field(b, `,"error_kind":`, r.ErrorKind, false)
	b = field(b, `,"error_detail":`, r.ErrorDetail, false)
	return appendFloat(append(b, `,"duration_ms":`...), r.DurationMS)
}

// num appends key (written out: ,"name":) and n.
func num(b []byte, key string, n int64) []byte {
	return strconv.AppendInt(append(b, key...), n, 10)
}

// field appends key (written out: ,"name":) and v, unless v is empty and
// not always written.
func field(b []byte, key, v string, always bool) []byte {
	if v == "" && !always {
		return b
	}
	return appendString(append(b, key...), v)
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
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c, size := rune(s[i]), 1
		var esc string
		switch {
		case c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf:
		case c == '"':
			esc = `\"`
		case c == '\\':
			esc = `\\`
		case c == '\n':
			esc = `\n`
		case c == '\r':
			esc = `\r`
		case c == '\t':
			esc = `\t`
		case c < 0x20:
			esc = controls[c*6 : c*6+6]
		default:
			c, size = utf8.DecodeRuneInString(s[i:])
			switch {
			case c == utf8.RuneError && size == 1:
				esc = `\ufffd`
			case c == '\u2028':
				esc = `\u2028`
			case c == '\u2029':
				esc = `\u2029`
			}
		}
		if esc != "" {
			b = append(append(b, s[start:i]...), esc...)
			start = i + size
		}
		i += size
	}
	return append(append(b, s[start:]...), '"')
}

// controls are the escapes of the control bytes, \u0000 to \u001f, six
// bytes each (\n, \r and \t are escaped by name).
const controls = `\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u0009\u000a\u000b\u000c\u000d\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f`
