//go:build !lambda.norpc

package secret

import (
	"context"
	"errors"
	"strings"

	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
)

// newClient builds the Secrets Manager client from the default AWS
// configuration: AWS_PROFILE and the shared files, SSO, environment
// credentials, AWS_REGION, and AWS_ENDPOINT_URL_SECRETS_MANAGER.
func newClient(ctx context.Context) (Getter, string, error) {
	cfg, err := awsconfig.LoadDefaultConfig(ctx)
	var noProfile awsconfig.SharedConfigProfileNotExistError
	switch {
	case errors.As(err, &noProfile):
		return nil, "", &gterr.Error{Kind: gterr.KindConfig, Internal: "SharedConfigProfileNotExistError",
			Msg: "AWS_PROFILE names the profile \"" + printable(noProfile.Profile) + "\", which is in neither the AWS config nor the credentials file: create it (aws configure --profile " + printable(noProfile.Profile) + ") or unset AWS_PROFILE"}
	case err != nil:
		return nil, "", gterr.New(gterr.KindConfig, "loading AWS configuration", err)
	case cfg.Region == "":
		return nil, "", gterr.Config("no AWS region is set: set AWS_REGION to the region that holds the secrets, e.g. eu-west-1")
	}
	return secretsmanager.NewFromConfig(cfg), cfg.Region, nil
}

// printable keeps a configuration value fit for a one-line message.
func printable(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	if len(s) > 64 {
		s = s[:64] + "…"
	}
	return s
}
