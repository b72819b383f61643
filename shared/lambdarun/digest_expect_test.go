package lambdarun_test

import (
	"strings"
	"testing"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lambdarun"
)

// checkDigest: until the digest is deployed in this function, a scheduled
// event is refused with a clear function error (never an HTTP answer).
func checkDigest(t *testing.T, res lambdarun.Result) {
	t.Helper()
	if res.Error == nil || !strings.Contains(string(res.Error), "digest is not configured") {
		t.Fatalf("scheduled event: payload %s error %s", res.Payload, res.Error)
	}
}
