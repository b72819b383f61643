//go:build !lambda.norpc

package secret

import (
	"context"
	"errors"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"glitchtip-mcp/shared/gterr"
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
	return sdkClient{secretsmanager.NewFromConfig(cfg)}, cfg.Region, nil
}

// sdkClient is the SDK's Secrets Manager client as a Getter: the
// developer build keeps the SDK for its configuration chain (profiles,
// SSO, shared files, the service's endpoint in the config file).
type sdkClient struct{ c *secretsmanager.Client }

func (s sdkClient) GetSecretValue(ctx context.Context, in *GetSecretValueInput) (*GetSecretValueOutput, error) {
	sin := &secretsmanager.GetSecretValueInput{SecretId: aws.String(in.SecretId)}
	if in.VersionStage != "" {
		sin.VersionStage = aws.String(in.VersionStage)
	}
	o, err := s.c.GetSecretValue(ctx, sin)
	if err != nil {
		return nil, err
	}
	return &GetSecretValueOutput{ARN: aws.ToString(o.ARN), Name: aws.ToString(o.Name), VersionId: aws.ToString(o.VersionId),
		SecretString: o.SecretString, CreatedDate: o.CreatedDate}, nil
}

func (s sdkClient) BatchGetSecretValue(ctx context.Context, in *BatchGetSecretValueInput) (*BatchGetSecretValueOutput, error) {
	o, err := s.c.BatchGetSecretValue(ctx, &secretsmanager.BatchGetSecretValueInput{SecretIdList: in.SecretIdList})
	if err != nil {
		return nil, err
	}
	out := &BatchGetSecretValueOutput{}
	for _, v := range o.SecretValues {
		out.SecretValues = append(out.SecretValues, GetSecretValueOutput{ARN: aws.ToString(v.ARN), Name: aws.ToString(v.Name),
			VersionId: aws.ToString(v.VersionId), SecretString: v.SecretString, CreatedDate: v.CreatedDate})
	}
	return out, nil
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
