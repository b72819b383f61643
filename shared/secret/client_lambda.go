//go:build lambda.norpc

package secret

import (
	"context"
	"os"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
)

// newClient builds the Secrets Manager client from what Lambda puts in the
// function's environment: AWS_REGION and the execution role's
// AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, plus an
// AWS_ENDPOINT_URL_SECRETS_MANAGER (or AWS_ENDPOINT_URL) override for local
// runs. It skips the default configuration chain (shared files, SSO, STS,
// instance metadata), which a function never uses and which costs cold-start
// time and about 2 MB of bootstrap.
func newClient(context.Context) (Getter, string, error) {
	env := func(k string) string { return strings.TrimSpace(os.Getenv(k)) }
	region := env("AWS_REGION")
	if region == "" {
		region = env("AWS_DEFAULT_REGION")
	}
	if region == "" {
		return nil, "", gterr.Config("no AWS region is set: Lambda sets AWS_REGION; for a local run set AWS_REGION, e.g. eu-west-1")
	}
	id, key := env("AWS_ACCESS_KEY_ID"), env("AWS_SECRET_ACCESS_KEY")
	if id == "" || key == "" {
		return nil, "", gterr.Config("no AWS credentials in the function's environment: Lambda provides the execution role's AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
	}
	o := secretsmanager.Options{Region: region,
		Credentials: aws.NewCredentialsCache(credentials.NewStaticCredentialsProvider(id, key, env("AWS_SESSION_TOKEN")))}
	if ep := env("AWS_ENDPOINT_URL_SECRETS_MANAGER"); ep != "" {
		o.BaseEndpoint = aws.String(ep)
	} else if ep := env("AWS_ENDPOINT_URL"); ep != "" {
		o.BaseEndpoint = aws.String(ep)
	}
	return secretsmanager.New(o), region, nil
}
