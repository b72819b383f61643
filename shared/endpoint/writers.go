package endpoint

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/server"
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
	msg := strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e {
			return -1
		}
		return r
	}, string(j.buf))
	if msg == "" {
		msg = http.StatusText(j.status)
	}
	j.w.Header().Del("Content-Length")
	writeJSON(j.w, j.status, rpcError(-32600, strings.TrimSpace(msg)))
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
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// finish lets rewrite change a JSON answer, then sends the answer.
func (h *heldAnswer) finish(rewrite func(*rpcAnswer)) {
	a := &rpcAnswer{status: h.status, contentType: h.w.Header().Get("Content-Type"), body: h.buf.Bytes()}
	if a.status == 0 {
		a.status = http.StatusOK
	}
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Result json.RawMessage `json:"result"`
		Error  *rpcErr         `json:"error"`
	}
	if strings.HasPrefix(a.contentType, "application/json") && json.Unmarshal(a.body, &msg) == nil {
		a.id, a.result, a.err = msg.ID, msg.Result, msg.Error
		rewrite(a)
	}
	h.w.Header().Del("Content-Length")
	if a.contentType != "" {
		h.w.Header().Set("Content-Type", a.contentType)
	}
	h.w.WriteHeader(a.status)
	h.w.Write(a.body)
}

// resourceNotFound turns mcp-go's "not found" answers to resources/read (an
// unmatched URI, answered with the URI in the message, or our handler's
// ErrResourceNotFound, answered as an internal error) into the error the
// spec asks for: -32602 (-32002 before 2026-07-28) with a fixed message and
// data.uri.
func resourceNotFound(a *rpcAnswer, uri string, modern bool) {
	if a.err == nil || (a.err.Message != server.ErrResourceNotFound.Error() && !strings.HasPrefix(a.err.Message, "handler not found for resource URI")) {
		return
	}
	code, status := -32002, http.StatusOK
	if modern {
		code, status = -32602, http.StatusBadRequest // as mcp-go answers invalid params on 2026-07-28
	}
	a.status = status
	a.body, _ = json.Marshal(map[string]any{"jsonrpc": "2.0", "id": a.id, "error": map[string]any{"code": code,
		"message": "resource not found: no such resource is visible to this server", "data": map[string]any{"uri": uri}}})
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
