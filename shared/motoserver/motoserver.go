// Package motoserver starts a local moto_server (the preinstalled AWS
// emulator) for tests, as the Secrets Manager (and SNS/SQS) endpoint.
package motoserver

import (
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"testing"
	"time"
)

// Start runs moto_server on a free loopback port and returns its endpoint
// URL. It skips the test when moto_server is not installed (a user's
// clone); CI machines have it.
func Start(t testing.TB) string {
	t.Helper()
	bin, err := exec.LookPath("moto_server")
	if err != nil {
		t.Skip("moto_server not installed")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	cmd := exec.Command(bin, "-H", "127.0.0.1", "-p", fmt.Sprint(port))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(url + "/moto-api/"); err == nil {
			resp.Body.Close()
			return url
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("moto_server did not start")
	return ""
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
