package config

// Setting describes one environment setting for people: the developer
// binary's -h lists them, and a test checks that every setting this
// package reads is here, that template.yaml passes each deployable one from
// the parameter named here, and that docs/configuration.md lists them all.
type Setting struct {
	// Name is the environment variable.
	Name string
	// Parameter is the template.yaml parameter that sets it on Lambda, ""
	// for a setting the template does not expose (local modes, or fixed
	// by the template).
	Parameter string
	// Default is the value an unset setting means ("" for none).
	Default string
	// Range is what a value may be.
	Range string
	// Meaning is one line on what it does.
	Meaning string
}

// Settings are the settings of both functions and the developer binary,
// in the order docs/configuration.md gives them.
var Settings = []Setting{
	{"GLITCHTIP_URL", "GlitchTipUrl", "", "absolute http(s) URL, no credentials", "GlitchTip base URL, may include a path prefix"},
	{"GLITCHTIP_ORG", "GlitchTipOrg", "", "organisation slug", "the organisation whose errors are read"},
	{"GLITCHTIP_TOKEN_SOURCE_NAME", "TokenSecretName", "glitchtip-mcp/token (template)", "secret name; env:VAR locally only", "secret holding the GlitchTip API token, read again every MCP_ACCESS_REFRESH and at once after a 401"},
	{"GLITCHTIP_TIMEOUT", "GlitchTipTimeout", "10s", "100ms to 25s, whole ms or s", "bound of one GlitchTip request"},
	{"GLITCHTIP_TAG_KEYS", "GlitchTipTagKeys", "", "comma-separated tag keys, at most 10, not user or user.*", "your own event tag keys the tools show, values redacted"},
	{"MCP_MASK_INFRASTRUCTURE", "MaskInfrastructure", "false", "true, false", "also mask internal host names and private addresses in event text (kept by default: a triager needs them)"},
	{"MCP_PROFILE", "Profile", "glitchtip-readonly", "glitchtip-readonly, glitchtip-readonly-raw, glitchtip-metadata", "which tools are offered"},
	{"MCP_AUTH_MODE", "AuthMode", "api-keys", "api-keys, oauth", "how callers authenticate"},
	{"MCP_API_KEYS_SOURCE_NAME", "ApiKeysSecretName", "glitchtip-mcp/api-keys (template)", "secret name; env:VAR locally only", "secret holding the accepted API keys; unset refuses every request"},
	{"MCP_ACCESS_REFRESH", "AccessRefresh", "5m", "1s to 24h, whole s, m or h", "how long keys, the JWKS and the GlitchTip token are trusted before they are read again"},
	{"MCP_OAUTH_ISSUER", "OAuthIssuer", "", "URL (oauth mode: required)", "issuer (iss) tokens must carry"},
	{"MCP_OAUTH_JWKS_URL", "OAuthJwksUrl", "", "https URL (oauth mode: required)", "where the issuer's signing keys are"},
	{"MCP_OAUTH_AUDIENCE", "OAuthAudience", "", "this endpoint's URL (oauth mode: required)", "audience (aud) tokens must carry"},
	{"MCP_OAUTH_SCOPE", "OAuthScope", "glitchtip.read", "one scope", "scope tokens must carry"},
	{"MCP_OAUTH_AUTHORIZATION_SERVERS", "OAuthAuthorizationServers", "the issuer", "comma-separated URLs", "authorization servers named in the protected-resource metadata"},
	{"MCP_OAUTH_PROJECTS_CLAIM", "OAuthProjectsClaim", "", "claim name", "token claim listing the projects a caller may read; unset: every project"},
	{"MCP_OAUTH_PROJECTS_PREFIX", "OAuthProjectsPrefix", "", "text", "prefix a claim value must carry to count (stripped)"},
	{"MCP_ALLOWED_ORIGINS", "AllowedOrigins", "", "comma-separated origins", "browser origins allowed; other Origin headers get 403"},
	{"MCP_METRICS_NAMESPACE", "Metrics", "glitchtip-mcp/<stack> with Metrics=on (template); off locally", "1-255 of A-Z a-z 0-9 . _ - / #, not AWS/", "CloudWatch namespace of the metrics in the audit lines (Embedded Metric Format)"},
	{"MCP_LISTEN_ADDR", "", "127.0.0.1:8080", "host:port", "local HTTP server address"},
	{"MCP_DEV_OPEN", "", "", "1", "serve without authentication: loopback listener only, never on Lambda"},
	{"MCP_AUDIT_LOG", "", "stderr", "file path", "local modes: file the audit lines are appended to"},
	{"MCP_DEMO_KEY", "", "a new key each run", "16+ characters", "-demo: the demo's API key"},
	{"DIGEST_WINDOW", "DigestWindow", "24h", "1m to 30d (m, h or d)", "period the digest covers"},
	{"DIGEST_PROJECTS", "DigestProjects", "", "comma-separated slugs", "projects in the digest; unset: every project"},
	{"DIGEST_TOP_N", "DigestTopN", "10", "1 to 100", "other issues listed per project, by event count"},
	{"DIGEST_QUIET", "DigestQuiet", "short (template); unset: the full digest", "short, skip", "on a quiet day: a short message, or nothing"},
	{"DIGEST_TOPIC_ARN", "DigestTopicArn", "", "SNS topic ARN", "topic the digest is published to (DigestEmail creates one)"},
	{"DIGEST_SLACK_WEBHOOK_SECRET_NAME", "SlackWebhookSecretName", "", "secret name", "secret holding a Slack incoming-webhook URL"},
	{"DIGEST_TEAMS_WEBHOOK_SECRET_NAME", "TeamsWebhookSecretName", "", "secret name", "secret holding a Teams Workflows webhook URL"},
	{"GOGC", "", "400", "Go's GOGC", "garbage collector pace"},
	{"GOMEMLIMIT", "", "75% of the function's memory on Lambda", "Go's GOMEMLIMIT", "soft memory limit"},
}
