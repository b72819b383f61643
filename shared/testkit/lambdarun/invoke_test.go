package lambdarun_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/lambdarun"
	"glitchtip-mcp/shared/testkit/leakcheck"
	"glitchtip-mcp/shared/testkit/motoserver"
)

var (
	buildMu sync.Mutex
	built   = map[string]string{}
)

// bootstrap builds a function's real binary once, with the Lambda flags:
// "mcp" (the request function) or "digest" (the scheduled function).
func bootstrap(t *testing.T, function string) string {
	t.Helper()
	buildMu.Lock()
	defer buildMu.Unlock()
	if bin, ok := built[function]; ok {
		return bin
	}
	dir, err := os.MkdirTemp("", "bootstrap")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "bootstrap")
	cmd := exec.Command("go", "build", "-tags", "lambda.norpc,nethttpomithttp2", "-ldflags", "-s -w", "-trimpath", "-o", bin, "../../../functions/"+function)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build %s: %v\n%s", function, err, out)
	}
	built[function] = bin
	return bin
}

// offline builds the request function's bootstrap and starts its offline
// environment: the GlitchTip stand-in and moto_server holding the secrets.
func offline(t *testing.T) (string, *lambdarun.Local) {
	t.Helper()
	bin := bootstrap(t, "mcp")
	local, err := lambdarun.NewLocal(context.Background(), standin.Demo(), motoserver.Start(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(local.Close)
	return bin, local
}

type apiResponse struct {
	StatusCode int               `json:"statusCode"`
	Headers    map[string]string `json:"headers"`
	Body       string            `json:"body"`
}

// TestSampleEventsEndToEnd runs the real bootstraps under the Runtime API
// stand-in, with moto_server as Secrets Manager, on every sample event: API
// Gateway events through the request function, scheduled events through
// the digest function; each function refuses the other's events.
func TestSampleEventsEndToEnd(t *testing.T) {
	bin, local := offline(t)
	start := func(bin string) *lambdarun.Runtime {
		rt, err := lambdarun.Start(bin, local.Env)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(rt.Close)
		if _, err := rt.WaitReady(10 * time.Second); err != nil {
			t.Fatalf("%v\n%s", err, rt.Output.String())
		}
		return rt
	}
	rt, drt := start(bin), start(bootstrap(t, "digest"))
	files, _ := filepath.Glob("../../../events/*.json")
	if len(files) < 7 {
		t.Fatalf("only %d sample events", len(files))
	}
	checks := map[string]func(t *testing.T, r apiResponse){
		"initialize.json": func(t *testing.T, r apiResponse) {
			want(t, r, 200, `"protocolVersion":"2025-11-25"`, `"name":"glitchtip-mcp"`)
		},
		"tools-list.json": func(t *testing.T, r apiResponse) {
			want(t, r, 200, `"glitchtip_whoami"`, `"glitchtip_search"`, `"readOnlyHint":true`, `"destructiveHint":false`)
		},
		"tools-call.json": func(t *testing.T, r apiResponse) {
			want(t, r, 200, "ValueError", "shop/views.py:login:41", "untrusted-event-data", `"isError"`)
		},
		"malformed.json": func(t *testing.T, r apiResponse) {
			want(t, r, 400, `"code":-32700`)
		},
		"get.json": func(t *testing.T, r apiResponse) {
			want(t, r, 405, "POST only")
		},
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			ev, _ := os.ReadFile(f)
			res, err := rt.Invoke(context.Background(), ev, 29*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(name, "schedule") {
				if res.Error == nil || !strings.Contains(string(res.Error), "digest function") {
					t.Errorf("the request function ran a scheduled event: %s %s", res.Payload, res.Error)
				}
				res, err := drt.Invoke(context.Background(), ev, 29*time.Second)
				if err != nil {
					t.Fatal(err)
				}
				checkDigest(t, res)
				return
			}
			if dres, err := drt.Invoke(context.Background(), ev, 29*time.Second); err != nil || dres.Error == nil {
				t.Errorf("the digest function answered an MCP request: %v %s", err, dres.Payload)
			}
			if res.Error != nil {
				t.Fatalf("function error: %s", res.Error)
			}
			var r apiResponse
			if err := json.Unmarshal(res.Payload, &r); err != nil {
				t.Fatal(err)
			}
			if leaks := leakcheck.Planted(string(res.Payload), standin.DemoToken); len(leaks) > 0 {
				t.Errorf("leaked %v", leaks)
			}
			check, ok := checks[name]
			if !ok {
				t.Fatalf("no expectation for sample event %s", name)
			}
			check(t, r)
		})
	}
	// access control is on in the function: a wrong key is refused
	ev, _ := os.ReadFile("../../../events/tools-call.json")
	before := local.Fake.Requests()
	res, err := rt.Invoke(context.Background(), []byte(strings.ReplaceAll(string(ev), lambdarun.SampleKey, "wrong-key-0123456789abcdef")), 29*time.Second)
	var r apiResponse
	if err != nil || json.Unmarshal(res.Payload, &r) != nil || r.StatusCode != 401 || local.Fake.Requests() != before {
		t.Fatalf("wrong key: %v %s", err, res.Payload)
	}
	if leaks := leakcheck.Planted(rt.Output.String(), standin.DemoToken, lambdarun.SampleKey, "wrong-key-0123456789abcdef"); len(leaks) > 0 {
		t.Errorf("function log leaked %v", leaks)
	}
	if local.Fake.NonGET() != 0 {
		t.Fatal("non-GET request reached GlitchTip")
	}
}

func want(t *testing.T, r apiResponse, status int, contains ...string) {
	t.Helper()
	if r.StatusCode != status {
		t.Errorf("status %d, want %d: %s", r.StatusCode, status, r.Body)
	}
	if ct := r.Headers["Content-Type"]; !strings.HasPrefix(ct, "application/json") {
		t.Errorf("content type %q", ct)
	}
	for _, c := range contains {
		if c == `"isError"` {
			if strings.Contains(r.Body, `"isError":true`) {
				t.Errorf("tool error: %s", r.Body)
			}
			continue
		}
		if !strings.Contains(r.Body, c) {
			t.Errorf("body lacks %s: %s", c, r.Body)
		}
	}
}

// TestInitFailuresAreReported: a failed cold start is an init error through
// the Runtime API, with a clear message, and the function serves nothing.
func TestInitFailuresAreReported(t *testing.T) {
	bin, local := offline(t)
	for _, tc := range []struct {
		name, key, value, want string
	}{
		{"missing url", "GLITCHTIP_URL", "", "GLITCHTIP_URL is not set"},
		{"secret not found", "GLITCHTIP_TOKEN_SOURCE_NAME", "glitchtip-mcp/nope", "secret glitchtip-mcp/nope was not found"},
		{"dev source refused on Lambda", "GLITCHTIP_TOKEN_SOURCE_NAME", "env:HOME", "development only"},
		{"unknown profile", "MCP_PROFILE", "root", "MCP_PROFILE names no known profile"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var env []string
			for _, kv := range local.Env {
				if !strings.HasPrefix(kv, tc.key+"=") {
					env = append(env, kv)
				}
			}
			env = append(env, tc.key+"="+tc.value)
			rt, err := lambdarun.Start(bin, env)
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			_, err = rt.WaitReady(10 * time.Second)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v\n%s", err, rt.Output.String())
			}
		})
	}
	if local.Fake.Requests() != 0 {
		t.Fatalf("a failed start reached GlitchTip %d times", local.Fake.Requests())
	}
}
