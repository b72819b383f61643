package main

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	sqstypes "github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
	"glitchtip-mcp/shared/testkit/motoserver"
)

// readCore is the digest's read core against the demo stand-in.
func readCore(t *testing.T) (*glitchtip.Client, *projection.Projector) {
	t.Helper()
	d := standin.Demo()
	srv := httptest.NewServer(&standin.Server{Data: d})
	t.Cleanup(srv.Close)
	c, err := glitchtip.New(glitchtip.Config{BaseURL: strings.Replace(srv.URL, "127.0.0.1", "localhost", 1), Org: d.Org, Token: d.Token})
	if err != nil {
		t.Fatal(err)
	}
	return c, &projection.Projector{Redactor: redact.New(d.Token), BaseURL: c.BaseURL(), Org: d.Org}
}

// TestDeliveryThroughMotoSNS publishes a scheduled digest to an SNS topic
// in moto_server and reads it back from an SQS subscription: plain text
// with the facts, no markup, nothing planted. It runs with both builds'
// SNS clients: this build's newSNS (pub nil) and the Lambda build's, from
// the environment alone.
func TestDeliveryThroughMotoSNS(t *testing.T) {
	ep := motoserver.Start(t)
	motoserver.Env(t, ep)
	ctx := context.Background()
	cfg, err := awsconfig.LoadDefaultConfig(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sn, sq := sns.NewFromConfig(cfg), sqs.NewFromConfig(cfg)
	topic, err := sn.CreateTopic(ctx, &sns.CreateTopicInput{Name: aws.String("digest")})
	if err != nil {
		t.Fatal(err)
	}
	q, err := sq.CreateQueue(ctx, &sqs.CreateQueueInput{QueueName: aws.String("digest-inbox")})
	if err != nil {
		t.Fatal(err)
	}
	qa, _ := sq.GetQueueAttributes(ctx, &sqs.GetQueueAttributesInput{QueueUrl: q.QueueUrl, AttributeNames: []sqstypes.QueueAttributeName{"QueueArn"}})
	if _, err := sn.Subscribe(ctx, &sns.SubscribeInput{TopicArn: topic.TopicArn, Protocol: aws.String("sqs"), Endpoint: aws.String(qa.Attributes["QueueArn"])}); err != nil {
		t.Fatal(err)
	}
	envPub, err := envSNS(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	c, p := readCore(t)
	for _, tc := range []struct {
		name string
		pub  publisher
	}{{"this build's client", nil}, {"the Lambda environment's client", envPub}} {
		t.Run(tc.name, func(t *testing.T) {
			var log strings.Builder
			s := &digest.Schedule{Options: digest.Options{Window: 7 * 24 * time.Hour}, Log: slog.New(slog.NewJSONHandler(&log, nil)),
				Deliver: snsDelivery(*topic.TopicArn, tc.pub)}
			if _, err := s.Run(ctx, c, p); err != nil {
				t.Fatal(err)
			}
			msg, err := sq.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: q.QueueUrl, WaitTimeSeconds: 2})
			if err != nil || len(msg.Messages) != 1 {
				t.Fatalf("received %v %v", msg, err)
			}
			if _, err := sq.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: q.QueueUrl, ReceiptHandle: msg.Messages[0].ReceiptHandle}); err != nil {
				t.Fatal(err)
			}
			var envelope struct{ Subject, Message string }
			json.Unmarshal([]byte(*msg.Messages[0].Body), &envelope)
			if !strings.HasPrefix(envelope.Subject, "GlitchTip demo:") || !strings.Contains(envelope.Message, "GlitchTip digest: demo\n=====") ||
				!strings.Contains(envelope.Message, "\nNew issues (") || !strings.Contains(envelope.Message, "] backend: ") || strings.Contains(envelope.Message, "**") {
				t.Fatalf("message: %+v", envelope)
			}
			for _, leak := range leakcheck.Planted(envelope.Message+envelope.Subject+log.String(), standin.DemoToken) {
				t.Errorf("delivered message or log leaked %q", leak)
			}
			if !strings.Contains(log.String(), `"msg":"digest"`) || !strings.Contains(log.String(), `"delivered":true`) || strings.Count(log.String(), "\n") != 1 {
				t.Fatalf("log: %s", log.String())
			}
		})
	}
}

type failingPublisher struct{}

func (failingPublisher) Publish(context.Context, *sns.PublishInput, ...func(*sns.Options)) (*sns.PublishOutput, error) {
	return nil, errors.New("AuthorizationError: arn:aws:iam::123:role/x not allowed")
}

// TestDeliveryFailureFailsTheInvocation: SNS's refusal fails the run with
// a fixed message; the SDK's text (an ARN) reaches neither error nor log.
func TestDeliveryFailureFailsTheInvocation(t *testing.T) {
	c, p := readCore(t)
	var log strings.Builder
	s := &digest.Schedule{Log: slog.New(slog.NewJSONHandler(&log, nil)), Deliver: snsDelivery("arn:aws:sns:eu-west-1:123456789012:digest", failingPublisher{})}
	_, err := s.Run(context.Background(), c, p)
	if err == nil || err.Error() != "digest delivery to SNS failed" {
		t.Fatalf("got %v", err)
	}
	if strings.Contains(log.String(), "arn:aws:iam") {
		t.Fatal("the SDK's error text reached the log")
	}
}
