package mcpserver

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/audit"
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
