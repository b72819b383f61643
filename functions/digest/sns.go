package main

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/sns"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/secret"
)

// maxMessage is the plain-text size published to SNS, under SNS's 256 KB
// message limit with room for the subject and envelope.
const maxMessage = 240 << 10

// publisher is the one SNS call delivery needs.
type publisher interface {
	Publish(ctx context.Context, in *sns.PublishInput, opts ...func(*sns.Options)) (*sns.PublishOutput, error)
}

// snsDelivery publishes the digest's plain-text rendering (readable in any
// mail client) to topic, shortened by whole issues to fit. pub nil builds
// an SNS client on first use (newSNS: from the function's environment in
// the Lambda build, from the default AWS configuration otherwise;
// AWS_ENDPOINT_URL_SNS for local endpoints). Its error is fixed text: the
// SDK's can carry ARNs and request ids.
func snsDelivery(topic string, pub publisher) digest.Deliver {
	return func(ctx context.Context, d *digest.Digest) error {
		if pub == nil {
			p, err := newSNS(ctx)
			if err != nil {
				return err
			}
			pub = p
		}
		short := d.Shrink(maxMessage)
		_, err := pub.Publish(ctx, &sns.PublishInput{TopicArn: aws.String(topic), Subject: aws.String(short.Subject()), Message: aws.String(short.Text())})
		if err != nil {
			return &gterr.Error{Kind: gterr.KindDelivery, Msg: "digest delivery to SNS failed", Internal: "sns publish"}
		}
		return nil
	}
}

// envSNS builds the SNS client from the function's environment
// (secret.AWSFromEnv), without the SDK's default configuration chain: what
// the Lambda build's newSNS does (it is here, in every build, so that the
// tests run it against moto_server).
func envSNS(getenv func(string) string) (publisher, error) {
	e, err := secret.AWSFromEnv(getenv, "SNS")
	if err != nil {
		return nil, err
	}
	o := sns.Options{Region: e.Region, Credentials: aws.NewCredentialsCache(credentials.NewStaticCredentialsProvider(e.AccessKeyID, e.SecretAccessKey, e.SessionToken))}
	if e.BaseEndpoint != "" {
		o.BaseEndpoint = aws.String(e.BaseEndpoint)
	}
	if e.FIPS {
		o.EndpointOptions.UseFIPSEndpoint = aws.FIPSEndpointStateEnabled
	}
	if e.DualStack {
		o.EndpointOptions.UseDualStackEndpoint = aws.DualStackEndpointStateEnabled
	}
	return sns.New(o), nil
}
