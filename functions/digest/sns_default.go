//go:build !lambda.norpc

package main

import (
	"context"

	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sns"

	"glitchtip-mcp/shared/gterr"
)

// newSNS builds the SNS client from the default AWS configuration
// (profiles, shared files, SSO, environment): the developer build's.
func newSNS(ctx context.Context) (publisher, error) {
	cfg, err := awsconfig.LoadDefaultConfig(ctx)
	if err != nil {
		return nil, gterr.New(gterr.KindConfig, "aws config for SNS", err)
	}
	return sns.NewFromConfig(cfg), nil
}
