package config_test

import (
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/config"
)

var base = map[string]string{"GLITCHTIP_URL": "https://gt.example.com", "GLITCHTIP_ORG": "acme", "GLITCHTIP_TOKEN_SOURCE_NAME": "glitchtip/token"}

func with(extra map[string]string) func(string) string {
	m := map[string]string{}
	for k, v := range base {
		m[k] = v
	}
	for k, v := range extra {
		m[k] = v
	}
	return func(k string) string { return m[k] }
}

// TestLoad: every setting of the request function is read here, and a bad
// one is refused with a message that names it.
func TestLoad(t *testing.T) {
	for _, tc := range []struct {
		name  string
		env   map[string]string
		check func(*config.Config) bool
		err   string
	}{
		{"defaults", nil, func(c *config.Config) bool {
			return c.ListenAddr == "127.0.0.1:8080" && c.ProfileName == "" && c.Access.Refresh == 0 && !c.Access.DevOpen && c.MetricsNamespace == ""
		}, ""},
		{"access settings", map[string]string{"MCP_ALLOWED_ORIGINS": " https://a.example, ,https://b.example", "MCP_ACCESS_REFRESH": "90s",
			"MCP_DEV_OPEN": "1", "MCP_API_KEYS_SOURCE_NAME": " keys ", "MCP_PROFILE": "glitchtip-metadata"}, func(c *config.Config) bool {
			return len(c.Access.AllowedOrigins) == 2 && c.Access.Refresh == 90*time.Second && c.Access.DevOpen &&
				c.Access.KeysSource == "keys" && c.ProfileName == "glitchtip-metadata"
		}, ""},
		{"dev open off", map[string]string{"MCP_DEV_OPEN": "false"}, func(c *config.Config) bool { return !c.Access.DevOpen }, ""},
		{"oauth", map[string]string{"MCP_AUTH_MODE": "oauth", "MCP_OAUTH_ISSUER": "https://id.example", "MCP_OAUTH_JWKS_URL": "https://id.example/jwks",
			"MCP_OAUTH_AUDIENCE": "https://mcp.example/mcp", "MCP_OAUTH_PROJECTS_CLAIM": "projects"}, func(c *config.Config) bool {
			return c.Access.OAuth.Scope == "glitchtip.read" && c.Access.OAuth.ProjectsClaim == "projects"
		}, ""},
		{"oauth incomplete", map[string]string{"MCP_AUTH_MODE": "oauth", "MCP_OAUTH_ISSUER": "https://id.example"}, nil, "MCP_OAUTH_JWKS_URL"},
		{"refresh too short", map[string]string{"MCP_ACCESS_REFRESH": "10ms"}, nil, "MCP_ACCESS_REFRESH"},
		{"refresh not a duration", map[string]string{"MCP_ACCESS_REFRESH": "often"}, nil, "MCP_ACCESS_REFRESH"},
		{"timeout", map[string]string{"GLITCHTIP_TIMEOUT": "1h"}, nil, "GLITCHTIP_TIMEOUT"},
		{"tag keys", map[string]string{"GLITCHTIP_TAG_KEYS": " tenant, feature_flag,warehouse.id , tenant"}, func(c *config.Config) bool {
			return strings.Join(c.TagKeys, ",") == "tenant,feature_flag,warehouse.id"
		}, ""},
		{"infrastructure kept by default", nil, func(c *config.Config) bool { return !c.MaskInfrastructure }, ""},
		{"infrastructure masked", map[string]string{"MCP_MASK_INFRASTRUCTURE": "true"}, func(c *config.Config) bool { return c.MaskInfrastructure }, ""},
		{"infrastructure setting not a boolean", map[string]string{"MCP_MASK_INFRASTRUCTURE": "yes"}, nil, "MCP_MASK_INFRASTRUCTURE"},
		{"no tag keys", nil, func(c *config.Config) bool { return c.TagKeys == nil }, ""},
		{"user tag key", map[string]string{"GLITCHTIP_TAG_KEYS": "tenant,user.email"}, nil, "GLITCHTIP_TAG_KEYS"},
		{"user tag", map[string]string{"GLITCHTIP_TAG_KEYS": "user"}, nil, "GLITCHTIP_TAG_KEYS"},
		{"malformed tag key", map[string]string{"GLITCHTIP_TAG_KEYS": "tenant id"}, nil, "GLITCHTIP_TAG_KEYS"},
		{"too many tag keys", map[string]string{"GLITCHTIP_TAG_KEYS": "a,b,c,d,e,f,g,h,i,j,k"}, nil, "GLITCHTIP_TAG_KEYS"},
		{"no url", map[string]string{"GLITCHTIP_URL": ""}, nil, "GLITCHTIP_URL"},
		{"url with credentials", map[string]string{"GLITCHTIP_URL": "https://u:p@gt.example.com"}, nil, "GLITCHTIP_URL"},
		{"org not a slug", map[string]string{"GLITCHTIP_ORG": "Acme Inc"}, nil, "GLITCHTIP_ORG"},
		{"no token source", map[string]string{"GLITCHTIP_TOKEN_SOURCE_NAME": " "}, nil, "GLITCHTIP_TOKEN_SOURCE_NAME"},
		{"metrics namespace", map[string]string{"MCP_METRICS_NAMESPACE": " glitchtip-mcp/prod "}, func(c *config.Config) bool { return c.MetricsNamespace == "glitchtip-mcp/prod" }, ""},
		{"metrics namespace of AWS", map[string]string{"MCP_METRICS_NAMESPACE": "AWS/Lambda"}, nil, "MCP_METRICS_NAMESPACE"},
		{"metrics namespace with a space", map[string]string{"MCP_METRICS_NAMESPACE": "glitchtip mcp"}, nil, "MCP_METRICS_NAMESPACE"},
		{"metrics namespace too long", map[string]string{"MCP_METRICS_NAMESPACE": strings.Repeat("n", 256)}, nil, "MCP_METRICS_NAMESPACE"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := config.Load(with(tc.env))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("want an error naming %s, got %v", tc.err, err)
				}
				return
			}
			if err != nil || !tc.check(c) {
				t.Fatalf("got %+v, %v", c, err)
			}
		})
	}
}

// TestLoadDigest: the digest function's settings, each refused by name.
func TestLoadDigest(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want *config.Digest
		err  string
	}{
		{map[string]string{}, &config.Digest{Window: 24 * time.Hour}, ""},
		{map[string]string{"DIGEST_WINDOW": "1h", "DIGEST_PROJECTS": "api, web", "DIGEST_TOP_N": "5", "DIGEST_TOPIC_ARN": "arn:aws:sns:eu-west-1:1:t",
			"DIGEST_QUIET": "skip", "DIGEST_SLACK_WEBHOOK_SECRET_NAME": "slack"},
			&config.Digest{Window: time.Hour, Projects: []string{"api", "web"}, TopN: 5, TopicARN: "arn:aws:sns:eu-west-1:1:t", Quiet: "skip", SlackWebhookSource: "slack"}, ""},
		// a project named twice is read once
		{map[string]string{"DIGEST_PROJECTS": "api,web,api"}, &config.Digest{Window: 24 * time.Hour, Projects: []string{"api", "web"}}, ""},
		{map[string]string{"DIGEST_WINDOW": "yesterday"}, nil, "DIGEST_WINDOW"},
		{map[string]string{"DIGEST_PROJECTS": "Not A Slug"}, nil, "DIGEST_PROJECTS"},
		{map[string]string{"DIGEST_TOP_N": "0"}, nil, "DIGEST_TOP_N"},
		{map[string]string{"DIGEST_TOP_N": "101"}, nil, "DIGEST_TOP_N"},
		{map[string]string{"DIGEST_TOPIC_ARN": "digest"}, nil, "DIGEST_TOPIC_ARN"},
		{map[string]string{"DIGEST_QUIET": "loud"}, nil, "DIGEST_QUIET"},
	} {
		got, err := config.LoadDigest(func(k string) string { return tc.env[k] })
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%v: want an error naming %s, got %v", tc.env, tc.err, err)
			}
			continue
		}
		if err != nil || got.Window != tc.want.Window || strings.Join(got.Projects, ",") != strings.Join(tc.want.Projects, ",") ||
			got.TopN != tc.want.TopN || got.TopicARN != tc.want.TopicARN || got.Quiet != tc.want.Quiet || got.SlackWebhookSource != tc.want.SlackWebhookSource {
			t.Errorf("%v: got %+v, %v", tc.env, got, err)
		}
	}
}
