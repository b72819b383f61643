// Package lambdaentry is the Lambda side of both functions: it tells an API
// Gateway HTTP API (payload v2) request from a scheduled event, passes HTTP
// requests through aws-lambda-go-api-proxy to the same http.Handler the
// local server uses, runs the digest for scheduled events, and reports
// start-up failures to the Runtime API as an init error.
package lambdaentry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
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
		return h.adapter.ProxyWithContext(ctx, ev)
	case "digest":
		if h.digest == nil {
			return nil, errors.New("this is the MCP function: the scheduled digest runs in the digest function")
		}
		return h.digest(ctx)
	}
	return nil, ErrUnsupportedEvent
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
