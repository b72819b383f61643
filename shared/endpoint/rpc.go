package endpoint

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"glitchtip-mcp/shared/audit"
)

// call is what noteCall learnt of a request: its method and, when we
// answer it ourselves, the status and JSON-RPC answer.
type call struct {
	method string
	// uri is the resource a resources/read asks for.
	uri    string
	status int
	answer string
}

// noteCall peeks at the JSON-RPC request for the audit record. For a
// request we answer ourselves (a batch, a body that is not JSON, a number
// out of range, an unknown method or tool) it returns the JSON-RPC error,
// a fixed message that repeats nothing of the request.
func noteCall(l *audit.Logger, rec *audit.Record, body []byte, knownTool func(string) bool) call {
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	if len(trimmed) > 0 && trimmed[0] == '[' {
		l.SetCall(rec, "(batch)", "", nil)
		return call{status: http.StatusBadRequest, answer: rpcError(-32600, "batches are not supported: send one JSON-RPC request per POST")}
	}
	msg, err := decodeRequest(body)
	if err != nil {
		l.SetCall(rec, "(unparsable)", "", nil)
		// Unmarshal checks the syntax before it decodes: one pass tells a
		// body that is not JSON from JSON of another shape or a number no
		// float64 holds
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return call{status: http.StatusBadRequest, answer: rpcError(-32700, "parse error: the request body is not valid JSON")}
		}
		var id struct {
			ID json.RawMessage `json:"id"`
		}
		json.Unmarshal(body, &id)
		if len(id.ID) == 0 || !validID(id.ID) {
			id.ID = json.RawMessage("null")
		}
		if numberOutOfRange(body) {
			return call{status: http.StatusOK, answer: rpcErrorID(id.ID, -32602, "invalid params: a number is too large to represent")}
		}
		return call{status: http.StatusBadRequest, answer: rpcErrorID(id.ID, -32600, "invalid request: expected a JSON-RPC 2.0 request object")}
	}
	tool := ""
	if msg.Method == "tools/call" {
		tool = msg.Params.Name
	}
	l.SetCall(rec, msg.Method, tool, msg.Params.Arguments)
	c := call{method: msg.Method, uri: msg.Params.URI}
	if len(msg.ID) == 0 || string(msg.ID) == "null" {
		return c // a notification gets no answer
	}
	switch {
	case !audit.KnownMethods[msg.Method] && !strings.HasPrefix(msg.Method, "notifications/"):
		// 404 for an unknown method, as the stateless HTTP transport asks
		c.status, c.answer = http.StatusNotFound, rpcErrorID(msg.ID, -32601, "method not found: this server implements the MCP methods of its advertised capabilities")
	case msg.Method == "tools/call" && knownTool != nil && !knownTool(tool):
		c.status, c.answer = http.StatusOK, rpcErrorID(msg.ID, -32602, "unknown tool: call tools/list for the tools this endpoint offers")
	}
	return c
}

// decodeRequest reads body as json.Unmarshal reads it into an rpcRequest:
// by scanRequest for the plain requests clients send (no reflection, and
// the arguments decoded once), else by json.Unmarshal itself, whose error
// tells a syntax error from the rest.
func decodeRequest(body []byte) (rpcRequest, error) {
	var msg rpcRequest
	if scanRequest(body, &msg) {
		return msg, nil
	}
	return unmarshalRequest(body) // what the scan read is dropped
}

// unmarshalRequest is json.Unmarshal into a fresh rpcRequest, in a
// function of its own so that decodeRequest's stays on the stack.
//
//go:noinline
func unmarshalRequest(body []byte) (rpcRequest, error) {
	var msg rpcRequest
	err := json.Unmarshal(body, &msg)
	return msg, err
}

// validID reports whether a JSON-RPC id is a string or an integer, so it
// can be echoed in an error answer.
func validID(id json.RawMessage) bool {
	var s string
	if json.Unmarshal(id, &s) == nil {
		return true
	}
	var n int64
	return json.Unmarshal(id, &n) == nil
}

// numberOutOfRange reports whether body holds a number that does not fit a
// float64 (1e400): Go's decoder would otherwise name it in its error text.
func numberOutOfRange(body []byte) bool {
	d := json.NewDecoder(bytes.NewReader(body))
	d.UseNumber()
	for {
		t, err := d.Token()
		if err != nil {
			return false
		}
		if n, ok := t.(json.Number); ok {
			if _, err := strconv.ParseFloat(string(n), 64); err != nil {
				return true
			}
		}
	}
}

// rpcErrorID is a JSON-RPC error answer to the request with id.
func rpcErrorID(id json.RawMessage, code int, msg string) string {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "error": map[string]any{"code": code, "message": msg}})
	return string(b)
}

func rpcError(code int, msg string) string {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": nil, "error": map[string]any{"code": code, "message": msg}})
	return string(b)
}

// Warm notes one tool call in a throwaway audit record and writes it to
// nowhere, so the first request does not build the decoder and the
// line's pooled buffer; a start runs it while it waits for Secrets Manager.
func Warm() {
	l := audit.New(io.Discard, nil)
	_, rec := audit.Begin(context.Background(), "warm", "/mcp")
	noteCall(l, rec, []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"1"}}}`), nil)
	l.Write(rec, http.StatusOK)
}
