// Package glitchtip is a read-only client for GlitchTip's Sentry-compatible
// REST API. Only GET can leave it: the transport refuses anything else before
// a connection is opened. Responses are decoded into allowlisted types (see
// types.go); errors are *gterr.Error values with fixed, trusted messages.
package glitchtip

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"glitchtip-mcp/shared/audit"
	"glitchtip-mcp/shared/gterr"
)

// Limits of the client. They bound what one tool call can cost.
const (
	PageSize        = MaxPageSize      // items requested per page: as few round trips as GlitchTip allows
	MaxPageSize     = 100              // the most GlitchTip serves in one page
	DefaultMaxItems = 100              // overall item cap of a listing
	MaxPages        = 10               // hard cap on pages followed
	DefaultTimeout  = 10 * time.Second // per HTTP attempt
	DefaultRetryCap = 3 * time.Second  // total time spent waiting on 429s
	DefaultMaxBody  = 8 << 20          // bytes read from one response
	max429Retries   = 2
)

// Config configures a Client. BaseURL, Org and Token are required.
type Config struct {
	// BaseURL is GLITCHTIP_URL; it may carry a path prefix.
	BaseURL string
	// Org is the organisation slug.
	Org string
	// Token is the API token, sent only as a Bearer header.
	Token string
	// Transport sends allowed requests; nil means http.DefaultTransport. It is
	// always wrapped in GetOnly.
	Transport http.RoundTripper
	// Timeout bounds each HTTP attempt; zero means DefaultTimeout.
	Timeout time.Duration
	// RetryCap bounds the total wait on 429 answers; zero means DefaultRetryCap.
	RetryCap time.Duration
	// MaxBody caps a response body; zero means DefaultMaxBody.
	MaxBody int64
	// MaxItems caps a listing; zero means DefaultMaxItems.
	MaxItems int
}

// Client is a GET-only GlitchTip API client. It is safe for concurrent use.
type Client struct {
	base *url.URL
	org  string
	// auth is the Authorization header value, built once.
	auth []string
	// header is every request's header, built once and shared: a
	// RoundTripper must not modify its request (withToken in shared/app
	// copies it to change the token), so the map is only read, and a
	// request needs no map of its own (two allocations and three inserts
	// per GET).
	header   http.Header
	rt       GetOnly
	timeout  time.Duration
	retryCap time.Duration
	maxBody  int64
	maxItems int
	sleep    func(context.Context, time.Duration) error

	projectIDs   sync.Map // slug → numeric id
	projectCount atomic.Int64
	// releaseFields is set once an issue arrived in 6.x's shape.
	releaseFields atomic.Bool
}

// New validates cfg and returns a Client. It makes no network call.
func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		return nil, gterr.Config("GLITCHTIP_URL is not set")
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, gterr.Config("GLITCHTIP_URL must be an absolute http(s) URL")
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return nil, gterr.Config("GLITCHTIP_URL must not contain credentials, a query or a fragment")
	}
	if !ValidSlug(cfg.Org) {
		return nil, gterr.Config("GLITCHTIP_ORG must be an organisation slug")
	}
	if strings.TrimSpace(cfg.Token) == "" {
		return nil, gterr.Config("the GlitchTip API token is empty")
	}
	u.Path = strings.TrimRight(u.Path, "/") + "/"
	c := &Client{
		base: u, org: cfg.Org, auth: []string{"Bearer " + strings.TrimSpace(cfg.Token)},
		timeout: cfg.Timeout, retryCap: cfg.RetryCap, maxBody: cfg.MaxBody, maxItems: cfg.MaxItems,
		sleep: sleepCtx,
	}
	c.header = http.Header{"Authorization": c.auth, "Accept": acceptJSON, "User-Agent": userAgent}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if c.retryCap <= 0 {
		c.retryCap = DefaultRetryCap
	}
	if c.maxBody <= 0 {
		c.maxBody = DefaultMaxBody
	}
	if c.maxItems <= 0 {
		c.maxItems = DefaultMaxItems
	}
	next := cfg.Transport
	if next == nil {
		next = DefaultTransport()
	}
	// The transport is called directly, not through an http.Client: a
	// redirect could carry the request (and its token) to another host, and
	// a round trip never follows one; GlitchTip's API does not redirect, so
	// a 3xx is an error like any other unexpected status. An http.Client
	// would also copy every request's headers, for redirects it must not
	// follow.
	c.rt = GetOnly{Next: next}
	return c, nil
}

// CloseIdleConnections closes pooled upstream connections (tests, and a
// clean shutdown).
func (c *Client) CloseIdleConnections() { c.rt.CloseIdleConnections() }

// Org returns the configured organisation slug.
func (c *Client) Org() string { return c.org }

// BaseURL returns GLITCHTIP_URL without a trailing slash, for permalinks.
func (c *Client) BaseURL() string { return strings.TrimRight(c.base.String(), "/") }

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// response is one successful answer. Its body may come from a pool:
// release it once decoded (decoding copies every string out of it).
type response struct {
	body   []byte
	header http.Header
	pooled *[]byte
}

// bodies recycles the buffers of small bodies (most of GlitchTip's
// answers are a few KB): one tool call reads several, and each would
// otherwise be garbage the moment it is decoded.
var bodies sync.Pool

// pooledBodyMax is the largest body read into a pooled buffer; larger
// ones (events) get their own allocation, so the pool never holds on to
// megabytes.
const pooledBodyMax = 32 << 10

// release returns the body's buffer to the pool; the body must not be
// used afterwards.
func (r *response) release() {
	if r != nil && r.pooled != nil {
		*r.pooled = r.body[:0]
		bodies.Put(r.pooled)
		r.pooled, r.body = nil, nil
	}
}

// get performs one logical GET with the retry policy: 429 honours
// Retry-After within RetryCap and the context deadline; 502/503/504 are
// retried once; nothing else is retried. tmpl names the endpoint in
// operator detail without ids or query values.
func (c *Client) get(ctx context.Context, tmpl, path string, q url.Values) (*response, error) {
	raw := ""
	if len(q) > 0 {
		raw = q.Encode()
	}
	return c.getQuery(ctx, tmpl, path, raw)
}

// getQuery is get with the query already encoded (as url.Values.Encode
// writes it): a tag facet's GET, twice in each get_issue call, asks for one
// key, and building, sorting and encoding a url.Values for it was a map,
// a slice and three strings more per GET.
func (c *Client) getQuery(ctx context.Context, tmpl, path, rawQuery string) (*response, error) {
	// Paths are built from validated ids and url.PathEscape'd slugs, so
	// they join the base as they are; anything else is our bug, refused
	// before it could add a query or climb out of the API.
	if !plainPath(path) {
		return nil, gterr.New(gterr.KindInternal, tmpl+": unsafe path", nil)
	}
	target := *c.base
	target.Path += path
	if strings.IndexByte(path, '%') >= 0 {
		// an escaped slug: Path holds it decoded, RawPath as sent
		p, err := url.PathUnescape(path)
		if err != nil {
			return nil, gterr.New(gterr.KindInternal, tmpl+": unsafe path", nil)
		}
		target.Path, target.RawPath = c.base.Path+p, c.base.EscapedPath()+path
	}
	if rawQuery != "" {
		target.RawQuery = rawQuery
	}
	var waited time.Duration
	var tries429, tries5xx int
	for {
		resp, err := c.attempt(ctx, tmpl, &target)
		if err == nil {
			return resp, nil
		}
		var ge *gterr.Error
		if !errors.As(err, &ge) {
			return nil, err
		}
		var wait time.Duration
		switch {
		case ge.Kind == gterr.KindRateLimit && tries429 < max429Retries:
			tries429++
			wait = ge.RetryAfter
			if wait <= 0 {
				wait = 250 * time.Millisecond << tries429
			}
			wait += time.Duration(rand.Int64N(int64(wait)/5 + 1)) // jitter, up to +20%
			if waited+wait > c.retryCap {
				return nil, err
			}
		case ge.Kind == gterr.KindUpstream && tries5xx == 0 && (ge.Status == 502 || ge.Status == 503 || ge.Status == 504):
			tries5xx++
			wait = 100*time.Millisecond + time.Duration(rand.Int64N(int64(100*time.Millisecond)))
		default:
			return nil, err
		}
		if p, ok := ctx.Value(boundKey{}).(context.Context); ok {
			ctx = p // a retry is a request of its own, with its own bound
		}
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait+50*time.Millisecond {
			return nil, err // waiting would outlive the caller's deadline
		}
		if c.sleep(ctx, wait) != nil {
			return nil, gterr.New(gterr.KindNetwork, tmpl+": deadline during backoff", ctx.Err())
		}
		waited += wait
	}
}

// Bound gives requests started together (a tool's fan-out) one bound of
// the request timeout, from now, in one context: one timer for them
// rather than one each (a timer's start and stop were about 2% of a
// get_issue call's CPU). Their retries are bounded on their own again.
func (c *Client) Bound(ctx context.Context) (context.Context, context.CancelFunc) {
	b, cancel := context.WithTimeout(ctx, c.timeout)
	return context.WithValue(b, boundKey{}, ctx), cancel
}

// boundKey holds, in Bound's context, the context it was made from.
type boundKey struct{}

var (
	acceptJSON = []string{"application/json"}
	userAgent  = []string{"glitchtip-mcp"}
)

func (c *Client) attempt(ctx context.Context, tmpl string, target *url.URL) (*response, error) {
	// The request's audit record, found once (a walk up the context chain)
	// before a timeout lengthens it: it notes the answer's status and the
	// round trip's latency (a metric).
	rec := audit.From(ctx)
	// A caller's deadline within the bound already bounds the request
	// (WithTimeout would only copy it): a timer less per request, and none
	// for the requests of a Bound batch.
	if dl, ok := ctx.Deadline(); !ok || time.Until(dl) > c.timeout {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.timeout)
		defer cancel()
	}
	// Built as http.NewRequestWithContext would build it, without parsing
	// back the URL just assembled from parts already checked. The header
	// is built once (New): the transport only reads it.
	req := (&http.Request{
		Method: http.MethodGet, URL: target, Host: target.Host,
		Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: c.header,
	}).WithContext(ctx)
	start := time.Now()
	resp, err := c.rt.RoundTrip(req)
	rec.UpstreamLatency(time.Since(start))
	if err != nil {
		var ge *gterr.Error
		if errors.As(err, &ge) {
			return nil, ge
		}
		return nil, gterr.New(gterr.KindNetwork, tmpl+": "+transportCause(err), nil)
	}
	defer func() {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		resp.Body.Close()
	}()
	rec.Upstream(resp.StatusCode)
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, gterr.FromStatus(resp.StatusCode, retryAfter(resp.Header.Get("Retry-After")), tmpl)
	}
	ct := resp.Header.Get("Content-Type")
	if !strings.HasPrefix(strings.ToLower(strings.TrimSpace(ct)), "application/json") {
		// GlitchTip answers unknown paths with its HTML app and status 200.
		return nil, gterr.New(gterr.KindMalformed, tmpl+": non-JSON content type", nil)
	}
	if resp.ContentLength > c.maxBody {
		// refused on its declared length: reading the cap first would only
		// spend the call's time
		return nil, gterr.New(gterr.KindTooLarge, tmpl+": body of "+strconv.FormatInt(resp.ContentLength, 10)+" bytes over "+strconv.FormatInt(c.maxBody, 10), nil)
	}
	var body []byte
	var pooled *[]byte
	if n := resp.ContentLength; n > 0 && n <= pooledBodyMax && n <= c.maxBody {
		pooled, _ = bodies.Get().(*[]byte)
		if pooled == nil || cap(*pooled) < int(n) {
			b := make([]byte, 0, max(n, 4<<10))
			pooled = &b
		}
		body = (*pooled)[:n]
		_, err = io.ReadFull(resp.Body, body)
	} else if n > 0 && n <= c.maxBody {
		body = make([]byte, n) // one allocation for a body of known length
		_, err = io.ReadFull(resp.Body, body)
	} else {
		// unknown length: read up to the cap (io.ReadAll grows by half, so
		// a huge body costs little more than the cap before it is refused)
		body, err = io.ReadAll(io.LimitReader(resp.Body, c.maxBody+1))
	}
	r := &response{body: body, header: resp.Header, pooled: pooled}
	if err != nil {
		r.release()
		return nil, gterr.New(gterr.KindNetwork, tmpl+": reading body: "+transportCause(err), nil)
	}
	if int64(len(body)) > c.maxBody {
		return nil, gterr.New(gterr.KindTooLarge, tmpl+": body over "+strconv.FormatInt(c.maxBody, 10)+" bytes", nil)
	}
	return r, nil
}

// transportCause names the class of a transport failure without its text,
// which can contain the URL and its query.
func transportCause(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	case errors.Is(err, context.Canceled):
		return "canceled"
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "connection closed"
	}
	var oe *net.OpError
	if errors.As(err, &oe) {
		return "connection failed (" + oe.Op + ")"
	}
	return "transport failure"
}

// retryAfter parses delta-seconds or an HTTP-date.
func retryAfter(v string) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d
		}
	}
	return 0
}

// decode parses body into v. A body that is not JSON is KindMalformed; a
// field of an unexpected type is left at its zero value (odd fields degrade,
// they do not fail the call).
func decode(tmpl string, body []byte, v any) error {
	if p := planOf(v); p != nil {
		// a plain body is read without encoding/json (decfast.go); any
		// other from a zero value again
		if rv := reflect.ValueOf(v).Elem(); rv.IsZero() {
			if fastDecode(body, v, p) {
				return nil
			}
			rv.SetZero()
		}
	}
	if len(body) >= reducible {
		// the members v cannot take are dropped first (reduce.go): the
		// same answer, from a fraction of the bytes
		if s := shapeOf(v); s != nil {
			reduced, err := reduce(body, s)
			if err != nil {
				return gterr.New(gterr.KindMalformed, tmpl+": invalid JSON", nil)
			}
			body = reduced
		}
	}
	err := json.Unmarshal(body, v)
	var te *json.UnmarshalTypeError
	if err == nil {
		return nil
	}
	// A wrong type deep inside is tolerated; a wrong top-level shape (an
	// object where a list belongs) is not.
	if errors.As(err, &te) && te.Field != "" && json.Valid(body) {
		return nil
	}
	return gterr.New(gterr.KindMalformed, tmpl+": invalid JSON", nil)
}

func (c *Client) getJSON(ctx context.Context, tmpl, path string, q url.Values, v any) error {
	resp, err := c.get(ctx, tmpl, path, q)
	if err != nil {
		return err
	}
	defer resp.release()
	return decode(tmpl, resp.body, v)
}

// plainPath reports whether path holds only unreserved characters,
// percent escapes and slashes, with no dot segment.
func plainPath(path string) bool {
	for i := 0; i < len(path); i++ {
		switch c := path[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '~', c == '/', c == '%':
		case c == '.':
			if (i == 0 || path[i-1] == '/') && (i+1 == len(path) || path[i+1] == '/' || path[i+1] == '.') {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// DefaultTransport is the transport a Client uses when given none, for a
// caller that wraps it (the token-refreshing transport). The default
// transport keeps 2 idle connections per host (100 in all); a local server
// under concurrent tool calls, each making up to three GETs at once, then
// closes and redials sockets on every call. One host is all this client
// talks to, so it keeps as many idle connections as its concurrent
// requests use (closed after 90 s idle, as by default). With no proxy
// configured it asks for none (ProxyFromEnvironment would be asked on every
// request, for nothing). It sets no ResponseHeaderTimeout: every request a
// Client sends is under its attempt's context, which bounds the dial, the
// headers and the body by the client's timeout from before the request is
// written, so a header timer of the same length never fired first and only
// cost a timer and a select case per request.
func DefaultTransport() http.RoundTripper {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns, t.MaxIdleConnsPerHost = 512, 512
	if !proxyConfigured() {
		t.Proxy = nil
	}
	return t
}

// proxyConfigured reports whether the environment names an HTTP proxy,
// in any of the spellings http.ProxyFromEnvironment reads.
func proxyConfigured() bool {
	for _, k := range []string{"HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"} {
		if os.Getenv(k) != "" {
			return true
		}
	}
	return false
}
