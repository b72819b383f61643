package mcpserver

import (
	"context"
	"encoding/json"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mcp-go words many of its JSON-RPC errors with the caller's input: the
// unknown prompt or tool name (`prompt '<x>' not found`), the resource URI,
// the protocol version header, Go decoder text quoting the request. This
// server answers fixed texts instead. Its own resource and prompt handlers'
// errors are already trusted texts; they are noted in the request's
// context as they are returned, and only a message noted there is passed
// on as it is.

type notesKey struct{}

// notes are the error texts this server's own handlers answered in one
// request.
type notes struct {
	mu   sync.Mutex
	msgs []string
}

// WithErrorNotes returns ctx with room for the error texts the server's own
// handlers answer while serving one request; ErrorText passes those on.
func WithErrorNotes(ctx context.Context) context.Context {
	return context.WithValue(ctx, notesKey{}, &notes{})
}

func noteError(ctx context.Context, err error) {
	n, _ := ctx.Value(notesKey{}).(*notes)
	if n == nil || err == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	// the latest 8: over HTTP one request has one or two; over stdio the
	// answers in flight are the latest
	if len(n.msgs) == 8 {
		n.msgs = append(n.msgs[:0], n.msgs[1:]...)
	}
	n.msgs = append(n.msgs, err.Error())
}

func noted(ctx context.Context, msg string) bool {
	n, _ := ctx.Value(notesKey{}).(*notes)
	if n == nil {
		return false
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, m := range n.msgs {
		if m == msg {
			return true
		}
	}
	return false
}

// noteHandlerErrors are the middleware that note the errors of this
// server's resource and prompt handlers (tool handlers answer errors as
// isError results, never as JSON-RPC errors).
func noteHandlerErrors() []server.ServerOption {
	return []server.ServerOption{
		server.WithResourceHandlerMiddleware(func(next server.ResourceHandlerFunc) server.ResourceHandlerFunc {
			return func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
				res, err := next(ctx, req)
				noteError(ctx, err)
				return res, err
			}
		}),
		server.WithPromptHandlerMiddleware(func(next server.PromptHandlerFunc) server.PromptHandlerFunc {
			return func(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
				res, err := next(ctx, req)
				noteError(ctx, err)
				return res, err
			}
		}),
	}
}

// Fixed error texts, by JSON-RPC code.
const (
	TextParse         = "parse error: the request body is not valid JSON"
	TextInvalid       = "invalid request: expected a JSON-RPC 2.0 request object"
	TextMethod        = "method not found: this server implements the MCP methods of its advertised capabilities"
	TextParams        = "invalid params: the request's params do not match the method's schema"
	TextUnknownTool   = "unknown tool: call tools/list for the tools this endpoint offers"
	TextUnknownPrompt = "unknown prompt: call prompts/list for the prompts this endpoint offers"
	TextInternal      = "internal error: the request could not be served"
	TextResource      = "resource not found: no such resource is visible to this server"
	TextHeader        = "header mismatch: the MCP-Protocol-Version header must be present and equal the request's _meta protocol version"
	TextCapability    = "missing client capability: the client did not declare a capability this request needs"
	TextVersion       = "unsupported protocol version: see data.supported for the versions this server implements"
	TextInterrupted   = "request interrupted"
	TextOther         = "the request could not be served"
)

// FixedError is the JSON-RPC error answer to send for an error mcp-go
// answered a request of method with: the same id and code, ErrorText's
// message and ErrorData's data. A missing id is null.
func FixedError(ctx context.Context, method string, id json.RawMessage, code int, message string, data json.RawMessage) []byte {
	e := map[string]any{"code": code, "message": ErrorText(ctx, method, code, message)}
	if d := ErrorData(code, data); d != nil {
		e["data"] = d
	}
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "error": e})
	return b
}

// ErrorText is the message to answer for a JSON-RPC error of method with
// code whose text was message: message itself when one of this server's
// handlers answered it in this request (see WithErrorNotes), else a fixed
// text that repeats nothing of the request.
func ErrorText(ctx context.Context, method string, code int, message string) string {
	if message != "" && noted(ctx, message) {
		return message
	}
	switch code {
	case mcp.PARSE_ERROR:
		return TextParse
	case mcp.INVALID_REQUEST:
		return TextInvalid
	case mcp.METHOD_NOT_FOUND:
		return TextMethod
	case mcp.INVALID_PARAMS:
		// mcp-go's not-found texts end in its sentinel errors' texts; the
		// name before them is the caller's and is not repeated
		// (method is "" over stdio, where the answer is all there is)
		switch {
		case (method == "" || method == string(mcp.MethodToolsCall)) && strings.HasSuffix(message, server.ErrToolNotFound.Error()):
			return TextUnknownTool
		case (method == "" || method == string(mcp.MethodPromptsGet)) && strings.HasSuffix(message, server.ErrPromptNotFound.Error()):
			return TextUnknownPrompt
		case (method == "" || method == string(mcp.MethodResourcesRead)) && strings.HasSuffix(message, server.ErrResourceNotFound.Error()):
			return TextResource
		}
		return TextParams
	case mcp.INTERNAL_ERROR:
		return TextInternal
	case mcp.RESOURCE_NOT_FOUND:
		return TextResource
	case mcp.HEADER_MISMATCH:
		return TextHeader
	case mcp.MISSING_REQUIRED_CLIENT_CAPABILITY:
		return TextCapability
	case mcp.UNSUPPORTED_PROTOCOL_VERSION:
		return TextVersion
	case mcp.REQUEST_INTERRUPTED:
		return TextInterrupted
	}
	return TextOther
}

// ErrorData is the data member to answer with an error of code, built from
// what mcp-go sent. Only an unsupported-version error keeps data: the
// protocol versions this server supports, and the version the caller asked
// for, which the 2026-07-28 spec says to echo, only when it looks like a
// version (digits, dots and dashes, optionally after a "v"; at most 32
// characters), so no free text is repeated. Every other data member is
// dropped.
func ErrorData(code int, data json.RawMessage) any {
	if code != mcp.UNSUPPORTED_PROTOCOL_VERSION || len(data) == 0 {
		return nil
	}
	var d struct {
		Supported []string `json:"supported"`
		Requested string   `json:"requested"`
	}
	if json.Unmarshal(data, &d) != nil {
		return nil
	}
	supported := []string{}
	for _, v := range d.Supported {
		if mcp.IsValidProtocolVersion(v) {
			supported = append(supported, v)
		}
	}
	out := map[string]any{"supported": supported}
	if versionLike(d.Requested) {
		out["requested"] = d.Requested
	}
	return out
}

// versionLike reports whether v has the shape of a protocol version.
func versionLike(v string) bool {
	v = strings.TrimPrefix(v, "v")
	if v == "" || len(v) > 32 || v[0] < '0' || v[0] > '9' {
		return false
	}
	for _, c := range v {
		if (c < '0' || c > '9') && c != '.' && c != '-' {
			return false
		}
	}
	return true
}
