package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/audit"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/secret"
)

// glitchTip answers GET /api/0/ for one accepted token and 401 otherwise,
// remembering the token of each request.
type glitchTip struct {
	mu       sync.Mutex
	accepted string
	also     string // another accepted token, "" for none
	seen     []string
}

func (g *glitchTip) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	g.mu.Lock()
	tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	g.seen = append(g.seen, tok)
	ok := tok == g.accepted || (g.also != "" && tok == g.also)
	g.mu.Unlock()
	if !ok {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write([]byte(`{"user":{"id":"1","name":"Ops"},"auth":{"scopes":["project:read","event:read"]}}`))
}

func (g *glitchTip) tokens() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.seen...)
}

// env is a settable environment for the env: token source.
type env struct {
	mu sync.Mutex
	m  map[string]string
}

func (e *env) get(k string) string { e.mu.Lock(); defer e.mu.Unlock(); return e.m[k] }
func (e *env) set(k, v string)     { e.mu.Lock(); e.m[k] = v; e.mu.Unlock() }

func newCore(t *testing.T, gt *glitchTip, token, refresh string) (*app.Core, *env) {
	t.Helper()
	srv := httptest.NewServer(gt)
	t.Cleanup(srv.Close)
	e := &env{m: map[string]string{"GLITCHTIP_URL": srv.URL, "GLITCHTIP_ORG": "acme", "GLITCHTIP_TOKEN_SOURCE_NAME": "env:GT_TOKEN",
		"GT_TOKEN": token, "MCP_ACCESS_REFRESH": refresh}}
	core, err := app.NewCore(context.Background(), e.get, &secret.Resolver{Getenv: e.get}, app.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return core, e
}

// TestTokenRotation: a rotated GlitchTip token is taken up without a
// restart, at once after GlitchTip refuses the old one, or once the old one
// is older than MCP_ACCESS_REFRESH; a token refused for good is not read
// again on every request.
func TestTokenRotation(t *testing.T) {
	ctx := context.Background()
	t.Run("401 then the rotated token", func(t *testing.T) {
		gt := &glitchTip{accepted: "token-new"}
		core, e := newCore(t, gt, "token-old", "1h")
		e.set("GT_TOKEN", "token-new") // rotated in Secrets Manager; GlitchTip revoked the old one
		if _, err := core.Client.Whoami(ctx); err != nil {
			t.Fatalf("whoami after rotation: %v", err)
		}
		if got := strings.Join(gt.tokens(), ","); got != "token-old,token-new" {
			t.Errorf("GlitchTip saw %s, want the old token refused, then the new one", got)
		}
		if _, err := core.Client.Whoami(ctx); err != nil {
			t.Fatal(err)
		}
		if got := gt.tokens(); got[len(got)-1] != "token-new" || len(got) != 3 {
			t.Errorf("next request: GlitchTip saw %v, want the new token straight away", got)
		}
	})
	t.Run("revoked and not replaced", func(t *testing.T) {
		gt := &glitchTip{accepted: "someone-else"}
		core, _ := newCore(t, gt, "token-old", "1h")
		for range 5 {
			_, err := core.Client.Whoami(ctx)
			if gterr.KindOf(err) != gterr.KindAuthentication {
				t.Fatalf("got %v, want the authentication error", err)
			}
		}
		if n := len(gt.tokens()); n != 5 {
			t.Errorf("GlitchTip saw %d requests for 5 calls, want 5 (no retry without a new token)", n)
		}
	})
	t.Run("older than MCP_ACCESS_REFRESH", func(t *testing.T) {
		// GlitchTip accepts both (a rotation's overlap): no 401 prompts a
		// read, only the token's age does.
		gt := &glitchTip{accepted: "token-old", also: "token-new"}
		core, e := newCore(t, gt, "token-old", "1s")
		e.set("GT_TOKEN", "token-new")
		if _, err := core.Client.Whoami(ctx); err != nil {
			t.Fatal(err)
		}
		time.Sleep(1100 * time.Millisecond)
		deadline := time.Now().Add(2 * time.Second)
		for time.Now().Before(deadline) {
			if _, err := core.Client.Whoami(ctx); err != nil {
				t.Fatal(err)
			}
			if got := gt.tokens(); got[len(got)-1] == "token-new" {
				if got[0] != "token-old" {
					t.Errorf("the first request used %s, want the token read at start", got[0])
				}
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Fatalf("the new token was never used: %v", gt.tokens())
	})
}

// TestUpstreamLatencyMetric: each GlitchTip request's latency reaches the
// audit line's UpstreamLatency metric.
func TestUpstreamLatencyMetric(t *testing.T) {
	gt := &glitchTip{accepted: "tok"}
	core, _ := newCore(t, gt, "tok", "")
	var buf bytes.Buffer
	l := audit.New(&buf, nil)
	l.EmitMetrics("test")
	ctx, rec := audit.Begin(context.Background(), "r", "/mcp")
	core.Client.Whoami(ctx)
	core.Client.Whoami(ctx)
	l.Write(rec, 200)
	var line struct {
		UpstreamCalls   int
		UpstreamLatency []float64
	}
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatal(err)
	}
	if line.UpstreamCalls != 2 || len(line.UpstreamLatency) != 2 || line.UpstreamLatency[0] <= 0 {
		t.Errorf("got %d calls and latencies %v, want 2 positive latencies", line.UpstreamCalls, line.UpstreamLatency)
	}
}
