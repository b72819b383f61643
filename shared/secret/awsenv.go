package secret

import (
	"strings"

	"glitchtip-mcp/shared/gterr"
)

// AWSEnv is the configuration of an AWS client as a Lambda function's
// environment gives it. The functions' Lambda builds build their clients
// (Secrets Manager here, SNS in the digest) from it instead of the SDK's
// default configuration chain (config.LoadDefaultConfig): a function has
// no shared files, profiles or SSO, and its execution role's credentials
// are in its environment, so the chain (its STS, SSO, sign-in and instance
// metadata clients) would add about 1.8 MB to a bootstrap and its file and
// metadata lookups to each cold start for nothing. It holds plain values,
// no SDK types, so that the request function, whose Secrets Manager client
// is this package's own (smclient.go), links none of the SDK.
type AWSEnv struct {
	// Region is AWS_REGION (Lambda sets it), else AWS_DEFAULT_REGION.
	Region string
	// AccessKeyID, SecretAccessKey and SessionToken are
	// AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN: the
	// execution role's, valid for the life of the execution environment.
	AccessKeyID, SecretAccessKey, SessionToken string
	// BaseEndpoint is AWS_ENDPOINT_URL_<SERVICE>, else AWS_ENDPOINT_URL
	// (a local stand-in such as moto_server), "" when neither is set or
	// AWS_IGNORE_CONFIGURED_ENDPOINT_URLS is true: as the SDK reads them.
	BaseEndpoint string
	// FIPS and DualStack are AWS_USE_FIPS_ENDPOINT and
	// AWS_USE_DUALSTACK_ENDPOINT, for the service's endpoint rules.
	FIPS, DualStack bool
}

// AWSFromEnv reads an AWSEnv for the service whose endpoint variable ends
// in service (the SDK's service id in upper case with underscores:
// SECRETS_MANAGER, SNS) from getenv. Its errors are configuration errors
// that name what is missing.
func AWSFromEnv(getenv func(string) string, service string) (AWSEnv, error) {
	env := func(k string) string { return strings.TrimSpace(getenv(k)) }
	e := AWSEnv{Region: env("AWS_REGION")}
	if e.Region == "" {
		e.Region = env("AWS_DEFAULT_REGION")
	}
	if e.Region == "" {
		return AWSEnv{}, gterr.Config("no AWS region is set: Lambda sets AWS_REGION; for a local run set AWS_REGION, e.g. eu-west-1")
	}
	e.AccessKeyID, e.SecretAccessKey, e.SessionToken = env("AWS_ACCESS_KEY_ID"), env("AWS_SECRET_ACCESS_KEY"), env("AWS_SESSION_TOKEN")
	if e.AccessKeyID == "" || e.SecretAccessKey == "" {
		return AWSEnv{}, gterr.Config("no AWS credentials in the function's environment: Lambda provides the execution role's AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
	}
	if !strings.EqualFold(env("AWS_IGNORE_CONFIGURED_ENDPOINT_URLS"), "true") {
		for _, k := range []string{"AWS_ENDPOINT_URL_" + service, "AWS_ENDPOINT_URL"} {
			if ep := env(k); ep != "" {
				e.BaseEndpoint = ep
				break
			}
		}
	}
	e.FIPS = strings.EqualFold(env("AWS_USE_FIPS_ENDPOINT"), "true")
	e.DualStack = strings.EqualFold(env("AWS_USE_DUALSTACK_ENDPOINT"), "true")
	return e, nil
}

// newEnvClient builds the Secrets Manager client from AWSFromEnv: what the
// Lambda build's newClient does (it is here, in every build, so that the
// tests run it against moto_server).
func newEnvClient(getenv func(string) string) (Getter, string, error) {
	e, err := AWSFromEnv(getenv, "SECRETS_MANAGER")
	if err != nil {
		return nil, "", err
	}
	c, err := NewClient(e)
	if err != nil {
		return nil, "", err
	}
	return c, e.Region, nil
}
