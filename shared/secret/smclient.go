package secret

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
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
// Signature Version 4 (by the SDK's signer) over net/http. The request
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
// region to req, whose body is body. The signing itself stays the SDK's
// (its signer package costs 57 KB of the bootstrap; the service client
// around it was the 0.73 MB): a request signature is not code to own.
func sign(req *http.Request, e AWSEnv, body []byte, now time.Time) error {
	h := sha256.Sum256(body)
	creds := aws.Credentials{AccessKeyID: e.AccessKeyID, SecretAccessKey: e.SecretAccessKey, SessionToken: e.SessionToken}
	return v4.NewSigner().SignHTTP(req.Context(), creds, req, hex.EncodeToString(h[:]), "secretsmanager", e.Region, now)
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
