package endpoint

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/mcpserver"
)

// statusWriter remembers the status for the audit record.
type statusWriter struct {
	w      http.ResponseWriter
	status int
}

func (s *statusWriter) Header() http.Header         { return s.w.Header() }
func (s *statusWriter) Write(b []byte) (int, error) { return s.w.Write(b) }
func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.w.WriteHeader(code)
}

// jsonErrors turns a non-JSON error answer (status >= 400) into a JSON-RPC
// error with the same status and a bounded, printable message.
type jsonErrors struct {
	w       http.ResponseWriter
	status  int
	rewrite bool
	buf     []byte
}

func (j *jsonErrors) Header() http.Header { return j.w.Header() }

func (j *jsonErrors) WriteHeader(code int) {
	if code >= 400 && !strings.HasPrefix(j.w.Header().Get("Content-Type"), "application/json") {
		j.rewrite, j.status = true, code
		return
	}
	j.w.WriteHeader(code)
}

func (j *jsonErrors) Write(b []byte) (int, error) {
	if j.rewrite {
		if room := 200 - len(j.buf); room > 0 {
			j.buf = append(j.buf, b[:min(room, len(b))]...)
		}
		return len(b), nil
	}
	return j.w.Write(b)
}

func (j *jsonErrors) finish() {
	if !j.rewrite {
		return
	}
	j.w.Header().Del("Content-Length")
	writeJSON(j.w, j.status, rpcError(-32600, plainErrorText(j.status, string(j.buf))))
}

// plainErrorText is the fixed text for one of mcp-go's plain-text error
// answers. mcp-go's text is matched, never copied: some quote the request
// (the Host header, the protocol version header).
func plainErrorText(status int, text string) string {
	for _, m := range plainTexts {
		if status == m.status && strings.HasPrefix(text, m.prefix) {
			return m.text
		}
	}
	switch status {
	case http.StatusBadRequest:
		return "bad request: the request does not follow the MCP Streamable HTTP transport"
	case http.StatusForbidden:
		return "forbidden"
	case http.StatusNotFound:
		return "not found"
	case http.StatusMethodNotAllowed:
		return "method not allowed: this stateless endpoint accepts POST only"
	case http.StatusNotAcceptable:
		return "not acceptable: send Accept: application/json, text/event-stream"
	case http.StatusUnsupportedMediaType:
		return "unsupported media type: send Content-Type: application/json"
	}
	if status >= 500 {
		return "internal error: the request could not be served"
	}
	return "the request could not be served"
}

// plainTexts are mcp-go's plain-text errors worth telling apart, by the
// fixed start of their text.
var plainTexts = []struct {
	status       int
	prefix, text string
}{
	{http.StatusForbidden, "Forbidden: invalid Host header", "forbidden: a local server answers only requests whose Host header is a loopback name"},
	{http.StatusBadRequest, "Invalid content type", "bad request: Content-Type must be application/json"},
	{http.StatusBadRequest, "Unsupported protocol version", "bad request: the MCP-Protocol-Version header names a protocol version this server does not implement"},
}

// heldAnswer holds back mcp-go's answer so it can be rewritten before it
// is sent.
type heldAnswer struct {
	w      http.ResponseWriter
	status int
	buf    bytes.Buffer
}

func (h *heldAnswer) Header() http.Header         { return h.w.Header() }
func (h *heldAnswer) WriteHeader(code int)        { h.status = code }
func (h *heldAnswer) Write(b []byte) (int, error) { return h.buf.Write(b) }

// rpcAnswer is a held JSON-RPC answer, which a rewrite may change.
type rpcAnswer struct {
	status      int
	contentType string
	body        []byte
	// id, result and err are parsed from body.
	id     json.RawMessage
	result json.RawMessage
	err    *rpcErr
}

type rpcErr struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
}

// finish lets rewrite change a JSON answer, then sends the answer.
func (h *heldAnswer) finish(rewrite func(*rpcAnswer)) {
	a := &rpcAnswer{status: h.status, contentType: h.w.Header().Get("Content-Type"), body: h.buf.Bytes()}
	if a.status == 0 {
		a.status = http.StatusOK
	}
	switch {
	case !strings.HasPrefix(a.contentType, "application/json"):
	case successAnswer(a):
		// most answers: a result, seen without parsing all of it
		rewrite(a)
	case parseAnswer(a):
		rewrite(a)
	}
	h.w.Header().Del("Content-Length")
	if a.contentType != "" {
		h.w.Header().Set("Content-Type", a.contentType)
	}
	h.w.WriteHeader(a.status)
	h.w.Write(a.body)
}

// parseAnswer reads a's id, result and error from its body, and reports
// whether the body is a JSON object. (A function of its own: its decoding
// target is on the heap only for the answers that need it.)
//
//go:noinline
func parseAnswer(a *rpcAnswer) bool {
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Result json.RawMessage `json:"result"`
		Error  *rpcErr         `json:"error"`
	}
	if json.Unmarshal(a.body, &msg) != nil {
		return false
	}
	a.id, a.result, a.err = msg.ID, msg.Result, msg.Error
	return true
}

// resourceNotFound turns mcp-go's "not found" answers to resources/read (an
// unmatched URI, answered with the URI in the message, or our handler's
// ErrResourceNotFound, answered as an internal error) into the error the
// spec asks for: -32602 (-32002 before 2026-07-28) with a fixed message. The
// spec also asks for the URI in data.uri; it is sent back only when it is a
// plain URI (see plainURI), so a 100 KB value, an email or a query string
// is not repeated. It reports whether it rewrote the answer.
func resourceNotFound(a *rpcAnswer, uri string, modern bool) bool {
	if a.err == nil || (a.err.Message != server.ErrResourceNotFound.Error() && !strings.HasPrefix(a.err.Message, "handler not found for resource URI")) {
		return false
	}
	code, status := -32002, http.StatusOK
	if modern {
		code, status = -32602, http.StatusBadRequest // as mcp-go answers invalid params on 2026-07-28
	}
	a.status = status
	e := map[string]any{"code": code, "message": mcpserver.TextResource}
	if plainURI(uri) {
		e["data"] = map[string]any{"uri": uri}
	}
	a.body, _ = json.Marshal(map[string]any{"jsonrpc": "2.0", "id": a.id, "error": e})
	return true
}

// plainURI reports whether uri is scheme://path of at most 200 bytes with
// only letters, digits and . _ ~ / - after the scheme: an address such as
// glitchtip://issues/101/events/latest, without user info, query, escapes or
// anything else a caller could fill with text.
func plainURI(uri string) bool {
	scheme, rest, ok := strings.Cut(uri, "://")
	if !ok || len(uri) > 200 || scheme == "" || rest == "" {
		return false
	}
	for i, c := range scheme {
		if !(c >= 'a' && c <= 'z' || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	for _, c := range rest {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("._~/-", c)) {
			return false
		}
	}
	return true
}

// fixedError rewrites a JSON-RPC error answer of mcp-go to a fixed text
// (mcpserver.ErrorText): its code, status and id are kept; its message is
// kept only when this server's own handler answered it.
func fixedError(ctx context.Context, a *rpcAnswer, method string) {
	a.body = mcpserver.FixedError(ctx, method, a.id, a.err.Code, a.err.Message, a.err.Data)
}

// listenStream answers a successful subscriptions/listen as one complete
// SSE body: the acknowledgement first, tagged with the subscription id (the
// request's id), then the result. This server offers no notification a
// client can subscribe to (no list changes, no resource subscriptions), so
// the acknowledgement establishes none and the stream ends at once; a
// complete body is also what API Gateway can carry. mcp-go writes the same
// acknowledgement only on a streaming writer, and can lose it there when
// the result is written first.
func listenStream(a *rpcAnswer) {
	if a.err != nil || a.result == nil {
		return
	}
	ack, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "notifications/subscriptions/acknowledged",
		"params": map[string]any{"notifications": map[string]any{}, "_meta": map[string]any{"io.modelcontextprotocol/subscriptionId": a.id}}})
	var b bytes.Buffer
	for _, m := range [][]byte{ack, bytes.TrimSpace(a.body)} {
		b.WriteString("event: message\ndata: ")
		b.Write(m)
		b.WriteString("\n\n")
	}
	a.contentType, a.body = "text/event-stream", b.Bytes()
}

// noFlush is a ResponseWriter without Flush.
type noFlush struct{ w http.ResponseWriter }

func (n noFlush) Header() http.Header         { return n.w.Header() }
func (n noFlush) Write(b []byte) (int, error) { return n.w.Write(b) }
func (n noFlush) WriteHeader(code int)        { n.w.WriteHeader(code) }

// successAnswer recognises a successful answer as mcp-go writes it
// ({"jsonrpc":"2.0","id":<number or plain string>,"result":…}) and sets
// a's id and result from it; anything else is parsed in full.
func successAnswer(a *rpcAnswer) bool {
	const head = `{"jsonrpc":"2.0","id":`
	b := a.body
	if !bytes.HasPrefix(b, []byte(head)) {
		return false
	}
	i := len(head)
	j := i
	switch {
	case j < len(b) && b[j] == '"':
		j++
		for j < len(b) && b[j] != '"' && b[j] != '\\' {
			j++
		}
		if j >= len(b) || b[j] != '"' {
			return false
		}
		j++
	default:
		for j < len(b) && (b[j] >= '0' && b[j] <= '9' || b[j] == '-') {
			j++
		}
	}
	const result = `,"result":`
	if j == i || !bytes.HasPrefix(b[j:], []byte(result)) {
		return false
	}
	a.id, a.result = json.RawMessage(b[i:j]), json.RawMessage(b[j+len(result):])
	return true
}
