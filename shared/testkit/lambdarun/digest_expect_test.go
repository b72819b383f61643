package lambdarun_test

import (
	"encoding/json"
	"strings"
	"testing"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/lambdarun"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

// checkDigest: a scheduled event (classic envelope or Scheduler input)
// runs the digest and returns it as the invocation result.
func checkDigest(t *testing.T, res lambdarun.Result) {
	t.Helper()
	if res.Error != nil {
		t.Fatalf("digest failed: %s", res.Error)
	}
	var d struct {
		Org    string `json:"org"`
		Totals struct {
			Projects     int `json:"projects"`
			ActiveIssues int `json:"active_issues"`
		} `json:"totals"`
	}
	if err := json.Unmarshal(res.Payload, &d); err != nil || d.Org != "demo" || d.Totals.Projects != 3 || d.Totals.ActiveIssues == 0 {
		t.Fatalf("digest result: %v %s", err, res.Payload)
	}
	if strings.Contains(string(res.Payload), "statusCode") {
		t.Fatal("a scheduled event was answered as HTTP")
	}
	if leaks := leakcheck.Planted(string(res.Payload), standin.DemoToken); len(leaks) > 0 {
		t.Fatalf("digest leaked %v", leaks)
	}
}
