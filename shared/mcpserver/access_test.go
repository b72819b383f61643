package mcpserver_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

// syncBuf collects the audit log.
type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) { s.mu.Lock(); defer s.mu.Unlock(); return s.b.Write(p) }
func (s *syncBuf) String() string              { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

type server struct {
	fake  *standin.Server
	url   string
	audit *syncBuf
}

func serveWith(t *testing.T, extra map[string]string) *server {
	t.Helper()
	buf := &syncBuf{}
	fake, _, base := launch(t, standin.Demo(), extra, buf)
	return &server{fake: fake, url: base, audit: buf}
}

const callBody = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`

func post(t *testing.T, url string, headers map[string]string, body string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp, string(b)
}

var keysJSON = `[{"name":"alice","key":"alice-key-0123456789abcdef"},{"name":"bob","key":"bob-key-0123456789abcdefgh","revoked":true}]`

func TestAPIKeys(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": keysJSON, "MCP_ALLOWED_ORIGINS": "https://app.example"})
	tests := []struct {
		name    string
		headers map[string]string
		body    string
		status  int
		www     string
	}{
		{"no credential", nil, callBody, 401, `Bearer realm="glitchtip-mcp"`},
		{"wrong key", map[string]string{"Authorization": "Bearer not-a-key-0123456789"}, callBody, 401, `error="invalid_token"`},
		{"revoked key", map[string]string{"Authorization": "Bearer bob-key-0123456789abcdefgh"}, callBody, 401, `error="invalid_token"`},
		{"basic scheme", map[string]string{"Authorization": "Basic YWxpY2U6cHc="}, callBody, 401, "Bearer"},
		{"bad origin", map[string]string{"Authorization": "Bearer alice-key-0123456789abcdef", "Origin": "https://evil.example"}, callBody, 403, ""},
		{"oversized body", map[string]string{"Authorization": "Bearer alice-key-0123456789abcdef"}, `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"p":"` + strings.Repeat("x", 300<<10) + `"}}`, 413, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := s.fake.Requests()
			resp, body := post(t, s.url+"/mcp", tc.headers, tc.body)
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.status, body)
			}
			if tc.www != "" && !strings.Contains(resp.Header.Get("WWW-Authenticate"), tc.www) {
				t.Errorf("WWW-Authenticate %q lacks %q", resp.Header.Get("WWW-Authenticate"), tc.www)
			}
			var rpc struct {
				Error struct{ Code int } `json:"error"`
			}
			if json.Unmarshal([]byte(body), &rpc) != nil || rpc.Error.Code == 0 {
				t.Errorf("not a JSON-RPC error: %s", body)
			}
			if s.fake.Requests() != before {
				t.Error("a refused request reached GlitchTip")
			}
		})
	}
	// allowed: a valid key, with or without an allowed Origin
	for _, h := range []map[string]string{
		{"Authorization": "Bearer alice-key-0123456789abcdef"},
		{"Authorization": "bearer alice-key-0123456789abcdef", "Origin": "https://app.example"},
	} {
		resp, body := post(t, s.url+"/mcp", h, callBody)
		if resp.StatusCode != 200 || !strings.Contains(body, `"found":true`) {
			t.Fatalf("valid key refused: %d %s", resp.StatusCode, body)
		}
	}
	log := s.audit.String()
	for _, secret := range []string{"alice-key-0123456789abcdef", "bob-key-0123456789abcdefgh", "not-a-key-0123456789", "YWxpY2U6cHc="} {
		if strings.Contains(log, secret) {
			t.Errorf("audit log holds a presented credential %q", secret)
		}
	}
	for _, want := range []string{`"auth_reason":"revoked key bob"`, `"auth_reason":"unknown key"`, `"auth_reason":"no credential"`, `"caller":"alice"`, `"tool":"glitchtip_get_issue"`, `"args":{"issue_id":"101"}`, `"upstream_status":200`} {
		if !strings.Contains(log, want) {
			t.Errorf("audit log lacks %s:\n%s", want, log)
		}
	}
}

func TestNoConfigurationRefusesEveryone(t *testing.T) {
	s := serveWith(t, nil)
	resp, body := post(t, s.url+"/mcp", map[string]string{"Authorization": "Bearer anything-0123456789abcdef"}, callBody)
	if resp.StatusCode != 401 || s.fake.Requests() != 0 {
		t.Fatalf("unconfigured endpoint answered %d", resp.StatusCode)
	}
	// the caller learns why, instead of a misleading "invalid API key"
	if !strings.Contains(body, "no API keys configured") || !strings.Contains(body, "MCP_API_KEYS_SOURCE_NAME") {
		t.Errorf("401 does not say that no keys are configured: %s", body)
	}
}

func TestDevOpenOnlyOnLoopback(t *testing.T) {
	base := map[string]string{"GLITCHTIP_URL": "https://gt.example", "GLITCHTIP_ORG": "demo", "GLITCHTIP_TOKEN_SOURCE_NAME": "env:T", "T": "tok-0123456789", "MCP_DEV_OPEN": "1"}
	for _, tc := range []struct {
		addr     string
		onLambda bool
		ok       bool
	}{{"127.0.0.1:8080", false, true}, {"0.0.0.0:8080", false, false}, {"10.1.2.3:80", false, false}, {"127.0.0.1:8080", true, false}} {
		vars := map[string]string{"MCP_LISTEN_ADDR": tc.addr}
		for k, v := range base {
			vars[k] = v
		}
		_, err := app.Build(context.Background(), env(vars), app.Options{Resolver: &secret.Resolver{Getenv: env(vars)}, OnLambda: tc.onLambda, AuditLog: io.Discard})
		if (err == nil) != tc.ok {
			t.Errorf("%s lambda=%v: %v", tc.addr, tc.onLambda, err)
		}
	}
}

// oauthFixture is a local authorization server: an RSA key and its JWKS.
type oauthFixture struct {
	key  *rsa.PrivateKey
	jwks *httptest.Server
	hits int
	// kid is the key id the JWKS publishes the key under ("k1" unless a
	// test rotates it).
	kid string
	mu  sync.Mutex
}

func newOAuth(t *testing.T) *oauthFixture {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	f := &oauthFixture{key: key, kid: "k1"}
	f.jwks = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.hits++
		kid := f.kid
		f.mu.Unlock()
		json.NewEncoder(w).Encode(map[string]any{"keys": []any{map[string]any{
			"kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256",
			"n": base64.RawURLEncoding.EncodeToString(key.N.Bytes()),
			"e": base64.RawURLEncoding.EncodeToString(big.NewInt(int64(key.E)).Bytes()),
		}}})
	}))
	t.Cleanup(f.jwks.Close)
	return f
}

func (f *oauthFixture) token(t *testing.T, claims jwt.MapClaims, kid string) string {
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, claims)
	tok.Header["kid"] = kid
	s, err := tok.SignedString(f.key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestOAuthResourceServer(t *testing.T) {
	f := newOAuth(t)
	const iss, aud = "https://auth.example", "https://mcp.example/mcp"
	s := serveWith(t, map[string]string{"MCP_AUTH_MODE": "oauth", "MCP_OAUTH_ISSUER": iss, "MCP_OAUTH_JWKS_URL": f.jwks.URL,
		"MCP_OAUTH_AUDIENCE": aud, "MCP_OAUTH_SCOPE": "glitchtip.read"})
	now := time.Now()
	good := jwt.MapClaims{"iss": iss, "aud": aud, "sub": "user-42", "scope": "openid glitchtip.read", "exp": now.Add(time.Hour).Unix(), "iat": now.Unix()}
	with := func(k string, v any) jwt.MapClaims {
		c := jwt.MapClaims{}
		for a, b := range good {
			c[a] = b
		}
		if v == nil {
			delete(c, k)
		} else {
			c[k] = v
		}
		return c
	}
	tests := []struct {
		name   string
		token  string
		status int
		www    []string
	}{
		{"no token", "", 401, []string{`resource_metadata="https://mcp.example/.well-known/oauth-protected-resource/mcp"`, `scope="glitchtip.read"`}},
		{"expired", f.token(t, with("exp", now.Add(-time.Hour).Unix()), "k1"), 401, []string{`error="invalid_token"`}},
		{"wrong audience", f.token(t, with("aud", "https://other.example/mcp"), "k1"), 401, []string{`error="invalid_token"`}},
		{"wrong issuer", f.token(t, with("iss", "https://evil.example"), "k1"), 401, []string{`error="invalid_token"`}},
		{"no expiry", f.token(t, with("exp", nil), "k1"), 401, []string{`error="invalid_token"`}},
		{"unknown kid", f.token(t, good, "k2"), 401, []string{`error="invalid_token"`}},
		{"alg none", "eyJhbGciOiJub25lIn0." + base64.RawURLEncoding.EncodeToString([]byte(`{"iss":"`+iss+`"}`)) + ".", 401, []string{`error="invalid_token"`}},
		{"missing scope", f.token(t, with("scope", "openid"), "k1"), 403, []string{`error="insufficient_scope"`, `scope="glitchtip.read"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := map[string]string{}
			if tc.token != "" {
				h["Authorization"] = "Bearer " + tc.token
			}
			resp, body := post(t, s.url+"/mcp", h, callBody)
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d want %d: %s", resp.StatusCode, tc.status, body)
			}
			for _, w := range tc.www {
				if !strings.Contains(resp.Header.Get("WWW-Authenticate"), w) {
					t.Errorf("WWW-Authenticate %q lacks %q", resp.Header.Get("WWW-Authenticate"), w)
				}
			}
		})
	}
	if s.fake.Requests() != 0 {
		t.Fatal("a refused token reached GlitchTip")
	}
	// a valid token reaches the tools; the caller's token never goes upstream
	tok := f.token(t, good, "k1")
	for i := 0; i < 3; i++ {
		resp, body := post(t, s.url+"/mcp", map[string]string{"Authorization": "Bearer " + tok}, callBody)
		if resp.StatusCode != 200 || !strings.Contains(body, `"found":true`) {
			t.Fatalf("valid token: %d %s", resp.StatusCode, body)
		}
	}
	f.mu.Lock()
	hits := f.hits
	f.mu.Unlock()
	if hits > 3 { // at most: initial fetch, unknown-kid refresh, … not one per request
		t.Errorf("JWKS fetched %d times: not cached", hits)
	}
	if strings.Contains(s.audit.String(), tok) || !strings.Contains(s.audit.String(), `"caller":"user-42"`) {
		t.Errorf("audit log: %s", s.audit.String())
	}
	// RFC 9728 metadata, root and path-specific
	for _, p := range []string{"/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"} {
		resp, err := http.Get(s.url + p)
		if err != nil {
			t.Fatal(err)
		}
		var md map[string]any
		json.NewDecoder(resp.Body).Decode(&md)
		resp.Body.Close()
		if md["resource"] != aud || md["authorization_servers"].([]any)[0] != iss {
			t.Errorf("%s: %v", p, md)
		}
	}
}

// TestSystemErrorCarriesRequestID: a GlitchTip 5xx reaches the caller as a
// trusted message with the request id; the audit line with that id holds
// the internal detail, and the model sees no internals.
func TestSystemErrorCarriesRequestID(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": keysJSON})
	s.fake.SetIntercept(func(w http.ResponseWriter, r *http.Request) bool {
		w.WriteHeader(500)
		w.Write([]byte("Traceback: psycopg2.OperationalError at /srv/app SECRET-INTERNAL"))
		return true
	})
	resp, body := post(t, s.url+"/mcp", map[string]string{"Authorization": "Bearer alice-key-0123456789abcdef"}, callBody)
	rid := resp.Header.Get("X-Request-Id")
	if rid == "" || !strings.Contains(body, "GlitchTip upstream unavailable (request id "+rid+")") || !strings.Contains(body, `"isError":true`) {
		t.Fatalf("%s %s", rid, body)
	}
	if strings.Contains(body, "SECRET-INTERNAL") || strings.Contains(body, "Traceback") {
		t.Fatal("internals reached the caller")
	}
	var line map[string]any
	for _, l := range strings.Split(strings.TrimSpace(s.audit.String()), "\n") {
		json.Unmarshal([]byte(l), &line)
		if line["request_id"] == rid {
			break
		}
	}
	if line["request_id"] != rid || line["error_kind"] != "upstream" || !strings.Contains(line["error_detail"].(string), "GET /api/0/issues/{id}/ status 500") || line["upstream_status"] != 500.0 {
		t.Fatalf("audit line: %v", line)
	}
	if strings.Contains(s.audit.String(), "SECRET-INTERNAL") {
		t.Fatal("upstream body in the audit log")
	}
}

// TestAuditLogOfFixtureRunHasNoPII runs every tool over the demo and the
// team's fixtures with the audit log captured, then scans all of it.
func TestAuditLogOfFixtureRunHasNoPII(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": keysJSON, "MCP_PROFILE": "glitchtip-readonly-raw"})
	h := map[string]string{"Authorization": "Bearer alice-key-0123456789abcdef"}
	calls := []string{
		`{"name":"glitchtip_whoami","arguments":{}}`,
		`{"name":"glitchtip_list_projects","arguments":{}}`,
		`{"name":"glitchtip_search","arguments":{"project":"backend","query":"is:unresolved olivia.martin@example.org 203.0.113.77","release":"shop@2.3.1"}}`,
		`{"name":"glitchtip_search","arguments":{"project":"backend","query":"token AKIAIOSFODNN7EXAMPLE"}}`,
	}
	for _, is := range standin.Demo().Issues {
		for _, tool := range []string{"glitchtip_get_issue", "glitchtip_recent_events", "glitchtip_read_raw_event"} {
			calls = append(calls, `{"name":"`+tool+`","arguments":{"issue_id":"`+itoa(is.ID)+`"}}`)
		}
	}
	for i, c := range calls {
		resp, body := post(t, s.url+"/mcp", h, `{"jsonrpc":"2.0","id":`+itoa(i)+`,"method":"tools/call","params":`+c+`}`)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", c, resp.StatusCode, body)
		}
	}
	log := s.audit.String()
	lines := strings.Split(strings.TrimSpace(log), "\n")
	if len(lines) != len(calls) {
		t.Fatalf("%d audit lines for %d requests", len(lines), len(calls))
	}
	for _, leak := range leakcheck.Planted(log, standin.DemoToken, "alice-key-0123456789abcdef") {
		t.Errorf("audit log leaked %q", leak)
	}
	if !strings.Contains(log, `"query":"len=`) || strings.Contains(log, "is:unresolved") {
		t.Errorf("query not logged as a length and hash:\n%s", lines[2])
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// Unknown tool and method names are free text written by the caller: they
// are answered with fixed messages and logged only as a length and hash.
func TestUnknownNamesNeverEchoed(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": keysJSON})
	h := map[string]string{"Authorization": "Bearer alice-key-0123456789abcdef"}
	const name = "jane.doe@example.com_ssn_078-05-1120"
	for _, tc := range []struct{ body, code string }{
		{`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + name + `","arguments":{}}}`, "-32602"},
		{`{"jsonrpc":"2.0","id":2,"method":"` + name + `"}`, "-32601"},
		{`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"glitchtip_search","arguments":{"project":"backend","query":"` + name + `","environment":"` + name + `"}}}`, ""},
	} {
		_, body := post(t, s.url+"/mcp", h, tc.body)
		if tc.code != "" && !strings.Contains(body, tc.code) {
			t.Errorf("want %s, got %s", tc.code, body)
		}
		if strings.Contains(body, "jane.doe") || strings.Contains(body, "078-05-1120") {
			t.Errorf("answer echoes the name: %s", body)
		}
	}
	log := s.audit.String()
	if strings.Contains(log, "jane.doe") || strings.Contains(log, "078-05-1120") || strings.Contains(log, "example.com") {
		t.Errorf("audit log holds the unknown name or free text:\n%s", log)
	}
	if !strings.Contains(log, `"tool":"(unknown len=`) || !strings.Contains(log, `"rpc_method":"(unknown len=`) {
		t.Errorf("audit log does not fingerprint unknown names:\n%s", log)
	}
}

// TestOAuthSigningKeyRotation: the JWKS is read again within the refresh
// period, so a signing key the issuer withdrew stops being accepted, and a
// new key is picked up at once.
func TestOAuthSigningKeyRotation(t *testing.T) {
	f := newOAuth(t)
	const iss, aud = "https://auth.example", "https://mcp.example/mcp"
	s := serveWith(t, map[string]string{"MCP_AUTH_MODE": "oauth", "MCP_OAUTH_ISSUER": iss, "MCP_OAUTH_JWKS_URL": f.jwks.URL,
		"MCP_OAUTH_AUDIENCE": aud, "MCP_ACCESS_REFRESH": "1s"})
	now := time.Now()
	claims := jwt.MapClaims{"iss": iss, "aud": aud, "sub": "u", "scope": "glitchtip.read", "exp": now.Add(time.Hour).Unix(), "iat": now.Unix()}
	status := func(kid string) int {
		resp, _ := post(t, s.url+"/mcp", map[string]string{"Authorization": "Bearer " + f.token(t, claims, kid)}, callBody)
		return resp.StatusCode
	}
	if st := status("k1"); st != 200 {
		t.Fatalf("k1 before rotation: %d", st)
	}
	f.mu.Lock()
	f.kid = "k2" // the issuer now publishes the key under k2 only
	f.mu.Unlock()
	if st := status("k2"); st != 200 {
		t.Errorf("new kid not picked up: %d", st)
	}
	time.Sleep(1100 * time.Millisecond)
	if st := status("k1"); st != 401 {
		t.Errorf("withdrawn kid still accepted after the refresh period: %d", st)
	}
}
