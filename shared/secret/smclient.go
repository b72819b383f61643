package secret

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The two Secrets Manager calls the resolver makes, as the service's JSON
// protocol (awsJson1_1) names their fields.
type (
	GetSecretValueInput struct {
		SecretId     string
		VersionStage string `json:",omitempty"`
	}
	GetSecretValueOutput struct {
		ARN, Name, VersionId string
		SecretString         *string
		CreatedDate          *time.Time `json:"-"`
		// Created is CreatedDate as the wire has it: epoch seconds.
		Created *float64 `json:"CreatedDate"`
	}
	BatchGetSecretValueInput struct {
		SecretIdList []string
	}
	BatchGetSecretValueOutput struct {
		SecretValues []GetSecretValueOutput
	}
)

// APIError is an error Secrets Manager answered: its code
// (ResourceNotFoundException, AccessDeniedException…) and message. The
// SDK's errors have the same ErrorCode method, so classify reads both.
type APIError struct {
	Code, Message string
	status        int
}

func (e *APIError) Error() string     { return "api error " + e.Code + ": " + e.Message }
func (e *APIError) ErrorCode() string { return e.Code }

// Client calls Secrets Manager with the configuration a Lambda function's
// environment gives (AWSFromEnv): two JSON requests signed with AWS
// Signature Version 4 (sign, as the SDK's signer does) over net/http. The request
// function reads its secrets once per cold start, so it does without the
// SDK's service client (its endpoint
// rule engine and partition tables, retry strategies, middleware stack and
// generated serialisers: 0.73 MB of the bootstrap) and keeps what the SDK
// did that matters here: the endpoint rules of Secrets Manager
// (endpointFor), the standard retry of throttling, 5xx and connection
// errors (3 attempts, exponential jitter), and the service's error codes.
type Client struct {
	env      AWSEnv
	endpoint string
	epErr    error
	HTTP     *http.Client
}

// NewClient is the Secrets Manager client of e.
func NewClient(e AWSEnv) (*Client, error) {
	c := &Client{env: e, HTTP: &http.Client{}}
	c.endpoint, c.epErr = endpointFor(e)
	return c, nil
}

// GetSecretValue reads one version of a secret.
func (c *Client) GetSecretValue(ctx context.Context, in *GetSecretValueInput) (*GetSecretValueOutput, error) {
	var out GetSecretValueOutput
	if err := c.call(ctx, "GetSecretValue", in, &out); err != nil {
		return nil, err
	}
	out.setDate()
	return &out, nil
}

// BatchGetSecretValue reads several secrets in one request.
func (c *Client) BatchGetSecretValue(ctx context.Context, in *BatchGetSecretValueInput) (*BatchGetSecretValueOutput, error) {
	var out BatchGetSecretValueOutput
	if err := c.call(ctx, "BatchGetSecretValue", in, &out); err != nil {
		return nil, err
	}
	for i := range out.SecretValues {
		out.SecretValues[i].setDate()
	}
	return &out, nil
}

func (o *GetSecretValueOutput) setDate() {
	if o.Created != nil {
		s := *o.Created
		t := time.Unix(int64(s), int64((s-float64(int64(s)))*1e9)).Round(time.Millisecond)
		o.CreatedDate = &t
	}
}

// retryable are the error codes the SDK's standard retryer retries
// (throttling and transient errors), each between spaces.
const retryable = " Throttling ThrottlingException ThrottledException RequestThrottledException TooManyRequestsException ProvisionedThroughputExceededException TransactionInProgressException RequestLimitExceeded BandwidthLimitExceeded LimitExceededException RequestThrottled SlowDown PriorRequestNotComplete EC2ThrottledException RequestTimeout RequestTimeoutException "

// backoffUnit scales the retries' waits (tests shorten it).
var backoffUnit = time.Second

func (c *Client) call(ctx context.Context, op string, in, out any) error {
	if c.epErr != nil {
		return c.epErr
	}
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	for attempt := 1; ; attempt++ {
		err = c.once(ctx, op, body, out)
		var ae *APIError
		retry := ctx.Err() == nil && attempt < 3
		if errors.As(err, &ae) {
			retry = retry && (ae.status >= 500 && ae.status != 501 && ae.status <= 504 || strings.Contains(retryable, " "+ae.Code+" "))
		} else {
			retry = retry && err != nil
		}
		if !retry {
			return err
		}
		// the SDK's exponential jitter: up to 2s, then up to 4s
		t := time.NewTimer(time.Duration(rand.Float64() * float64(backoffUnit<<attempt)))
		select {
		case <-ctx.Done():
			t.Stop()
			return err
		case <-t.C:
		}
	}
}

func (c *Client) once(ctx context.Context, op string, body []byte, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-amz-json-1.1")
	req.Header.Set("X-Amz-Target", "secretsmanager."+op)
	if err := sign(req, c.env, body, time.Now().UTC()); err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		err := json.NewDecoder(resp.Body).Decode(out)
		_, _ = io.Copy(io.Discard, resp.Body) // the connection can serve the next read
		return err
	}
	var e struct {
		Type    string `json:"__type"`
		Code    string `json:"code"`
		Message string `json:"message"`
		Msg     string `json:"Message"`
	}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	_ = json.Unmarshal(b, &e)
	code := resp.Header.Get("X-Amzn-Errortype")
	if code == "" {
		code = e.Code
	}
	if code == "" {
		code = e.Type
	}
	// the awsJson protocol's code may carry a namespace (…#Code) or a
	// trailing :http://… part
	code, _, _ = strings.Cut(code, ":")
	code = code[strings.LastIndexByte(code, '#')+1:]
	if !errorCodeShape(code) {
		// the code reaches the operator's log (gterr's Internal): an
		// answer that is no service's (a proxy's page, a custom
		// endpoint's text) must not carry its body there
		code = "UnknownError"
	}
	return &APIError{Code: code, Message: e.Message + e.Msg, status: resp.StatusCode}
}

// errorCodeShape reports an error code as AWS services write them: a
// name of ASCII letters and digits (ResourceNotFoundException), at most
// 64 bytes.
func errorCodeShape(c string) bool {
	if c == "" || len(c) > 64 {
		return false
	}
	for i := 0; i < len(c); i++ {
		if b := c[i] | 0x20; !(b >= 'a' && b <= 'z' || c[i] >= '0' && c[i] <= '9') {
			return false
		}
	}
	return true
}

// sign adds AWS Signature Version 4 headers for Secrets Manager in e's
// region to req, whose body is body, as the SDK's signer
// (aws/signer/v4's SignHTTP) does for a request of a header: the date,
// the session token, Authorization over the host, the content length and
// every header but those it ignores; the host without a default port and
// the query in canonical order, which it writes back to req. Its own
// code, not the SDK's signer package: 54 KB of the amd64 bootstrap's code
// and data (48 KB of arm64's) for these few lines; TestSignatureIsTheSDKs
// compares the two on requests of every shape the signer reads (paths,
// queries, ports, repeated and spaced headers, tokens, times).
func sign(req *http.Request, e AWSEnv, body []byte, now time.Time) error {
	const service, algorithm = "secretsmanager", "AWS4-HMAC-SHA256"
	h := sha256.Sum256(body)
	now = now.UTC()
	date := now.Format("20060102T150405Z")
	req.Header["X-Amz-Date"] = []string{date}
	if e.SessionToken != "" {
		req.Header["X-Amz-Security-Token"] = []string{e.SessionToken}
	}
	host := req.Host
	if host == "" {
		host = req.URL.Host
	}
	if port := hostPort(host); port != "" && (strings.EqualFold(req.URL.Scheme, "http") && port == "80" || strings.EqualFold(req.URL.Scheme, "https") && port == "443") {
		host = stripHostPort(host)
		req.Host = host
	}
	// the signed headers: host, content-length, then req's, lower-cased
	signed := map[string][]string{"host": {host}}
	names := []string{"host"}
	if req.ContentLength > 0 {
		signed["content-length"] = []string{strconv.FormatInt(req.ContentLength, 10)}
		names = append(names, "content-length")
	}
	for k, v := range req.Header {
		switch k {
		case "Authorization", "User-Agent", "X-Amzn-Trace-Id", "Expect", "Transfer-Encoding":
			continue
		}
		lk := strings.ToLower(k)
		if lk == "content-length" {
			continue
		}
		if _, ok := signed[lk]; !ok {
			names = append(names, lk)
		}
		signed[lk] = append(signed[lk], v...)
	}
	sort.Strings(names)
	var canon strings.Builder
	canon.WriteString(req.Method + "\n" + canonicalPath(req.URL) + "\n")
	query := canonicalQuery(req.URL.Query())
	req.URL.RawQuery = query
	canon.WriteString(query + "\n")
	for _, n := range names {
		canon.WriteString(n + ":")
		if n == "host" { // the host alone, whatever a Host header says
			canon.WriteString(stripSpaces(host) + "\n")
			continue
		}
		for i, v := range signed[n] {
			if i > 0 {
				canon.WriteByte(',')
			}
			canon.WriteString(strings.TrimSpace(stripSpaces(v)))
		}
		canon.WriteByte('\n')
	}
	signedNames := strings.Join(names, ";")
	canon.WriteString("\n" + signedNames + "\n" + hex.EncodeToString(h[:]))
	scope := date[:8] + "/" + e.Region + "/" + service + "/aws4_request"
	ch := sha256.Sum256([]byte(canon.String()))
	key := hmacSHA256([]byte("AWS4"+e.SecretAccessKey), date[:8])
	for _, part := range []string{e.Region, service, "aws4_request"} {
		key = hmacSHA256(key, part)
	}
	sig := hmacSHA256(key, algorithm+"\n"+date+"\n"+scope+"\n"+hex.EncodeToString(ch[:]))
	req.Header["Authorization"] = []string{algorithm + " Credential=" + e.AccessKeyID + "/" + scope + ", SignedHeaders=" + signedNames + ", Signature=" + hex.EncodeToString(sig)}
	return nil
}

func hmacSHA256(key []byte, data string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(data))
	return m.Sum(nil)
}

// hostPort is host's port, "" without one (an IPv6 literal's brackets
// told from it).
func hostPort(host string) string {
	colon := strings.IndexByte(host, ':')
	if colon < 0 {
		return ""
	}
	if i := strings.Index(host, "]:"); i >= 0 {
		return host[i+2:]
	}
	if strings.Contains(host, "]") {
		return ""
	}
	return host[colon+1:]
}

// stripHostPort is host without its port (and an IPv6 literal without its
// brackets).
func stripHostPort(host string) string {
	colon := strings.IndexByte(host, ':')
	if colon < 0 {
		return host
	}
	if i := strings.IndexByte(host, ']'); i >= 0 {
		return strings.TrimPrefix(host[:i], "[")
	}
	return host[:colon]
}

// canonicalPath is u's escaped path ("/" when empty), escaped again but
// for its slashes, every byte but the unreserved ones, as the signer does
// for every service but S3.
func canonicalPath(u *url.URL) string {
	p := u.EscapedPath()
	if u.Opaque != "" {
		p = ""
		o, _, _ := strings.Cut(u.Opaque, "?")
		o = strings.TrimPrefix(o, "//")
		if i := strings.IndexByte(o, '/'); i >= 0 {
			p = o[i:]
		}
	}
	if p == "" {
		return "/"
	}
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.IndexByte("-._~/", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteString("%" + hexDigits[c>>4:c>>4+1] + hexDigits[c&15:c&15+1])
		}
	}
	return b.String()
}

// canonicalQuery is q's parameters escaped (a space as %20), sorted by
// key, then value.
func canonicalQuery(q url.Values) string {
	var params [][2]string
	for k, vs := range q {
		ek := strings.ReplaceAll(url.QueryEscape(k), "+", "%20")
		for _, v := range vs {
			params = append(params, [2]string{ek, strings.ReplaceAll(url.QueryEscape(v), "+", "%20")})
		}
	}
	sort.Slice(params, func(i, j int) bool {
		if params[i][0] != params[j][0] {
			return params[i][0] < params[j][0]
		}
		return params[i][1] < params[j][1]
	})
	var b strings.Builder
	for i, p := range params {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p[0] + "=" + p[1])
	}
	return b.String()
}

// stripSpaces is v without its leading and trailing spaces, each run of
// spaces inside it one space.
func stripSpaces(v string) string {
	v = strings.Trim(v, " ")
	for strings.Contains(v, "  ") {
		v = strings.ReplaceAll(v, "  ", " ")
	}
	return v
}

// partitions are AWS's partitions as the SDK's endpoint rules know them
// (internal/endpoints/awsrulesfn/partitions.json): the region's leading
// dash-separated parts, then the DNS suffix and the dual-stack one. A
// region of the form <parts>-<word>-<digits> (or <id>-global) is in that
// partition; any other region is in aws.
var partitions = [...]struct{ id, parts, dns, dual string }{
	{"aws-cn", "cn-", "amazonaws.com.cn", "api.amazonwebservices.com.cn"},
	{"aws-eusc", "eusc-de-", "amazonaws.eu", "api.amazonwebservices.eu"},
	{"aws-iso", "us-iso-", "c2s.ic.gov", "api.aws.ic.gov"},
	{"aws-iso-b", "us-isob-", "sc2s.sgov.gov", "api.aws.scloud"},
	{"aws-iso-e", "eu-isoe-", "cloud.adc-e.uk", "api.cloud-aws.adc-e.uk"},
	{"aws-iso-f", "us-isof-", "csp.hci.ic.gov", "api.aws.hci.ic.gov"},
	{"aws-us-gov", "us-gov-", "amazonaws.com", "api.aws"},
}

// endpointFor is Secrets Manager's endpoint for e, by the service's
// endpoint rules (the SDK's endpoints.go; TestEndpointRules compares
// them): a configured endpoint as it is, else secretsmanager[-fips].
// <region>.<the partition's suffix>, where dual-stack in aws and
// aws-us-gov keeps the usual suffix, and in aws-cn without FIPS.
func endpointFor(e AWSEnv) (string, error) {
	if e.BaseEndpoint != "" {
		switch {
		case e.FIPS:
			return "", errors.New("endpoint rule error, Invalid Configuration: FIPS and custom endpoint are not supported")
		case e.DualStack:
			return "", errors.New("endpoint rule error, Invalid Configuration: Dualstack and custom endpoint are not supported")
		}
		if _, err := url.Parse(e.BaseEndpoint); err != nil {
			return "", errors.New("Failed to parse uri: " + e.BaseEndpoint)
		}
		return e.BaseEndpoint, nil
	}
	id, dns, dual := "aws", "amazonaws.com", "api.aws"
	for _, p := range partitions {
		if e.Region == p.id+"-global" || inPartition(e.Region, p.parts) {
			id, dns, dual = p.id, p.dns, p.dual
			break
		}
	}
	host := "secretsmanager"
	if e.FIPS {
		host += "-fips"
	}
	suffix := dns
	if e.DualStack && id != "aws" && id != "aws-us-gov" && (e.FIPS || id != "aws-cn") {
		suffix = dual
	}
	return "https://" + host + "." + e.Region + "." + suffix, nil
}

// inPartition: region is parts, a word (letters, digits, _) and a number,
// dash-separated, as the partitions' regular expressions say.
func inPartition(region, parts string) bool {
	rest, ok := strings.CutPrefix(region, parts)
	word, num, ok2 := strings.Cut(rest, "-")
	if !ok || !ok2 || word == "" || num == "" {
		return false
	}
	for _, r := range word {
		if !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	for _, r := range num {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
