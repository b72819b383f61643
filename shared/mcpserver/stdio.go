package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/audit"
)

// StdioAudit returns the server options that give every tool call and
// resource read over stdio the audit line an HTTP request gets, with the
// same rules (arguments as lengths and keyed hashes, upstream calls, result
// count, error kind). The caller is the local user who launched the
// process; there is no credential. Pass them to New: they must wrap the
// other middleware, which notes results in the record.
func StdioAudit(l *audit.Logger) []server.ServerOption {
	begin := func(ctx context.Context, method, tool string, args map[string]any) (context.Context, *audit.Record) {
		ctx, rec := audit.Begin(ctx, audit.NewRequestID(), "stdio")
		rec.Auth, rec.AuthMethod, rec.Caller = "ok", "stdio", "local-user"
		l.SetCall(rec, method, tool, args)
		return ctx, rec
	}
	return []server.ServerOption{
		server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				ctx, rec := begin(ctx, "tools/call", req.Params.Name, req.GetArguments())
				res, err := next(ctx, req)
				l.Write(rec, 200)
				return res, err
			}
		}),
		server.WithResourceHandlerMiddleware(func(next server.ResourceHandlerFunc) server.ResourceHandlerFunc {
			return func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
				ctx, rec := begin(ctx, "resources/read", "", nil)
				res, err := next(ctx, req)
				status := 200
				if err != nil {
					status = 404
				}
				l.Write(rec, status)
				return res, err
			}
		}),
	}
}

// ServeStdio serves s over stdin and stdout until stdin ends or the
// process is told to stop (SIGINT, SIGTERM), as mcp-go's server.ServeStdio,
// with every JSON-RPC error answered in a fixed text (see ErrorText).
func ServeStdio(s *server.MCPServer) error {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	return Listen(ctx, s, os.Stdin, os.Stdout)
}

// Listen serves s over in and out until in ends or ctx does, answering
// every JSON-RPC error in a fixed text.
func Listen(ctx context.Context, s *server.MCPServer, in io.Reader, out io.Writer) error {
	ctx = WithErrorNotes(ctx)
	return server.NewStdioServer(s).Listen(ctx, in, &fixedErrors{ctx: ctx, w: out})
}

// fixedErrors rewrites the error answers mcp-go's stdio server writes, one
// JSON message per line. Without the request's method at hand, an unknown
// tool or prompt is told apart by mcp-go's sentinel texts alone. The
// handlers' own texts are noted in the serving context (a ring of the
// latest, enough for the answers in flight).
type fixedErrors struct {
	ctx context.Context
	mu  sync.Mutex
	w   io.Writer
}

func (f *fixedErrors) Write(p []byte) (int, error) {
	var msg struct {
		ID    json.RawMessage `json:"id"`
		Error *struct {
			Code    int             `json:"code"`
			Message string          `json:"message"`
			Data    json.RawMessage `json:"data"`
		} `json:"error"`
	}
	line := p
	// an answer without an "error" member anywhere is no error: results
	// (up to the size budget) are written through without a parse
	if bytes.Contains(p, []byte(`"error"`)) && json.Unmarshal(bytes.TrimSpace(p), &msg) == nil && msg.Error != nil {
		line = append(FixedError(f.ctx, "", msg.ID, msg.Error.Code, msg.Error.Message, msg.Error.Data), '\n')
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, err := f.w.Write(line); err != nil {
		return 0, err
	}
	return len(p), nil
}
