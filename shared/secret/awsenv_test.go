package secret_test

import (
	"context"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/secret"
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
			if e.Region != tc.region || aws.ToString(e.BaseEndpoint) != tc.endpoint ||
				(e.FIPS == aws.FIPSEndpointStateEnabled) != tc.fips || (e.DualStack == aws.DualStackEndpointStateEnabled) != tc.ds {
				t.Errorf("got region %q endpoint %q FIPS %v dual-stack %v", e.Region, aws.ToString(e.BaseEndpoint), e.FIPS, e.DualStack)
			}
			c, err := e.Credentials.Retrieve(context.Background())
			if err != nil || c.AccessKeyID != "AKIDTEST" || c.SecretAccessKey != "secret-test" || c.SessionToken != "session-test" {
				t.Errorf("credentials %+v, %v", c, err)
			}
		})
	}
}
