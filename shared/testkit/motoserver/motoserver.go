// Package motoserver starts a local moto_server (the AWS emulator) for
// tests, as the Secrets Manager (and SNS/SQS) endpoint. It runs the one make
// sam-deps installs, pinned, in .venv-sam (MOTO_SERVER, which the Makefile
// sets, or .venv-sam/bin/moto_server at the module root), else one on PATH.
package motoserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"glitchtip-mcp/shared/testkit/skip"
)

// Launch runs moto_server on a free loopback port and returns its
// endpoint URL and a function that stops it.
func Launch() (string, func(), error) { return LaunchOn("127.0.0.1") }

// LaunchOn runs moto_server on a free port of the local address host (the
// gateway of a test's own Docker network, for containers to reach it).
func LaunchOn(host string) (string, func(), error) {
	bin := Binary()
	if bin == "" {
		return "", nil, ErrNotInstalled
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return "", nil, err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	cmd := exec.Command(bin, "-H", host, "-p", fmt.Sprint(port))
	var out tail
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	stop := func() { cmd.Process.Kill(); <-exited }
	url := "http://" + net.JoinHostPort(host, fmt.Sprint(port))
	// moto_server imports boto and its service models before it listens:
	// seconds on an idle machine, far more on a busy CI runner with Docker
	// builds beside it. The bound is a hang guard, not a speed target; a
	// server that exits fails at once, with what it printed.
	deadline := time.Now().Add(StartTimeout)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(url + "/moto-api/"); err == nil {
			resp.Body.Close()
			return url, stop, nil
		}
		select {
		case <-exited:
			return "", nil, fmt.Errorf("moto_server exited before it listened: %s", out.String())
		case <-time.After(100 * time.Millisecond):
		}
	}
	stop()
	return "", nil, fmt.Errorf("moto_server did not listen within %v: %s", StartTimeout, out.String())
}

// StartTimeout bounds how long Launch waits for moto_server to listen.
const StartTimeout = 3 * time.Minute

// tail keeps the last 2 KB written to it (moto_server's output), safe for
// the process's two writers.
type tail struct {
	mu sync.Mutex
	b  []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > 2048 {
		t.b = append(t.b[:0], t.b[len(t.b)-2048:]...)
	}
	return len(p), nil
}

func (t *tail) String() string { t.mu.Lock(); defer t.mu.Unlock(); return string(t.b) }

// ErrNotInstalled means no moto_server was found (Binary).
var ErrNotInstalled = errors.New("moto_server is not installed")

// Install is the command that installs the moto_server the tests use.
const Install = "make sam-deps installs it in .venv-sam; or pip install 'moto[server]==5.2.1'"

// Binary is the moto_server the tests run: MOTO_SERVER when it names an
// executable, else the project's .venv-sam/bin/moto_server (found from the
// working directory up to go.mod), else moto_server on PATH; "" for none.
// The pinned one comes first so the tests use what make test installed.
func Binary() string {
	if p := os.Getenv("MOTO_SERVER"); p != "" && executable(p) {
		return p
	}
	if dir, err := os.Getwd(); err == nil {
		for {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				if p := filepath.Join(dir, ".venv-sam", "bin", "moto_server"); executable(p) {
					return p
				}
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	p, _ := exec.LookPath("moto_server")
	return p
}

func executable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// Start is Launch for tests: it skips the test when moto_server is not
// installed (a user's clone; CI machines have it) and stops it at cleanup.
func Start(t testing.TB) string {
	t.Helper()
	url, stop, err := Launch()
	if errors.Is(err, ErrNotInstalled) {
		skip.Group(t, "moto_server tests (Secrets Manager, SNS, SQS)", "moto_server is not installed ("+Install+")", "MOTO_REQUIRED")
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return url
}

// CreateSecret stores a secret in the Secrets Manager at endpoint.
func CreateSecret(ctx context.Context, endpoint, name, value string) error {
	sm := secretsmanager.New(secretsmanager.Options{
		Region:       "eu-west-1",
		BaseEndpoint: aws.String(endpoint),
		Credentials:  credentials.NewStaticCredentialsProvider("test", "test", ""),
	})
	_, err := sm.CreateSecret(ctx, &secretsmanager.CreateSecretInput{Name: aws.String(name), SecretString: aws.String(value)})
	return err
}

// EnvList is the AWS environment, as KEY=VALUE pairs, for a child process
// that should use endpoint.
func EnvList(endpoint string) []string {
	return []string{"AWS_ACCESS_KEY_ID=test", "AWS_SECRET_ACCESS_KEY=test", "AWS_REGION=eu-west-1",
		"AWS_DEFAULT_REGION=eu-west-1", "AWS_EC2_METADATA_DISABLED=true",
		"AWS_ENDPOINT_URL_SECRETS_MANAGER=" + endpoint, "AWS_ENDPOINT_URL_SNS=" + endpoint, "AWS_ENDPOINT_URL_SQS=" + endpoint}
}

// Env sets the AWS environment a client needs to use the endpoint.
func Env(t testing.TB, endpoint string) {
	t.Setenv("AWS_ACCESS_KEY_ID", "test")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "test")
	t.Setenv("AWS_REGION", "eu-west-1")
	t.Setenv("AWS_DEFAULT_REGION", "eu-west-1")
	t.Setenv("AWS_ENDPOINT_URL_SECRETS_MANAGER", endpoint)
	t.Setenv("AWS_ENDPOINT_URL_SNS", endpoint)
	t.Setenv("AWS_ENDPOINT_URL_SQS", endpoint)
	t.Setenv("AWS_EC2_METADATA_DISABLED", "true")
}
