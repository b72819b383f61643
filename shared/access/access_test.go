package access

import (
	"net/http/httptest"
	"strings"
	"testing"
)

func TestParseKeys(t *testing.T) {
	tests := []struct {
		raw     string
		names   []string
		wantErr string
	}{
		{`["0123456789abcdef0123"]`, []string{"key-1"}, ""},
		{`[{"name":"ci","key":"0123456789abcdef0123"},{"key":"fedcba98765432100123","revoked":true}]`, []string{"ci", "key-2"}, ""},
		{`[]`, nil, ""},
		{`["short"]`, nil, "at least 16 characters"},
		{`{"key":"0123456789abcdef0123"}`, nil, "JSON array"},
		{`[42]`, nil, "neither a string"},
		{`not json`, nil, "JSON array"},
	}
	for _, tc := range tests {
		keys, err := ParseKeys(tc.raw)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || strings.Contains(err.Error(), "0123456789") {
				t.Errorf("%s: %v", tc.raw, err)
			}
			continue
		}
		if err != nil || len(keys) != len(tc.names) {
			t.Fatalf("%s: %v %v", tc.raw, keys, err)
		}
		for i, n := range tc.names {
			if keys[i].Name != n {
				t.Errorf("%s: name %q want %q", tc.raw, keys[i].Name, n)
			}
		}
	}
}

func TestBearerParsing(t *testing.T) {
	g, _ := New(Config{Keys: []Key{{Name: "a", Key: "0123456789abcdef0123"}}})
	for h, ok := range map[string]bool{
		"Bearer 0123456789abcdef0123":   true,
		"bearer 0123456789abcdef0123":   true,
		"Bearer  0123456789abcdef0123 ": true,
		"Bearer 0123456789abcdef012":    false,
		"Token 0123456789abcdef0123":    false,
		"0123456789abcdef0123":          false,
		"Bearer ":                       false,
		"":                              false,
	} {
		r := httptest.NewRequest("POST", "/mcp", nil)
		r.Header.Set("Authorization", h)
		d := g.Authenticate(r, "")
		if (d.Status == 0) != ok {
			t.Errorf("%q: status %d", h, d.Status)
		}
		if strings.Contains(d.Reason+d.Message+d.Header, "0123456789") {
			t.Errorf("%q: credential in decision %+v", h, d)
		}
	}
}

func TestValidateDevOpen(t *testing.T) {
	for addr, ok := range map[string]bool{"127.0.0.1:8080": true, "localhost:1": true, "[::1]:80": true,
		"0.0.0.0:8080": false, ":8080": false, "10.0.0.1:80": false, "example.com:80": false} {
		if err := ValidateDevOpen(addr, false); (err == nil) != ok {
			t.Errorf("%s: %v", addr, err)
		}
	}
	if ValidateDevOpen("127.0.0.1:8080", true) == nil {
		t.Error("dev-open accepted on Lambda")
	}
}
