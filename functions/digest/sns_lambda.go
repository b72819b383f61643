//go:build lambda.norpc

package main

import (
	"context"
	"os"
)

// newSNS builds the SNS client from the function's environment (envSNS):
// the Lambda build leaves the SDK's default configuration chain out.
func newSNS(context.Context) (publisher, error) {
	return envSNS(os.Getenv)
}
