package glitchtip

import (
	"net/http"

	"glitchtip-mcp/shared/gterr"
)

// GetOnly is an http.RoundTripper that refuses every request whose method is
// not GET before the wrapped transport is called, so no socket is opened for
// it. It is the last line of the read-only guarantee: even a future bug that
// builds a POST cannot send it to GlitchTip.
type GetOnly struct {
	// Next is the transport that sends allowed requests; nil means
	// http.DefaultTransport.
	Next http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (t GetOnly) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodGet && req.Method != "" {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, gterr.New(gterr.KindMethod, "refused method "+safeMethod(req.Method), nil)
	}
	next := t.Next
	if next == nil {
		next = http.DefaultTransport
	}
	return next.RoundTrip(req)
}

// safeMethod keeps log text bounded: a method is a short token.
func safeMethod(m string) string {
	if len(m) > 16 {
		return m[:16]
	}
	return m
}

// CloseIdleConnections forwards to the wrapped transport, so
// http.Client.CloseIdleConnections reaches the pooled connections.
func (t GetOnly) CloseIdleConnections() {
	type closer interface{ CloseIdleConnections() }
	next := t.Next
	if next == nil {
		next = http.DefaultTransport
	}
	if c, ok := next.(closer); ok {
		c.CloseIdleConnections()
	}
}
