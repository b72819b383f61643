package glitchtip

import (
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"glitchtip-mcp/shared/gterr"
)

// TestUnquoteAgreesWithEncodingJSON checks the fast string path against
// encoding/json on every kind of literal: plain, escaped, non-ASCII, invalid
// UTF-8, control characters and malformed.
func TestUnquoteAgreesWithEncodingJSON(t *testing.T) {
	cases := []string{
		`""`, `"abc"`, `"2026-11-23T16:49:55Z"`, `"TypeError: Cannot read 'price'"`,
		`"a\"b"`, `"tab\there"`, `"\u00e9t\u00e9"`, `"\ud83d\ude00"`, `"élan – naïve 日本"`,
		"\"bad\xffutf8\"", "\"ctl\x01\"", `"a\\b"`, `"unterminated`, `"`, `"a"b"`, `"\x"`,
	}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("ab \"\\\x01\x7f\xc3\xa9\xff/u0")
	for range 20000 {
		b := make([]byte, 2+r.IntN(8))
		b[0], b[len(b)-1] = '"', '"'
		for i := 1; i < len(b)-1; i++ {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, c := range cases {
		var want string
		wantErr := json.Unmarshal([]byte(c), &want)
		got, err := unquote([]byte(c))
		if (err != nil) != (wantErr != nil) || (err == nil && got != want) {
			t.Fatalf("unquote(%q) = %q, %v; encoding/json: %q, %v", c, got, err, want, wantErr)
		}
	}
}

// TestFlexIntDigits checks the digit fast path against strconv's answer.
func TestFlexIntDigits(t *testing.T) {
	for _, c := range []struct {
		in    string
		n     int64
		valid bool
	}{
		{`52`, 52, true}, {`"231"`, 231, true}, {`-7`, -7, true}, {`"-0"`, 0, true}, {`0`, 0, true},
		{`999999999999999999`, 999999999999999999, true}, {`9223372036854775807`, 9223372036854775807, true},
		{`"12a"`, 0, false}, {`""`, 0, false}, {`-`, 0, false}, {`1.5`, 1, true}, {`1e3`, 1000, true},
		{`null`, 0, false}, {`"x"`, 0, false}, {`99999999999999999999`, 0, false},
	} {
		var n FlexInt
		if err := n.UnmarshalJSON([]byte(c.in)); err != nil || n.N != c.n || n.Valid != c.valid {
			t.Errorf("FlexInt(%s) = %d, %v (%v); want %d, %v", c.in, n.N, n.Valid, err, c.n, c.valid)
		}
	}
}

// TestPlainPath checks the guard that keeps a request path from adding a
// query, a fragment or a dot segment.
func TestPlainPath(t *testing.T) {
	for _, c := range []struct {
		path string
		ok   bool
	}{
		{"api/0/", true}, {"api/0/issues/101/tags/", true}, {"api/0/projects/demo/back_end-1/releases/", true},
		{"api/0/projects/demo/a%2Fb/", true}, {"api/0/releases/v1.2.3/", true}, {"api/0/x..y/", true},
		{"api/0/issues/1?x=1", false}, {"api/0/issues/1#f", false}, {"api/0/../admin/", false}, {"api/0/./x", false},
		{"../x", false}, {"api/0/..", false}, {"api/0/issues/1 2/", false}, {"api/0/é/", false}, {"api/0/a\\b", false},
	} {
		if got := plainPath(c.path); got != c.ok {
			t.Errorf("plainPath(%q) = %v, want %v", c.path, got, c.ok)
		}
	}
}

// TestRequestURLs checks the URL each request is sent to: the base's path
// prefix kept, an escaped path segment sent as escaped once, the query
// encoded.
func TestRequestURLs(t *testing.T) {
	var got []string
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		got = append(got, r.URL.String()+" host="+r.Host)
		return &http.Response{StatusCode: 200, Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(strings.NewReader("[]")), Request: r}, nil
	})
	c, err := New(Config{BaseURL: "https://gt.example/glitch%20tip", Org: "demo", Token: "t", Transport: rt})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	c.getJSON(ctx, "t", "api/0/projects/demo/a%2Fb/", nil, new([]any))
	q := url.Values{}
	q.Set("query", "is:unresolved a&b")
	c.getJSON(ctx, "t", "api/0/organizations/demo/issues/", q, new([]any))
	if err := c.getJSON(ctx, "t", "api/0/x?y=1", nil, new([]any)); gterr.KindOf(err) != gterr.KindInternal {
		t.Errorf("a path with a query: %v, want an internal error", err)
	}
	want := []string{
		"https://gt.example/glitch%20tip/api/0/projects/demo/a%2Fb/ host=gt.example",
		"https://gt.example/glitch%20tip/api/0/organizations/demo/issues/?query=is%3Aunresolved+a%26b host=gt.example",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("requests went to\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
