package endpoint

import "testing"

// TestSuccessAnswer: the fast path recognises mcp-go's successful answers
// only; everything else is left to the full parse.
func TestSuccessAnswer(t *testing.T) {
	for _, c := range []struct {
		body, id string
		ok       bool
	}{
		{`{"jsonrpc":"2.0","id":7,"result":{"content":[]}}`, `7`, true},
		{`{"jsonrpc":"2.0","id":"a-1","result":{}}`, `"a-1"`, true},
		{`{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"x"}}`, ``, false},
		{`{"jsonrpc":"2.0","id":"a\"b","result":{}}`, ``, false},
		{`{"id":7,"jsonrpc":"2.0","result":{}}`, ``, false},
		{`{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}`, ``, false},
		{`{"jsonrpc":"2.0","id":`, ``, false},
	} {
		a := &rpcAnswer{body: []byte(c.body)}
		if got := successAnswer(a); got != c.ok || c.ok && (string(a.id) != c.id || a.result == nil || a.err != nil) {
			t.Errorf("%s: %v, id %s", c.body, got, a.id)
		}
	}
}

// TestCleanPath: the paths ServeMux would redirect (with an HTML body)
// are told apart from those it serves.
func TestCleanPath(t *testing.T) {
	for p, want := range map[string]bool{
		"": true, "/": true, "/mcp": true, "/mcp/": true, "/mcp/shop": true, "/healthz": true,
		".": false, "mcp": false, "//mcp": false, "/a/../mcp": false, "/mcp/./shop": false, "/mcp//": false,
	} {
		if got := cleanPath(p); got != want {
			t.Errorf("cleanPath(%q) = %v, want %v", p, got, want)
		}
	}
}
