package app

import (
	"context"
	"io"
	"net/http"

	"glitchtip-mcp/shared/secret"
)

// upstream is the transport under the GlitchTip client's GET-only guard: it
// sends each request with the current GlitchTip token. (The client notes
// each request's latency, this transport's round trip included, in the
// request's audit record: it has found the record already.)
//
// The client builds each request with the token read at start; while that
// is still the current one the request goes out as built. After a
// rotation (the secret read again every MCP_ACCESS_REFRESH) the request
// goes out with the new token; after a 401 the secret is read at once and,
// if it holds another token, the request is sent once more with it.
type upstream struct {
	next http.RoundTripper
	// token is the GlitchTip token; nil leaves the client's header alone.
	token *secret.Refreshing
	// initial is the token the client was built with.
	initial string
}

// RoundTrip implements http.RoundTripper.
func (u *upstream) RoundTrip(req *http.Request) (*http.Response, error) {
	if u.token == nil {
		return u.next.RoundTrip(req)
	}
	tok := u.token.Get()
	out := req
	if tok != u.initial {
		out = withToken(req, tok)
	}
	resp, err := u.next.RoundTrip(out)
	if err != nil || resp.StatusCode != http.StatusUnauthorized {
		return resp, err
	}
	fresh, changed := u.token.Renew(req.Context(), tok)
	if !changed {
		return resp, nil
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	return u.next.RoundTrip(withToken(req, fresh))
}

// withToken is req with its Authorization header replaced, leaving req
// (whose header values the client shares between requests) untouched.
func withToken(req *http.Request, token string) *http.Request {
	r := *req
	r.Header = make(http.Header, len(req.Header))
	for k, v := range req.Header {
		r.Header[k] = v
	}
	r.Header["Authorization"] = []string{"Bearer " + token}
	return &r
}

// CloseIdleConnections forwards to the transport underneath.
func (u *upstream) CloseIdleConnections() {
	if c, ok := u.next.(interface{ CloseIdleConnections() }); ok {
		c.CloseIdleConnections()
	}
}

// tokenLoader reads the GlitchTip token again from its source.
func tokenLoader(res *secret.Resolver, source string) func(context.Context) (string, error) {
	return func(ctx context.Context) (string, error) { return res.Resolve(ctx, source, "token") }
}
