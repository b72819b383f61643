package secret_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/motoserver"
)

func createSecret(t *testing.T, name, value string) {
	t.Helper()
	cfg, err := awsconfig.LoadDefaultConfig(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sm := secretsmanager.NewFromConfig(cfg)
	if _, err := sm.CreateSecret(context.Background(), &secretsmanager.CreateSecretInput{Name: aws.String(name), SecretString: aws.String(value)}); err != nil {
		t.Fatal(err)
	}
}

// resolvers are the Resolvers of both builds: the zero Resolver (this
// build's own client: the default configuration chain, or the Lambda
// environment under -tags lambda.norpc) and one on the Lambda build's
// client from the environment, so that both are tested in every build.
func resolvers(t *testing.T) map[string]*secret.Resolver {
	t.Helper()
	c, _, err := secret.NewEnvClient(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]*secret.Resolver{"this build's client": {}, "the Lambda environment's client": {Client: c}}
}

// TestResolveByNameWithMoto resolves tokens by secret name from a real
// moto_server through AWS_ENDPOINT_URL_SECRETS_MANAGER, with the zero
// Resolver and the Lambda build's client, as the Lambda does.
func TestResolveByNameWithMoto(t *testing.T) {
	motoserver.Env(t, motoserver.Start(t))
	createSecret(t, "glitchtip/raw", "  rawtoken0123456789  ")
	createSecret(t, "glitchtip/json", `{"token":"jsontoken0123456789","note":"x"}`)
	createSecret(t, "glitchtip/badjson", `{"token":`)
	createSecret(t, "glitchtip/nofield", `{"tok":"x"}`)
	ctx := context.Background()
	for build, r := range resolvers(t) {
		for _, tc := range []struct{ name, want, errWant string }{
			{"glitchtip/raw", "rawtoken0123456789", ""},
			{"glitchtip/json", "jsontoken0123456789", ""},
			{"glitchtip/missing", "", "secret glitchtip/missing was not found in Secrets Manager"},
			{"glitchtip/badjson", "", "holds invalid JSON"},
			{"glitchtip/nofield", "", `has no "token" field`},
		} {
			got, err := r.Resolve(ctx, tc.name, "token")
			if tc.errWant != "" {
				if gterr.KindOf(err) != gterr.KindConfig || !strings.Contains(err.Error(), tc.errWant) {
					t.Errorf("%s, %s: got %q, %v", build, tc.name, got, err)
				}
				continue
			}
			if err != nil || got != tc.want {
				t.Errorf("%s, %s: got %q, %v", build, tc.name, got, err)
			}
		}
	}
	// the whole start-up path: config, secret by name, ready server
	fake := &standin.Server{Data: standin.Demo()}
	gt := httptest.NewServer(fake)
	defer gt.Close()
	createSecret(t, "glitchtip/demo", `{"token":"`+standin.DemoToken+`"}`)
	vars := map[string]string{"GLITCHTIP_URL": gt.URL, "GLITCHTIP_ORG": "demo", "GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip/demo"}
	a, err := app.Build(ctx, func(k string) string { return vars[k] }, app.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if w, err := a.Client.Whoami(ctx); err != nil || w.User == nil {
		t.Fatalf("token from moto not accepted: %v", err)
	}
	vars["GLITCHTIP_TOKEN_SOURCE_NAME"] = "glitchtip/absent"
	if _, err := app.Build(ctx, func(k string) string { return vars[k] }, app.Options{}); err == nil || !strings.Contains(err.Error(), "glitchtip/absent was not found") {
		t.Fatalf("missing secret: %v", err)
	}
}

// TestPermissionDenied: Secrets Manager's AccessDenied (moto does not
// enforce IAM by default, so a wire-level stand-in answers it) becomes a
// clear start-up error that names the missing permission.
func TestPermissionDenied(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-amz-json-1.1")
		w.WriteHeader(400)
		w.Write([]byte(`{"__type":"AccessDeniedException","message":"User: arn:aws:sts::123:assumed-role/x is not authorized"}`))
	}))
	defer srv.Close()
	motoserver.Env(t, srv.URL)
	for build, r := range resolvers(t) {
		_, err := r.Resolve(context.Background(), "glitchtip/token", "")
		if gterr.KindOf(err) != gterr.KindConfig || !strings.Contains(err.Error(), "permission denied reading secret glitchtip/token: the AWS identity needs secretsmanager:GetSecretValue") {
			t.Fatalf("%s: got %v", build, err)
		}
		if strings.Contains(err.Error(), "arn:aws") {
			t.Fatalf("%s: SDK text echoed", build)
		}
	}
}

func TestEnvSourceIsOptIn(t *testing.T) {
	if _, err := (&secret.Resolver{}).Resolve(context.Background(), "env:X", ""); err == nil {
		t.Fatal("env: accepted without Getenv")
	}
	got, err := (&secret.Resolver{Getenv: func(string) string { return " v " }}).Resolve(context.Background(), "env:X", "")
	if err != nil || got != "v" {
		t.Fatalf("%q %v", got, err)
	}
}

// counting wraps the Lambda build's client and counts its calls;
// refuseBatch answers BatchGetSecretValue as an identity without that
// permission would.
type counting struct {
	c           *secret.Client
	refuseBatch bool
	gets        map[string]int
	batches     int
}

func (c *counting) GetSecretValue(ctx context.Context, in *secret.GetSecretValueInput) (*secret.GetSecretValueOutput, error) {
	c.gets[in.SecretId]++
	return c.c.GetSecretValue(ctx, in)
}

func (c *counting) BatchGetSecretValue(ctx context.Context, in *secret.BatchGetSecretValueInput) (*secret.BatchGetSecretValueOutput, error) {
	c.batches++
	if c.refuseBatch {
		return nil, &secret.APIError{Code: "AccessDeniedException", Message: "not authorized"}
	}
	return c.c.BatchGetSecretValue(ctx, in)
}

// TestPrefetch: a start reads its secrets in one batch request against
// moto, each value serves one read, and whatever the batch did not bring
// (a missing secret, a refused batch) is read one by one with its own
// precise error.
func TestPrefetch(t *testing.T) {
	motoserver.Env(t, motoserver.Start(t))
	createSecret(t, "pf/token", `{"token":"tok-0123456789abcdef"}`)
	createSecret(t, "pf/keys", `[{"name":"a","key":"key-0123456789abcdef"}]`)
	e, err := secret.AWSFromEnv(os.Getenv, "SECRETS_MANAGER")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, tc := range []struct {
		name        string
		refuseBatch bool
		sources     []string
		wantGets    map[string]int
		wantErr     string
	}{
		{"both in one request", false, []string{"pf/token", "pf/keys"}, map[string]int{}, ""},
		{"a missing secret is read alone", false, []string{"pf/token", "pf/missing"}, map[string]int{"pf/missing": 1}, "secret pf/missing was not found"},
		{"a refused batch falls back", true, []string{"pf/token", "pf/keys"}, map[string]int{"pf/token": 1, "pf/keys": 1}, ""},
		{"env sources are not fetched", false, []string{"pf/token", "env:X"}, map[string]int{"pf/token": 1}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sm, _ := secret.NewClient(e)
			c := &counting{c: sm, refuseBatch: tc.refuseBatch, gets: map[string]int{}}
			r := &secret.Resolver{Client: c, Getenv: func(string) string { return "x" }}
			r.Prefetch(ctx, tc.sources...)
			var errs []string
			for _, s := range tc.sources {
				v, err := r.Raw(ctx, s)
				if err != nil {
					errs = append(errs, err.Error())
				} else if v == "" {
					t.Errorf("%s: empty value", s)
				}
			}
			wantBatches := 1
			if strings.HasPrefix(tc.sources[1], "env:") {
				wantBatches = 0 // one Secrets Manager name: nothing to batch
			}
			if c.batches != wantBatches || len(c.gets) != len(tc.wantGets) {
				t.Fatalf("batches %d, gets %v; want %d batch, gets %v", c.batches, c.gets, wantBatches, tc.wantGets)
			}
			for k, n := range tc.wantGets {
				if c.gets[k] != n {
					t.Fatalf("gets %v, want %v", c.gets, tc.wantGets)
				}
			}
			if got := strings.Join(errs, "; "); (tc.wantErr == "") != (got == "") || !strings.Contains(got, tc.wantErr) {
				t.Fatalf("errors %q, want %q", got, tc.wantErr)
			}
			// a value serves one read: the next one asks Secrets Manager
			before := c.gets[tc.sources[0]]
			if _, err := r.Raw(ctx, tc.sources[0]); err != nil || c.gets[tc.sources[0]] != before+1 {
				t.Fatalf("second read of %s: %v, gets %v", tc.sources[0], err, c.gets)
			}
		})
	}
}

// TestClientWire: the Lambda build's client against a wire-level stand-in:
// it retries throttling and 5xx answers as the SDK's standard retryer does
// (3 attempts), reads the error code from the X-Amzn-ErrorType header or
// the body's __type (with or without its namespace), and the creation date
// of a version, which the rotation's pending check compares.
func TestClientWire(t *testing.T) {
	defer secret.ShortBackoff()()
	for _, tc := range []struct {
		name    string
		answers []string // status|header code|body, one per attempt
		want    string   // the value read, or a substring of the error
	}{
		{"throttled, then read", []string{`400||{"__type":"ThrottlingException","message":"slow down"}`, `200||{"Name":"n","SecretString":"v1","CreatedDate":1.7e9}`}, "v1"},
		{"503 twice, then read", []string{`503||`, `503||`, `200||{"SecretString":"v2","CreatedDate":1700000000.5}`}, "v2"},
		{"three 500s give up", []string{`500||`, `500||`, `500||`, `200||{"SecretString":"late"}`}, "refused to return secret n"},
		{"not found from the header", []string{`400|ResourceNotFoundException:http://internal.amazon.com/coral/|{}`}, "was not found in Secrets Manager"},
		{"namespaced type in the body", []string{`400||{"__type":"com.amazonaws.secretsmanager#DecryptionFailure","Message":"SDKTEXT"}`}, "could not be decrypted"},
		{"access denied is not retried", []string{`400||{"__type":"AccessDeniedException"}`, `200||{"SecretString":"no"}`}, "permission denied"},
		{"a proxy's text as the code", []string{`403||{"__type":"<h1>SDKTEXT blocked</h1>"}`}, "refused to return secret n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.Header.Get("X-Amz-Target") != "secretsmanager.GetSecretValue" || !strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256 Credential=test/") {
					t.Errorf("request headers %v", r.Header)
				}
				parts := strings.SplitN(tc.answers[n], "|", 3)
				n++
				if parts[1] != "" {
					w.Header().Set("X-Amzn-ErrorType", parts[1])
				}
				code := map[string]int{"200": 200, "400": 400, "403": 403, "500": 500, "503": 503}[parts[0]]
				w.WriteHeader(code)
				w.Write([]byte(parts[2]))
			}))
			defer srv.Close()
			c, err := secret.NewClient(secret.AWSEnv{Region: "eu-west-1", AccessKeyID: "test", SecretAccessKey: "test", BaseEndpoint: srv.URL})
			if err != nil {
				t.Fatal(err)
			}
			r := &secret.Resolver{Client: c}
			got, err := r.Raw(context.Background(), "n")
			if err != nil {
				got = err.Error()
			}
			if !strings.Contains(got, tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			if strings.Contains(got, "SDKTEXT") || strings.Contains(got, "slow down") {
				t.Fatalf("the service's text echoed: %q", got)
			}
			var ge *gterr.Error
			if errors.As(err, &ge) && strings.Contains(ge.Internal, "SDKTEXT") {
				t.Fatalf("the answer's text reached the operator's detail: %q", ge.Internal)
			}
			if n != min(len(tc.answers), 3) && tc.name != "not found from the header" && tc.name != "namespaced type in the body" && tc.name != "access denied is not retried" && tc.name != "a proxy's text as the code" {
				t.Fatalf("%d attempts", n)
			}
		})
	}
	// the creation date, in epoch seconds on the wire
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"VersionId":"a","SecretString":"v","CreatedDate":1700000000.25}`))
	}))
	defer srv.Close()
	c, _ := secret.NewClient(secret.AWSEnv{Region: "eu-west-1", AccessKeyID: "test", SecretAccessKey: "test", BaseEndpoint: srv.URL})
	out, err := c.GetSecretValue(context.Background(), &secret.GetSecretValueInput{SecretId: "n"})
	if err != nil || out.CreatedDate == nil || !out.CreatedDate.Equal(time.Unix(1700000000, 250e6)) || out.VersionId != "a" {
		t.Fatalf("%+v %v", out, err)
	}
}
