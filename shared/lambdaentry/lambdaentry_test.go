package lambdaentry

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"
)

func TestKind(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"initialize.json", "http"}, {"get.json", "http"}, {"malformed.json", "http"},
		{"schedule.json", "digest"}, {"schedule-v2.json", "digest"},
	} {
		b, err := os.ReadFile("../../events/" + tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if got := Kind(b); got != tc.want {
			t.Errorf("%s: %q want %q", tc.file, got, tc.want)
		}
	}
	for _, raw := range []string{`{"x":1}`, `[]`, `not json`, `{"version":"1.0","httpMethod":"GET","requestContext":{}}`} {
		if Kind([]byte(raw)) != "" {
			t.Errorf("%s accepted", raw)
		}
	}
	h := New(http.NotFoundHandler(), nil)
	if _, err := h.Invoke(context.Background(), json.RawMessage(`{"x":1}`)); !errors.Is(err, ErrUnsupportedEvent) {
		t.Fatalf("unknown shape: %v", err)
	}
	if _, err := h.Invoke(context.Background(), json.RawMessage(`{"task":"digest"}`)); err == nil {
		t.Fatal("digest without a digest function")
	}
}

// TestCallerReachesRequestContext: API Gateway's authorizer claims, source
// IP and request id reach the handler through the request context, per
// invocation; nothing of one invocation is seen by the next.
func TestCallerReachesRequestContext(t *testing.T) {
	var seen []Caller
	h := New(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, ok := CallerFrom(r)
		if !ok {
			t.Error("no API Gateway context")
		}
		seen = append(seen, c)
		w.WriteHeader(204)
	}), nil)
	event := func(sub, ip, rid string) json.RawMessage {
		ev := events.APIGatewayV2HTTPRequest{Version: "2.0", RouteKey: "POST /mcp", RawPath: "/mcp",
			Headers: map[string]string{"content-type": "application/json"}, Body: "{}",
			RequestContext: events.APIGatewayV2HTTPRequestContext{RequestID: rid, Stage: "$default",
				HTTP: events.APIGatewayV2HTTPRequestContextHTTPDescription{Method: "POST", Path: "/mcp", SourceIP: ip}}}
		if sub != "" {
			ev.RequestContext.Authorizer = &events.APIGatewayV2HTTPRequestContextAuthorizerDescription{
				JWT: &events.APIGatewayV2HTTPRequestContextAuthorizerJWTDescription{Claims: map[string]string{"sub": sub, "scope": "glitchtip.read"}}}
		}
		b, _ := json.Marshal(ev)
		return b
	}
	for _, raw := range []json.RawMessage{event("alice", "203.0.113.9", "r1"), event("", "198.51.100.7", "r2")} {
		out, err := h.Invoke(context.Background(), raw)
		if err != nil {
			t.Fatal(err)
		}
		if resp := out.(events.APIGatewayV2HTTPResponse); resp.StatusCode != 204 {
			t.Fatalf("status %d", resp.StatusCode)
		}
	}
	if len(seen) != 2 || seen[0].Subject != "alice" || seen[0].SourceIP != "203.0.113.9" || seen[0].RequestID != "r1" ||
		seen[0].Claims["scope"] != "glitchtip.read" {
		t.Fatalf("first caller: %+v", seen)
	}
	if seen[1].Subject != "" || seen[1].Claims != nil || seen[1].SourceIP != "198.51.100.7" || seen[1].RequestID != "r2" {
		t.Fatalf("second invocation saw the first one's identity: %+v", seen[1])
	}
	if RequestID(&http.Request{}) != "" || !strings.HasPrefix(seen[1].RequestID, "r") {
		t.Fatal("request id outside the adapter")
	}
}
