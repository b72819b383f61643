package lambdaentry_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/lambdaentry"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
)

const testKey = "fuzz-key-0123456789abcdef"

// marker is planted in the seeds' paths, headers and cookies; only the
// body (whose JSON-RPC id an answer repeats) may bring it into an answer.
const marker = "PLANTEDxq"

// product is the MCP function's handler on the demo stand-in, as
// functions/mcp builds it, behind lambdaentry.
func product(tb testing.TB) *lambdaentry.Handler {
	tb.Helper()
	d := standin.Demo()
	gt := httptest.NewServer(&standin.Server{Data: d})
	tb.Cleanup(gt.Close)
	vars := map[string]string{"GLITCHTIP_URL": strings.Replace(gt.URL, "127.0.0.1", "localhost", 1), "GLITCHTIP_ORG": d.Org,
		"GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": d.Token,
		"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": `[{"name":"fuzz","key":"` + testKey + `"}]`}
	getenv := func(k string) string { return vars[k] }
	a, err := app.Build(context.Background(), getenv, app.Options{Resolver: &secret.Resolver{Getenv: getenv}, AuditLog: io.Discard, OnLambda: true})
	if err != nil {
		tb.Fatal(err)
	}
	return lambdaentry.New(a.Handler, nil)
}

// checkAnswer holds for every invocation of the MCP function: no error
// (an adapter error would have printed the request to the function's log),
// a status under 500, a JSON body (or none), and nothing planted outside the
// body repeated.
func checkAnswer(t *testing.T, out any, err error, body []byte) {
	t.Helper()
	if err != nil {
		t.Fatalf("invoke error %q", err)
	}
	resp, ok := out.(events.APIGatewayV2HTTPResponse)
	if !ok {
		t.Fatalf("answer of type %T", out)
	}
	if resp.StatusCode >= 500 || resp.StatusCode < 200 {
		t.Fatalf("status %d: %.300s", resp.StatusCode, resp.Body)
	}
	text := resp.Body
	if resp.IsBase64Encoded {
		b, err := base64.StdEncoding.DecodeString(resp.Body)
		if err != nil {
			t.Fatal("answer flagged base64 is not")
		}
		text = string(b)
	}
	if text != "" && !json.Valid([]byte(text)) && !strings.HasPrefix(text, "event: ") {
		t.Fatalf("status %d, answer is not JSON: %.300q", resp.StatusCode, text)
	}
	if !bytes.Contains(body, []byte(marker)) {
		all := text
		for k, v := range resp.Headers {
			all += k + v
		}
		for k, v := range resp.MultiValueHeaders {
			all += k + strings.Join(v, "")
		}
		if strings.Contains(all, marker) {
			t.Fatalf("the answer repeats input from outside the body: %.300s", all)
		}
	}
}

// FuzzAPIGatewayEvent builds API Gateway HTTP API (v2) events from fuzzed
// parts (method, path, query, a header that may repeat, cookies, a body that
// may be base64, fields left out, huge headers) and invokes the MCP
// function's handler with each.
func FuzzAPIGatewayEvent(f *testing.F) {
	call := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`
	f.Add("POST", "/mcp", "", "content-type", "application/json", "", []byte(call), false, uint8(0))
	f.Add("POST", "/mcp", "", "content-type", "application/json", "", []byte(base64.StdEncoding.EncodeToString([]byte(call))), true, uint8(0))
	f.Add("POST", "/mcp", "", "x-"+marker, marker+","+marker, "a="+marker, []byte(call), false, uint8(1))
	f.Add("POST", "/mcp/"+marker, "q="+marker, "origin", "https://"+marker+".example", "", []byte(call), false, uint8(0))
	f.Add("POST", "/mcp", "", "content-type", "application/json", "", []byte("not base64 "+marker), true, uint8(0))
	f.Add("GET", "/"+marker+"%zz", "%zz="+marker, "host", marker, "", []byte{}, false, uint8(2))
	f.Add("P\x00ST", " /mcp "+marker, "", "", "", "", []byte(call), false, uint8(4))
	f.Add("POST", "/mcp", "", "x-big", strings.Repeat(marker, 8000), strings.Repeat("c=1; ", 2000), []byte(call), false, uint8(8))
	f.Add("POST", "/healthz", "", "accept", "application/json, text/event-stream", "", []byte(`{"jsonrpc":"2.0","id":"`+marker+`","method":"ping"}`), false, uint8(0))
	f.Add("DELETE", "", "", "mcp-protocol-version", "2026-07-28", "", []byte(nil), false, uint8(16))
	h := product(f)
	f.Fuzz(func(t *testing.T, method, path, query, hk, hv, cookie string, body []byte, b64 bool, drop uint8) {
		ev := events.APIGatewayV2HTTPRequest{Version: "2.0", RouteKey: "$default", RawPath: path, RawQueryString: query,
			Headers: map[string]string{"authorization": "Bearer " + testKey, "content-type": "application/json"},
			Body:    string(body), IsBase64Encoded: b64,
			RequestContext: events.APIGatewayV2HTTPRequestContext{RequestID: "fuzz", Stage: "$default", DomainName: "abc.execute-api.eu-west-1.amazonaws.com",
				HTTP: events.APIGatewayV2HTTPRequestContextHTTPDescription{Method: method, Path: path, SourceIP: "198.51.100.7"}}}
		if hk != "" {
			ev.Headers[strings.ToLower(hk)] = hv
		}
		if cookie != "" {
			ev.Cookies = strings.Split(cookie, ";")
		}
		// drop's bits leave fields out, as a test console or a proxy might
		if drop&1 != 0 {
			ev.Headers = nil
		}
		if drop&2 != 0 {
			ev.RawPath = ""
		}
		if drop&4 != 0 {
			ev.RequestContext.DomainName = ""
		}
		if drop&8 != 0 {
			ev.RequestContext.HTTP.SourceIP = ""
		}
		if drop&16 != 0 {
			ev.RequestContext.HTTP.Method = ""
		}
		raw, err := json.Marshal(ev)
		if err != nil {
			return // not UTF-8 JSON can carry; FuzzInvoke covers raw bytes
		}
		out, err := h.Invoke(context.Background(), raw)
		if lambdaentry.Kind(raw) != "http" {
			t.Fatalf("an API Gateway event of kind %q", lambdaentry.Kind(raw))
		}
		plain := body
		if b64 {
			plain, _ = base64.StdEncoding.DecodeString(string(body))
		}
		checkAnswer(t, out, err, append(plain, body...))
	})
}

// FuzzInvoke dispatches arbitrary raw events: an HTTP event is answered as
// by FuzzAPIGatewayEvent, a digest event by the MCP function's fixed
// refusal, anything else by ErrUnsupportedEvent; nothing panics.
func FuzzInvoke(f *testing.F) {
	for _, name := range []string{"initialize.json", "get.json", "malformed.json", "schedule.json", "schedule-v2.json", "tools-call.json"} {
		b, err := os.ReadFile("../../events/" + name)
		if err == nil {
			f.Add(bytes.ReplaceAll(b, []byte("sample-key-0123456789abcdef"), []byte(testKey)))
		}
	}
	for _, s := range []string{`{}`, `null`, `[]`, `{"version":"2.0","requestContext":{"http":{}}}`,
		`{"version":"2.0","requestContext":{"http":{"method":"POST"}},"body":"` + marker + `","isBase64Encoded":true}`,
		`{"version":"2.0","requestContext":{"http":{"method":"POST","path":"/mcp"}},"headers":{"authorization":"Bearer ` + testKey + `"},"cookies":["` + marker + `"],"body":"{}"}`,
		`{"version":"2.0","requestContext":{"http":null},"headers":null}`,
		`{"version":"2.0","requestContext":{"http":{"method":"GET","path":"/healthz"}},"rawQueryString":"` + marker + `=%zz"}`,
		`{"task":"digest"}`, `{"source":"aws.scheduler"}`, `{"version":"2.0","requestContext":{"http":1}}`} {
		f.Add([]byte(s))
	}
	h := product(f)
	f.Fuzz(func(t *testing.T, raw []byte) {
		out, err := h.Invoke(context.Background(), raw)
		switch lambdaentry.Kind(raw) {
		case "http":
			if errors.Is(err, lambdaentry.ErrUnsupportedEvent) {
				return // the probe saw an HTTP event the full decoder refuses
			}
			var ev struct {
				Body string `json:"body"`
			}
			json.Unmarshal(raw, &ev)
			plain, _ := base64.StdEncoding.DecodeString(ev.Body)
			checkAnswer(t, out, err, append([]byte(ev.Body), plain...))
		case "digest":
			if err == nil || strings.Contains(err.Error(), marker) {
				t.Fatalf("the MCP function ran a digest event: %v", err)
			}
		default:
			if !errors.Is(err, lambdaentry.ErrUnsupportedEvent) {
				t.Fatalf("unknown event: %v", err)
			}
		}
	})
}
