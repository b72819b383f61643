// Package lambdaentry is the Lambda side of both functions: it tells an API
// Gateway HTTP API (payload v2) request from a scheduled event, passes HTTP
// requests through aws-lambda-go-api-proxy to the same http.Handler the
// local server uses, runs the digest for scheduled events, and reports
// start-up failures to the Runtime API as an init error.
package lambdaentry

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/awslabs/aws-lambda-go-api-proxy/core"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"
)

// Caller is who API Gateway says is calling: the authorizer's claims (JWT
// or Lambda authorizer), the source IP and the gateway's request id. It is
// built per request from the request's own context, never cached.
type Caller struct {
	RequestID string
	SourceIP  string
	Subject   string
	Claims    map[string]string
}

// CallerFrom returns the API Gateway caller of r, if r came through the
// adapter.
func CallerFrom(r *http.Request) (Caller, bool) {
	rc, ok := core.GetAPIGatewayV2ContextFromContext(r.Context())
	if !ok {
		return Caller{}, false
	}
	c := Caller{RequestID: rc.RequestID, SourceIP: rc.HTTP.SourceIP}
	if rc.Authorizer != nil && rc.Authorizer.JWT != nil {
		c.Claims = rc.Authorizer.JWT.Claims
		c.Subject = c.Claims["sub"]
	}
	return c, true
}

// RequestID returns API Gateway's request id for r, or "".
func RequestID(r *http.Request) string {
	c, _ := CallerFrom(r)
	return c.RequestID
}

// Digest runs the scheduled digest and returns its result.
type Digest func(ctx context.Context) (any, error)

// Handler dispatches one invocation.
type Handler struct {
	adapter *httpadapter.HandlerAdapterV2
	digest  Digest
}

// New returns a Handler serving h (nil: none) for HTTP events and digest
// (nil: none) for scheduled events. The MCP function serves HTTP only, the
// digest function scheduled events only.
func New(h http.Handler, digest Digest) *Handler {
	var a *httpadapter.HandlerAdapterV2
	if h != nil {
		a = httpadapter.NewV2(h)
	}
	return &Handler{adapter: a, digest: digest}
}

// Warm decodes and encodes an empty API Gateway request and response once:
// encoding/json builds its decoder and encoder for a type on first use, and
// a start can pay that while it waits for Secrets Manager instead of in the
// first invocation.
func Warm() {
	var ev events.APIGatewayV2HTTPRequest
	json.Unmarshal([]byte(`{"version":"2.0","headers":{},"requestContext":{"http":{}}}`), &ev)
	json.Marshal(events.APIGatewayV2HTTPResponse{Headers: map[string]string{}})
}

// ErrUnsupportedEvent is returned for an event of no known shape.
var ErrUnsupportedEvent = errors.New("unsupported event: expected an API Gateway HTTP API (v2) request or a scheduled digest event")

type probe struct {
	Version        string          `json:"version"`
	RequestContext json.RawMessage `json:"requestContext"`
	Source         string          `json:"source"`
	DetailType     string          `json:"detail-type"`
	Task           string          `json:"task"`
}

// Kind names the shape of an event: "http", "digest" or "".
func Kind(raw []byte) string {
	var p probe
	if json.Unmarshal(raw, &p) != nil {
		return ""
	}
	switch {
	case p.Version == "2.0" && bytes.Contains(p.RequestContext, []byte(`"http"`)):
		return "http"
	case p.Task == "digest", p.Source == "aws.events" && p.DetailType == "Scheduled Event", p.Source == "aws.scheduler":
		return "digest"
	}
	return ""
}

// Invoke handles one raw event.
func (h *Handler) Invoke(ctx context.Context, raw json.RawMessage) (any, error) {
	switch Kind(raw) {
	case "http":
		if h.adapter == nil {
			return nil, errors.New("this is the digest function: MCP requests go to the MCP function")
		}
		var ev events.APIGatewayV2HTTPRequest
		if err := json.Unmarshal(raw, &ev); err != nil {
			return nil, ErrUnsupportedEvent
		}
		if !readable(&ev) {
			return badRequest(), nil
		}
		resp, err := h.adapter.ProxyWithContext(ctx, ev)
		if err != nil {
			return nil, errProxy
		}
		return resp, nil
	case "digest":
		if h.digest == nil {
			return nil, errors.New("this is the MCP function: the scheduled digest runs in the digest function")
		}
		return h.digest(ctx)
	}
	return nil, ErrUnsupportedEvent
}

// errProxy is returned when the adapter could not carry the handler's
// answer back; its own text is not passed on.
var errProxy = errors.New("the HTTP answer could not be turned into an API Gateway response")

// readable checks, and decodes, what the adapter would otherwise refuse
// with an error text (and a line on stdout, that is the function's log)
// that quotes the request: a body flagged base64 that is not base64, a
// method or URL that net/http cannot parse. A base64 body is decoded here,
// once.
func readable(ev *events.APIGatewayV2HTTPRequest) bool {
	if ev.IsBase64Encoded {
		b, err := base64.StdEncoding.DecodeString(ev.Body)
		if err != nil {
			return false
		}
		ev.Body, ev.IsBase64Encoded = string(b), false
	}
	// the URL as the adapter builds it
	path := ev.RawPath
	if path == "" {
		path = ev.RequestContext.HTTP.Path
	}
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	addr := "https://" + ev.RequestContext.DomainName
	if custom, ok := os.LookupEnv(core.CustomHostVariable); ok {
		addr = custom
	}
	u := addr + path
	if ev.RawQueryString != "" {
		u += "?" + ev.RawQueryString
	}
	_, err := http.NewRequest(strings.ToUpper(ev.RequestContext.HTTP.Method), u, nil)
	return err == nil
}

// badRequest is the answer to an event that is not a readable HTTP
// request: a JSON-RPC error with a fixed text.
func badRequest() events.APIGatewayV2HTTPResponse {
	return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusBadRequest,
		Headers: map[string]string{"Content-Type": "application/json"},
		Body:    `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"bad request: the HTTP request could not be read"}}`}
}

// ReportInitError tells the Lambda Runtime API that initialisation failed,
// with a trusted message, so the failure shows as an init error and the
// function serves nothing.
func ReportInitError(runtimeAPI, errorType, message string) error {
	body, _ := json.Marshal(map[string]any{"errorMessage": message, "errorType": errorType, "stackTrace": []string{}})
	req, err := http.NewRequest(http.MethodPost, "http://"+runtimeAPI+"/2018-06-01/runtime/init/error", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Lambda-Runtime-Function-Error-Type", "Runtime."+strings.ReplaceAll(errorType, " ", ""))
	c := &http.Client{Timeout: 2 * time.Second}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}
