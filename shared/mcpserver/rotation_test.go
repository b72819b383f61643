package mcpserver_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/motoserver"
)

const (
	oldKey   = "old-key-0123456789abcdefghij"
	newKey   = "new-key-0123456789abcdefghij"
	spareKey = "spare-key-0123456789abcdefgh"
)

// TestKeysRotationAndRevocation runs the keys secret through moto_server
// with a one-second refresh: a revoked key stops within the refresh
// period, a rotation's pending keys work beside the current ones, the
// replaced keys stop once the rotation is finished, and when the secret
// can no longer be read the last good keys keep serving with one log line.
// (The steps run in this order because moto_server keeps AWSCURRENT on two
// versions after UpdateSecretVersionStage followed by PutSecretValue.)
func TestKeysRotationAndRevocation(t *testing.T) {
	endpoint := motoserver.Start(t)
	motoserver.Env(t, endpoint)
	ctx := context.Background()
	sm := secretsmanager.New(secretsmanager.Options{Region: "eu-west-1", BaseEndpoint: aws.String(endpoint),
		Credentials: credentials.NewStaticCredentialsProvider("test", "test", "")})
	const name = "glitchtip-mcp/api-keys"
	if _, err := sm.CreateSecret(ctx, &secretsmanager.CreateSecretInput{Name: aws.String(name),
		SecretString: aws.String(`[{"name":"old","key":"` + oldKey + `"},{"name":"spare","key":"` + spareKey + `"}]`)}); err != nil {
		t.Fatal(err)
	}
	d := standin.Demo()
	gt := httptest.NewServer(&standin.Server{Data: d})
	t.Cleanup(gt.Close)
	vars := map[string]string{"GLITCHTIP_URL": gt.URL, "GLITCHTIP_ORG": d.Org, "GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": d.Token,
		"MCP_API_KEYS_SOURCE_NAME": name, "MCP_ACCESS_REFRESH": "1s"}
	log := &syncBuf{}
	a, err := app.Build(ctx, env(vars), app.Options{Resolver: &secret.Resolver{Getenv: env(vars)}, AuditLog: log})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	status := func(key string) int {
		st, _ := rpcCall(t, srv.URL+"/mcp", key, "tools/call", toolParams("glitchtip_get_issue", map[string]any{"issue_id": "101"}))
		return st
	}
	expect := func(step string, want map[string]int) {
		t.Helper()
		for k, st := range want {
			if got := status(k); got != st {
				t.Errorf("%s: key %s… answered %d, want %d", step, k[:3], got, st)
			}
		}
	}
	past := func() { time.Sleep(1100 * time.Millisecond) } // one refresh period

	expect("start", map[string]int{oldKey: 200, spareKey: 200, newKey: 401})

	// the old key is revoked in a new current version
	v2, err := sm.PutSecretValue(ctx, &secretsmanager.PutSecretValueInput{SecretId: aws.String(name),
		SecretString: aws.String(`[{"name":"old","key":"` + oldKey + `","revoked":true},{"name":"spare","key":"` + spareKey + `"}]`)})
	if err != nil {
		t.Fatal(err)
	}
	expect("before the refresh period", map[string]int{oldKey: 200})
	past()
	expect("revoked", map[string]int{oldKey: 401, spareKey: 200})

	// rotation starts: the new keys are staged as AWSPENDING
	v3, err := sm.PutSecretValue(ctx, &secretsmanager.PutSecretValueInput{SecretId: aws.String(name),
		SecretString: aws.String(`[{"name":"new","key":"` + newKey + `"}]`), VersionStages: []string{secret.StagePending}})
	if err != nil {
		t.Fatal(err)
	}
	past()
	expect("rotation window", map[string]int{spareKey: 200, newKey: 200, oldKey: 401})

	// rotation finishes: AWSCURRENT moves to the new version
	if _, err := sm.UpdateSecretVersionStage(ctx, &secretsmanager.UpdateSecretVersionStageInput{SecretId: aws.String(name),
		VersionStage: aws.String(secret.StageCurrent), MoveToVersionId: v3.VersionId, RemoveFromVersionId: v2.VersionId}); err != nil {
		t.Fatal(err)
	}
	past()
	expect("rotation finished", map[string]int{spareKey: 401, newKey: 200})

	// the secret disappears: the last good keys keep serving, logged once
	if _, err := sm.DeleteSecret(ctx, &secretsmanager.DeleteSecretInput{SecretId: aws.String(name), ForceDeleteWithoutRecovery: aws.Bool(true)}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		past()
		expect("refresh failing", map[string]int{newKey: 200, spareKey: 401})
	}
	out := log.String()
	if n := strings.Count(out, `"msg":"access_refresh_failed"`); n != 1 {
		t.Errorf("refresh failure logged %d times, want once:\n%s", n, out)
	}
	if !strings.Contains(out, "was not found in Secrets Manager") {
		t.Errorf("refresh failure line does not say what failed:\n%s", out)
	}
	for _, k := range []string{oldKey, newKey, spareKey} {
		if strings.Contains(out, k) {
			t.Error("the log holds an API key")
		}
	}
}
