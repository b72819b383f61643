// Package conformance is the conformance-only fixture server: the same
// MCP server options, transport and HTTP handler as the product, with the
// fixture tools, resources and prompts the official conformance suite's
// content scenarios expect (test_simple_text, test://static-text, …). It is
// never deployed; it exists so the suite can exercise our stack fully.
package conformance

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/mcpserver"
)

// A 1×1 red PNG and a tiny silent WAV, built here.
var (
	pngB64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
	wavB64 = base64.StdEncoding.EncodeToString(wav())
)

func wav() []byte {
	le := func(v uint32, n int) []byte {
		b := make([]byte, n)
		for i := 0; i < n; i++ {
			b[i] = byte(v >> (8 * i))
		}
		return b
	}
	data := make([]byte, 16)
	var b []byte
	b = append(b, "RIFF"...)
	b = append(b, le(uint32(36+len(data)), 4)...)
	b = append(b, "WAVEfmt "...)
	b = append(b, le(16, 4)...)
	b = append(b, le(1, 2)...)    // PCM
	b = append(b, le(1, 2)...)    // mono
	b = append(b, le(8000, 4)...) // sample rate
	b = append(b, le(16000, 4)...)
	b = append(b, le(2, 2)...)
	b = append(b, le(16, 2)...)
	b = append(b, "data"...)
	b = append(b, le(uint32(len(data)), 4)...)
	return append(b, data...)
}

type completions struct{}

func (completions) CompletePromptArgument(ctx context.Context, prompt string, arg mcp.CompleteArgument, _ mcp.CompleteContext) (*mcp.Completion, error) {
	var out []string
	for _, v := range []string{"paris", "park", "party"} {
		if strings.HasPrefix(v, arg.Value) {
			out = append(out, v)
		}
	}
	return &mcp.Completion{Values: out, Total: len(out)}, nil
}

const schema2020 = `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object",` +
	`"$defs":{"address":{"$anchor":"addressDef","type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"}}}},` +
	`"properties":{"name":{"type":"string"},"address":{"$ref":"#/$defs/address"},"contactMethod":{"type":"string","enum":["phone","email"]},"phone":{"type":"string"},"email":{"type":"string"}},` +
	`"allOf":[{"anyOf":[{"required":["phone"]},{"required":["email"]}]}],` +
	`"if":{"properties":{"contactMethod":{"const":"phone"}},"required":["contactMethod"]},"then":{"required":["phone"]},"else":{"required":["email"]},` +
	`"additionalProperties":false}`

// New returns the fixture server.
func New() *server.MCPServer {
	s := server.NewMCPServer("glitchtip-mcp-conformance", "0.0.0", mcpserver.ServerOptions(
		server.WithLogging(), server.WithCompletions(), server.WithPromptCompletionProvider(completions{}))...)
	text := func(name, t string) {
		s.AddTool(mcp.NewTool(name, mcp.WithDescription(name)), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(t), nil
		})
	}
	text("test_simple_text", "This is a simple text response for testing.")
	content := func(name string, c ...mcp.Content) {
		s.AddTool(mcp.NewTool(name, mcp.WithDescription(name)), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: c}, nil
		})
	}
	content("test_image_content", mcp.NewImageContent(pngB64, "image/png"))
	content("test_audio_content", mcp.NewAudioContent(wavB64, "audio/wav"))
	content("test_embedded_resource", mcp.NewEmbeddedResource(mcp.TextResourceContents{URI: "test://embedded-resource", MIMEType: "text/plain", Text: "This is an embedded resource content."}))
	content("test_multiple_content_types", mcp.NewTextContent("Multiple content types test:"), mcp.NewImageContent(pngB64, "image/png"),
		mcp.NewEmbeddedResource(mcp.TextResourceContents{URI: "test://mixed-content-resource", MIMEType: "application/json", Text: `{"test":"data","value":123}`}))
	s.AddTool(mcp.NewTool("test_error_handling", mcp.WithDescription("always fails")), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("This tool intentionally returns an error for testing"), nil
	})
	s.AddTool(mcp.NewTool("test_tool_with_logging", mcp.WithDescription("logs")), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		for i, m := range []string{"Tool execution started", "Tool processing data", "Tool execution completed"} {
			if i > 0 {
				time.Sleep(50 * time.Millisecond)
			}
			s.SendLogMessageToClient(ctx, mcp.NewLoggingMessageNotification(mcp.LoggingLevelInfo, "conformance", m))
		}
		return mcp.NewToolResultText("Tool with logging executed successfully"), nil
	})
	s.AddTool(mcp.NewTool("test_tool_with_progress", mcp.WithDescription("progress")), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var token any
		if r.Params.Meta != nil {
			token = r.Params.Meta.ProgressToken
		}
		for i, p := range []float64{0, 50, 100} {
			if i > 0 {
				time.Sleep(50 * time.Millisecond)
			}
			if token != nil {
				s.SendNotificationToClient(ctx, "notifications/progress", map[string]any{"progressToken": token, "progress": p, "total": 100})
			}
		}
		return mcp.NewToolResultText("Tool with progress executed successfully"), nil
	})
	s.AddTool(mcp.NewToolWithRawSchema("json_schema_2020_12_tool", "Tool with JSON Schema 2020-12 features", []byte(schema2020)),
		func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("ok"), nil
		})
	s.AddResource(mcp.NewResource("test://static-text", "static-text", mcp.WithResourceDescription("static text"), mcp.WithMIMEType("text/plain")),
		func(ctx context.Context, r mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
			return []mcp.ResourceContents{mcp.TextResourceContents{URI: "test://static-text", MIMEType: "text/plain", Text: "This is the content of the static text resource."}}, nil
		})
	s.AddResource(mcp.NewResource("test://static-binary", "static-binary", mcp.WithResourceDescription("static binary"), mcp.WithMIMEType("image/png")),
		func(ctx context.Context, r mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
			return []mcp.ResourceContents{mcp.BlobResourceContents{URI: "test://static-binary", MIMEType: "image/png", Blob: pngB64}}, nil
		})
	s.AddResourceTemplate(mcp.NewResourceTemplate("test://template/{id}/data", "template", mcp.WithTemplateDescription("template"), mcp.WithTemplateMIMEType("application/json")),
		func(ctx context.Context, r mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
			ids, _ := r.Params.Arguments["id"].([]string)
			if len(ids) != 1 {
				return nil, server.ErrResourceNotFound
			}
			return []mcp.ResourceContents{mcp.TextResourceContents{URI: r.Params.URI, MIMEType: "application/json",
				Text: fmt.Sprintf(`{"id":%q,"templateTest":true,"data":"Data for ID: %s"}`, ids[0], ids[0])}}, nil
		})
	s.AddPrompt(mcp.NewPrompt("test_simple_prompt", mcp.WithPromptDescription("simple")), func(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return mcp.NewGetPromptResult("simple", []mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent("This is a simple prompt for testing."))}), nil
	})
	s.AddPrompt(mcp.NewPrompt("test_prompt_with_arguments", mcp.WithPromptDescription("with arguments"),
		mcp.WithArgument("arg1", mcp.RequiredArgument(), mcp.ArgumentDescription("First test argument")),
		mcp.WithArgument("arg2", mcp.RequiredArgument(), mcp.ArgumentDescription("Second test argument"))),
		func(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return mcp.NewGetPromptResult("args", []mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser,
				mcp.NewTextContent(fmt.Sprintf("Prompt with arguments: arg1='%s', arg2='%s'", r.Params.Arguments["arg1"], r.Params.Arguments["arg2"])))}), nil
		})
	s.AddPrompt(mcp.NewPrompt("test_prompt_with_embedded_resource", mcp.WithPromptDescription("embedded resource"),
		mcp.WithArgument("resourceUri", mcp.RequiredArgument(), mcp.ArgumentDescription("URI of the resource to embed"))),
		func(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			uri := r.Params.Arguments["resourceUri"]
			if uri == "" {
				return nil, errors.New("resourceUri is required")
			}
			return mcp.NewGetPromptResult("embedded", []mcp.PromptMessage{
				mcp.NewPromptMessage(mcp.RoleUser, mcp.NewEmbeddedResource(mcp.TextResourceContents{URI: uri, MIMEType: "text/plain", Text: "Embedded resource content for testing."})),
				mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent("Please process the embedded resource above.")),
			}), nil
		})
	s.AddPrompt(mcp.NewPrompt("test_prompt_with_image", mcp.WithPromptDescription("image")), func(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return mcp.NewGetPromptResult("image", []mcp.PromptMessage{
			mcp.NewPromptMessage(mcp.RoleUser, mcp.NewImageContent(pngB64, "image/png")),
			mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent("Please analyze the image above.")),
		}), nil
	})
	return s
}
