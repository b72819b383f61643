package secret_test

import (
	"bytes"
	"context"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/secret"
)

// TestAWSFromEnv: the Lambda builds' AWS configuration reads the variables
// as the SDK's default configuration does (region with its fallback, the
// service's endpoint before the general one, the opt-out of configured
// endpoints, FIPS and dual-stack), and a missing region or credential is a
// configuration error that says what to set, not a client that fails later.
func TestAWSFromEnv(t *testing.T) {
	creds := map[string]string{"AWS_ACCESS_KEY_ID": "AKIDTEST", "AWS_SECRET_ACCESS_KEY": "secret-test", "AWS_SESSION_TOKEN": "session-test"}
	with := func(kv ...string) map[string]string {
		m := map[string]string{}
		for k, v := range creds {
			m[k] = v
		}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	for _, tc := range []struct {
		name      string
		env       map[string]string
		service   string
		region    string
		endpoint  string // "" for none
		fips, ds  bool
		errSubstr string
	}{
		{"Lambda's own variables", with("AWS_REGION", "eu-west-1"), "SECRETS_MANAGER", "eu-west-1", "", false, false, ""},
		{"AWS_DEFAULT_REGION when AWS_REGION is unset", with("AWS_DEFAULT_REGION", "us-east-2"), "SNS", "us-east-2", "", false, false, ""},
		{"AWS_REGION wins over AWS_DEFAULT_REGION", with("AWS_REGION", " eu-west-1 ", "AWS_DEFAULT_REGION", "us-east-2"), "SNS", "eu-west-1", "", false, false, ""},
		{"the service's endpoint", with("AWS_REGION", "eu-west-1", "AWS_ENDPOINT_URL_SECRETS_MANAGER", "http://127.0.0.1:5055", "AWS_ENDPOINT_URL", "http://other"), "SECRETS_MANAGER", "eu-west-1", "http://127.0.0.1:5055", false, false, ""},
		{"another service's endpoint is not used", with("AWS_REGION", "eu-west-1", "AWS_ENDPOINT_URL_SECRETS_MANAGER", "http://127.0.0.1:5055"), "SNS", "eu-west-1", "", false, false, ""},
		{"the general endpoint", with("AWS_REGION", "eu-west-1", "AWS_ENDPOINT_URL", "http://127.0.0.1:5055"), "SNS", "eu-west-1", "http://127.0.0.1:5055", false, false, ""},
		{"configured endpoints ignored", with("AWS_REGION", "eu-west-1", "AWS_ENDPOINT_URL_SNS", "http://127.0.0.1:5055", "AWS_IGNORE_CONFIGURED_ENDPOINT_URLS", "true"), "SNS", "eu-west-1", "", false, false, ""},
		{"FIPS and dual-stack", with("AWS_REGION", "us-gov-west-1", "AWS_USE_FIPS_ENDPOINT", "true", "AWS_USE_DUALSTACK_ENDPOINT", "TRUE"), "SECRETS_MANAGER", "us-gov-west-1", "", true, true, ""},
		{"FIPS false stays off", with("AWS_REGION", "eu-west-1", "AWS_USE_FIPS_ENDPOINT", "false"), "SECRETS_MANAGER", "eu-west-1", "", false, false, ""},
		{"no region", with(), "SNS", "", "", false, false, "no AWS region is set"},
		{"no credentials", map[string]string{"AWS_REGION": "eu-west-1", "AWS_ACCESS_KEY_ID": "AKIDTEST"}, "SNS", "", "", false, false, "no AWS credentials"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := secret.AWSFromEnv(func(k string) string { return tc.env[k] }, tc.service)
			if tc.errSubstr != "" {
				if gterr.KindOf(err) != gterr.KindConfig || !strings.Contains(err.Error(), tc.errSubstr) {
					t.Fatalf("got %+v, %v; want a configuration error with %q", e, err, tc.errSubstr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if e.Region != tc.region || e.BaseEndpoint != tc.endpoint || e.FIPS != tc.fips || e.DualStack != tc.ds {
				t.Errorf("got region %q endpoint %q FIPS %v dual-stack %v", e.Region, e.BaseEndpoint, e.FIPS, e.DualStack)
			}
			if e.AccessKeyID != "AKIDTEST" || e.SecretAccessKey != "secret-test" || e.SessionToken != "session-test" {
				t.Errorf("credentials %q %q %q", e.AccessKeyID, e.SecretAccessKey, e.SessionToken)
			}
		})
	}
}

// TestEndpointRules: the Lambda build's client finds the endpoint the SDK's
// Secrets Manager rules give, in every partition, with FIPS and dual-stack
// on and off, and for a configured endpoint; where the SDK refuses, so
// does it.
func TestEndpointRules(t *testing.T) {
	sdk := secretsmanager.NewDefaultEndpointResolverV2()
	regions := []string{"eu-west-1", "us-east-1", "il-central-1", "mx-central-1", "aws-global", "cn-north-1", "cn-northwest-1", "aws-cn-global",
		"us-gov-west-1", "us-gov-east-1", "aws-us-gov-global", "us-iso-east-1", "aws-iso-global", "us-isob-east-1", "eu-isoe-west-1",
		"us-isof-south-1", "eusc-de-east-1", "aws-iso-b-global", "xx-made-9", "us-gov-1", "cn-north", "cn-no_rth-12", "us-gov-west-x", "local", "eusc-fr-east-1"}
	for _, r := range regions {
		for _, ep := range []string{"", "http://127.0.0.1:5055"} {
			for _, fips := range []bool{false, true} {
				for _, ds := range []bool{false, true} {
					e := secret.AWSEnv{Region: r, BaseEndpoint: ep, FIPS: fips, DualStack: ds}
					want, werr := sdk.ResolveEndpoint(context.Background(), secretsmanager.EndpointParameters{Region: aws.String(r), UseFIPS: aws.Bool(fips), UseDualStack: aws.Bool(ds), Endpoint: map[bool]*string{true: aws.String(ep)}[ep != ""]})
					got, gerr := secret.EndpointFor(e)
					if (werr != nil) != (gerr != nil) || werr == nil && want.URI.String() != got {
						t.Errorf("%s endpoint %q FIPS %v dual-stack %v: got %q, %v; the SDK %q, %v", r, ep, fips, ds, got, gerr, want.URI.String(), werr)
					}
				}
			}
		}
	}
}

// TestSignature: the Lambda build's client signs the headers Secrets
// Manager checks (the target, the date, the session token when there is
// one) with the body's hash, for the credential scope of the region and
// the service, as the SDK's signer does for a request built alike.
func TestSignature(t *testing.T) {
	now := time.Date(2026, 12, 4, 23, 59, 30, 0, time.UTC)
	body := []byte(`{"SecretId":"glitchtip-mcp/token","VersionStage":"AWSPENDING"}`)
	for _, tok := range []string{"", "session-token/with+chars="} {
		e := secret.AWSEnv{Region: "eu-west-1", AccessKeyID: "AKIDEXAMPLE", SecretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", SessionToken: tok}
		mk := func() *http.Request {
			r, _ := http.NewRequest(http.MethodPost, "https://secretsmanager.eu-west-1.amazonaws.com/", bytes.NewReader(body))
			r.Header.Set("Content-Type", "application/x-amz-json-1.1")
			r.Header.Set("X-Amz-Target", "secretsmanager.GetSecretValue")
			return r
		}
		got := mk()
		if err := secret.Sign(got, e, body, now); err != nil {
			t.Fatal(err)
		}
		auth := got.Header.Get("Authorization")
		for _, want := range []string{"AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261204/eu-west-1/secretsmanager/aws4_request,", "x-amz-target", "x-amz-date"} {
			if !strings.Contains(auth, want) {
				t.Errorf("token %q: Authorization %q lacks %q", tok, auth, want)
			}
		}
		if signsTok := strings.Contains(auth, "x-amz-security-token"); signsTok != (tok != "") || got.Header.Get("X-Amz-Security-Token") != tok {
			t.Errorf("token %q: Authorization %q, token header %q", tok, auth, got.Header.Get("X-Amz-Security-Token"))
		}
		// a different body is a different signature: the hash is the body's
		other := mk()
		_ = secret.Sign(other, e, []byte(`{"SecretId":"other"}`), now)
		if other.Header.Get("Authorization") == auth {
			t.Errorf("token %q: two bodies signed alike", tok)
		}
		want := mk()
		ph := secret.PayloadHash(body)
		err := v4.NewSigner().SignHTTP(context.Background(), aws.Credentials{AccessKeyID: e.AccessKeyID, SecretAccessKey: e.SecretAccessKey, SessionToken: tok}, want, ph, "secretsmanager", "eu-west-1", now)
		if err != nil || auth != want.Header.Get("Authorization") {
			t.Errorf("token %q: got %q, the SDK %q (%v)", tok, auth, want.Header.Get("Authorization"), err)
		}
	}
}

// TestSignatureIsTheSDKs: the client's own signer writes what the SDK's
// does (aws/signer/v4's SignHTTP, the code it replaces) to requests of
// every shape the signer reads: the endpoint's path (empty, escaped,
// opaque), query (repeated, unsorted, spaces, keys one another's
// prefix), port (default or not, IPv6), a Host other than the URL's,
// headers repeated, spaced, ignored, in small letters, and a
// Content-Length one, with and without a session token, at times either side of a day's
// change, and with an empty body. Every header, the host and the query it
// leaves must be the SDK's.
func TestSignatureIsTheSDKs(t *testing.T) {
	urls := []string{"https://secretsmanager.eu-west-1.amazonaws.com", "https://secretsmanager.eu-west-1.amazonaws.com/",
		"https://secretsmanager.eu-west-1.amazonaws.com:443/", "http://127.0.0.1:5000", "http://localhost:80/a b/c%2Fd",
		"https://[::1]:443/x", "https://[::1]:8443/x", "http://moto:5000/p/?b=2&a=1&a=0&a-b=3&c=x+y&d=%7E&e",
		"https://h.example/%E2%82%AC/é?q=é&q=&z=a%20b", "https:opaque//h.example/o/p?x=1"}
	headers := []map[string][]string{
		nil,
		{"Content-Type": {"application/x-amz-json-1.1"}, "X-Amz-Target": {"secretsmanager.GetSecretValue"}},
		// (a header under two spellings, X-Custom and x-custom, is
		// signed in the SDK's map order, which varies: not compared)
		{"X-Custom": {"  a   b  ", "c"}, "User-Agent": {"ua"}, "Expect": {"100-continue"}, "X-Amzn-Trace-Id": {"t"}, "authorization": {"x"}},
		{"Content-Length": {"99"}, "Host": {"other.example"}, "X-Tab": {"\tv\t"}, "Transfer-Encoding": {"chunked"}},
	}
	times := []time.Time{time.Date(2026, 12, 4, 23, 59, 59, 0, time.UTC), time.Date(2026, 12, 5, 0, 0, 0, 0, time.FixedZone("x", 3600))}
	bodies := [][]byte{nil, []byte(`{"SecretId":"glitchtip-mcp/token"}`)}
	n := 0
	for _, u := range urls {
		for hi, hs := range headers {
			for _, host := range []string{"", "override.example:443"} {
				for _, tok := range []string{"", "tok/with+chars="} {
					for ti, now := range times {
						for _, body := range bodies {
							e := secret.AWSEnv{Region: "us-gov-west-1", AccessKeyID: "AKID", SecretAccessKey: "wJalrXUtnFEMI/K7MDENG", SessionToken: tok}
							mk := func() *http.Request {
								r, err := http.NewRequest(http.MethodPost, u, bytes.NewReader(body))
								if err != nil {
									t.Fatal(err)
								}
								r.Host = host
								for k, v := range hs {
									r.Header[k] = append([]string(nil), v...)
								}
								return r
							}
							got, want := mk(), mk()
							if err := secret.Sign(got, e, body, now); err != nil {
								t.Fatal(err)
							}
							creds := aws.Credentials{AccessKeyID: e.AccessKeyID, SecretAccessKey: e.SecretAccessKey, SessionToken: tok}
							if err := v4.NewSigner().SignHTTP(context.Background(), creds, want, secret.PayloadHash(body), "secretsmanager", e.Region, now); err != nil {
								t.Fatal(err)
							}
							n++
							if !reflect.DeepEqual(got.Header, want.Header) || got.Host != want.Host || got.URL.String() != want.URL.String() {
								t.Errorf("%s, headers %d, host %q, token %q, time %d, body %d:\n got %q %q %v\nwant %q %q %v",
									u, hi, host, tok, ti, len(body), got.Host, got.URL, got.Header, want.Host, want.URL, want.Header)
							}
						}
					}
				}
			}
		}
	}
	if n < 600 {
		t.Fatalf("compared %d requests", n)
	}
}
