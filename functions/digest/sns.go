package main

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sns"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/digest"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
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
// an SNS client from the default AWS configuration (AWS_ENDPOINT_URL_SNS
// for local endpoints) on first use. Its error is fixed text: the SDK's can
// carry ARNs and request ids.
func snsDelivery(topic string, pub publisher) digest.Deliver {
	return func(ctx context.Context, d *digest.Digest) error {
		if pub == nil {
			cfg, err := awsconfig.LoadDefaultConfig(ctx)
			if err != nil {
				return gterr.New(gterr.KindConfig, "aws config for SNS", err)
			}
			pub = sns.NewFromConfig(cfg)
		}
		short := d.Shrink(maxMessage)
		_, err := pub.Publish(ctx, &sns.PublishInput{TopicArn: aws.String(topic), Subject: aws.String(short.Subject()), Message: aws.String(short.Text())})
		if err != nil {
			return &gterr.Error{Kind: gterr.KindDelivery, Msg: "digest delivery to SNS failed", Internal: "sns publish"}
		}
		return nil
	}
}
