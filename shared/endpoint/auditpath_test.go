package endpoint

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/access"
	"glitchtip-mcp/shared/audit"
)

// TestAuditPathIsTheRoute: the audit line's path is the route a request
// matched, never the text an unauthenticated caller put in the URL; an
// authenticated caller's project URL records its (valid) slug.
func TestAuditPathIsTheRoute(t *testing.T) {
	const key = "route-test-key-0123456789abcdef"
	guard, err := access.New(access.Config{Keys: []access.Key{{Name: "ops", Key: key}}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	s := server.NewMCPServer("t", "0")
	h := Handler(s, Options{
		Guard:  guard,
		Audit:  audit.New(&buf, nil),
		Scoped: func(string) *server.MCPServer { return s },
	})
	const planted = "alice.smith-at-example"
	for _, tc := range []struct {
		name, path, bearer, wantPath string
		wantStatus                   int
	}{
		{"unauthenticated /mcp", "/mcp", "", "/mcp", 401},
		{"unauthenticated project URL", "/mcp/" + planted, "", "/mcp/{project}", 401},
		{"unauthenticated, percent-encoded", "/mcp/%E2%80%AE" + planted, "", "/mcp/{project}", 401},
		{"wrong key", "/mcp/" + planted, "not-the-key-0123456789abcdef", "/mcp/{project}", 401},
		{"authenticated /mcp", "/mcp", key, "/mcp", 200},
		{"authenticated project URL", "/mcp/shop", key, "/mcp/shop", 200},
		{"authenticated, not a slug", "/mcp/Shop.Example", key, "/mcp/{project}", 404},
	} {
		t.Run(tc.name, func(t *testing.T) {
			buf.Reset()
			body := `{"jsonrpc":"2.0","id":1,"method":"ping"}`
			r := httptest.NewRequest(http.MethodPost, tc.path, strings.NewReader(body))
			r.Header.Set("Content-Type", "application/json")
			r.Header.Set("Accept", "application/json, text/event-stream")
			if tc.bearer != "" {
				r.Header.Set("Authorization", "Bearer "+tc.bearer)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.wantStatus {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.wantStatus, w.Body)
			}
			var line struct{ Path string }
			if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
				t.Fatalf("no audit line: %v %q", err, buf.String())
			}
			if line.Path != tc.wantPath {
				t.Errorf("audit path %q, want %q", line.Path, tc.wantPath)
			}
			if strings.Contains(buf.String(), "alice") {
				t.Errorf("the audit line carries the caller's URL text: %s", buf.String())
			}
		})
	}
}
