package secret_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/aws/smithy-go"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/app"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/secret"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/standin"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/testkit/motoserver"
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

// counting wraps the SDK client and counts its calls; refuseBatch answers
// BatchGetSecretValue as an identity without that permission would.
type counting struct {
	c           *secretsmanager.Client
	refuseBatch bool
	gets        map[string]int
	batches     int
}

func (c *counting) GetSecretValue(ctx context.Context, in *secretsmanager.GetSecretValueInput, opts ...func(*secretsmanager.Options)) (*secretsmanager.GetSecretValueOutput, error) {
	c.gets[aws.ToString(in.SecretId)]++
	return c.c.GetSecretValue(ctx, in, opts...)
}

func (c *counting) BatchGetSecretValue(ctx context.Context, in *secretsmanager.BatchGetSecretValueInput, opts ...func(*secretsmanager.Options)) (*secretsmanager.BatchGetSecretValueOutput, error) {
	c.batches++
	if c.refuseBatch {
		return nil, &smithy.GenericAPIError{Code: "AccessDeniedException", Message: "not authorized"}
	}
	return c.c.BatchGetSecretValue(ctx, in, opts...)
}

// TestPrefetch: a start reads its secrets in one batch request against
// moto, each value serves one read, and whatever the batch did not bring
// (a missing secret, a refused batch) is read one by one with its own
// precise error.
func TestPrefetch(t *testing.T) {
	motoserver.Env(t, motoserver.Start(t))
	createSecret(t, "pf/token", `{"token":"tok-0123456789abcdef"}`)
	createSecret(t, "pf/keys", `[{"name":"a","key":"key-0123456789abcdef"}]`)
	cfg, err := awsconfig.LoadDefaultConfig(context.Background())
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
			c := &counting{c: secretsmanager.NewFromConfig(cfg), refuseBatch: tc.refuseBatch, gets: map[string]int{}}
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
