package mcpserver_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	mcpgo "github.com/mark3labs/mcp-go/server"
)

// TestMCPGoSchemaValidationIsNotBuiltIn: the build replaces mcp-go's JSON
// Schema validator with shared/internal/jsonschemaoff (go.mod), since the
// tools check their own input (TestBadInputIsAToolErrorWithoutEcho). A
// server that enabled mcp-go's validation anyway would refuse every call,
// loudly, instead of validating nothing; if this test fails, the replace
// directive is gone and the real validator (and its init cost) is back.
func TestMCPGoSchemaValidationIsNotBuiltIn(t *testing.T) {
	s := mcpgo.NewMCPServer("t", "1", mcpgo.WithToolCapabilities(false), mcpgo.WithInputSchemaValidation())
	s.AddTool(mcp.NewTool("echo", mcp.WithRawInputSchema(json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`))),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("ran"), nil
		})
	msg := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"n":1}}}`
	out, _ := json.Marshal(s.HandleMessage(context.Background(), json.RawMessage(msg)))
	if strings.Contains(string(out), `"ran"`) || !strings.Contains(string(out), "not built into glitchtip-mcp") {
		t.Fatalf("mcp-go's schema validation ran or was skipped silently: %s", out)
	}
}
