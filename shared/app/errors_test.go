package app_test

import (
	"context"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/testkit/motoserver"
)

// plantedToken is stored in secrets of the wrong shape: no error may show it.
const plantedToken = "planted-token-0123456789-zz"

// awsVars are the AWS variables a case may set; every case starts from
// none of them, in an empty home, with instance metadata off.
var awsVars = []string{"AWS_PROFILE", "AWS_REGION", "AWS_DEFAULT_REGION", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
	"AWS_SESSION_TOKEN", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_SECRETS_MANAGER", "AWS_CONFIG_FILE", "AWS_SHARED_CREDENTIALS_FILE", "AWS_CA_BUNDLE"}

// TestConfigurationErrorsNameTheFix: each way a first start goes wrong
// gives one line that names the setting, what was wrong and what to do,
// and no secret value.
func TestConfigurationErrorsNameTheFix(t *testing.T) {
	moto := motoserver.Start(t)
	motoserver.Env(t, moto)
	ctx := context.Background()
	for name, value := range map[string]string{
		"glitchtip-mcp/wrong-shape": `{"tok":"` + plantedToken + `"}`,
		"glitchtip-mcp/bad-json":    `{"token":"` + plantedToken,
		"glitchtip-mcp/token":       plantedToken,
		"glitchtip-mcp/keys-shape":  `{"alice":"` + plantedToken + `"}`,
	} {
		if err := motoserver.CreateSecret(ctx, moto, name, value); err != nil {
			t.Fatal(err)
		}
	}
	closed := func() string { // a loopback port nobody listens on
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		return "http://" + ln.Addr().String()
	}()
	motoEnv := map[string]string{"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test", "AWS_REGION": "eu-west-1", "AWS_ENDPOINT_URL_SECRETS_MANAGER": moto}
	base := map[string]string{"GLITCHTIP_URL": "https://glitchtip.example.com", "GLITCHTIP_ORG": "acme", "GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip-mcp/token"}
	tests := []struct {
		name     string
		aws      map[string]string
		settings map[string]string
		want     []string
	}{
		{"unset GlitchTip URL", motoEnv, map[string]string{"GLITCHTIP_URL": ""}, []string{"GLITCHTIP_URL is not set", "e.g. https://"}},
		{"missing AWS profile", map[string]string{"AWS_PROFILE": "ghost-profile", "AWS_REGION": "eu-west-1"}, nil,
			[]string{"AWS_PROFILE", "ghost-profile", "aws configure --profile ghost-profile"}},
		{"missing region", map[string]string{"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test"}, nil,
			[]string{"GLITCHTIP_TOKEN_SOURCE_NAME", "no AWS region", "set AWS_REGION"}},
		{"no credentials", map[string]string{"AWS_REGION": "eu-west-1", "AWS_ENDPOINT_URL_SECRETS_MANAGER": closed}, nil,
			[]string{"GLITCHTIP_TOKEN_SOURCE_NAME", "no AWS credentials", "AWS_PROFILE"}},
		{"unreachable Secrets Manager", map[string]string{"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test", "AWS_REGION": "eu-west-1", "AWS_ENDPOINT_URL_SECRETS_MANAGER": closed}, nil,
			[]string{"GLITCHTIP_TOKEN_SOURCE_NAME", "could not be reached", "AWS_ENDPOINT_URL_SECRETS_MANAGER"}},
		{"unknown secret name", motoEnv, map[string]string{"GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip-mcp/typo"},
			[]string{"GLITCHTIP_TOKEN_SOURCE_NAME", "glitchtip-mcp/typo was not found", "region eu-west-1", "create-secret --name glitchtip-mcp/typo"}},
		{"token secret without a token field", motoEnv, map[string]string{"GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip-mcp/wrong-shape"},
			[]string{"GLITCHTIP_TOKEN_SOURCE_NAME", `has no "token" field`, `{"token": "..."}`}},
		{"token secret of broken JSON", motoEnv, map[string]string{"GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip-mcp/bad-json"},
			[]string{"GLITCHTIP_TOKEN_SOURCE_NAME", "invalid JSON", "store the value itself"}},
		{"keys secret of the wrong shape", motoEnv, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "glitchtip-mcp/keys-shape"},
			[]string{"MCP_API_KEYS_SOURCE_NAME", "JSON array"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, k := range awsVars {
				t.Setenv(k, "")
				os.Unsetenv(k)
			}
			home := t.TempDir()
			t.Setenv("HOME", home)
			t.Setenv("AWS_CONFIG_FILE", filepath.Join(home, "config"))
			t.Setenv("AWS_SHARED_CREDENTIALS_FILE", filepath.Join(home, "credentials"))
			t.Setenv("AWS_EC2_METADATA_DISABLED", "true")
			for k, v := range tc.aws {
				t.Setenv(k, v)
			}
			vars := map[string]string{}
			for k, v := range base {
				vars[k] = v
			}
			for k, v := range tc.settings {
				vars[k] = v
			}
			getenv := func(k string) string { return vars[k] }
			_, err := app.Build(ctx, getenv, app.Options{Resolver: &secret.Resolver{}, AuditLog: io.Discard})
			if err == nil {
				t.Fatal("started")
			}
			msg := gterr.Trusted(err)
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("message lacks %q:\n%s", w, msg)
				}
			}
			if strings.Contains(msg, plantedToken) || strings.Contains(msg, "\n") || strings.Contains(msg, "arn:aws") {
				t.Errorf("message holds a secret, a line break or SDK text:\n%s", msg)
			}
		})
	}
}
