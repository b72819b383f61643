//go:build lambda.norpc

package secret

import (
	"context"
	"os"
)

// newClient builds the Secrets Manager client from what Lambda puts in the
// function's environment (AWSFromEnv): AWS_REGION and the execution role's
// credentials, plus an AWS_ENDPOINT_URL_SECRETS_MANAGER (or
// AWS_ENDPOINT_URL) override for local runs. It skips the default
// configuration chain (shared files, SSO, STS, instance metadata), which a
// function never uses.
func newClient(context.Context) (Getter, string, error) {
	return newEnvClient(os.Getenv)
}
