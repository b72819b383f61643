package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLambdaBuildsLinkNoTestKit: the functions' Lambda builds carry no
// test kit, no demo data and no local servers, and the request function no
// digest delivery and no AWS default configuration chain.
func TestLambdaBuildsLinkNoTestKit(t *testing.T) {
	testKit := []string{"/shared/gtfake", "/shared/lambdarun", "/shared/motoserver", "/shared/leakcheck", "/shared/loadtest",
		"/shared/conformance", "/shared/e2e", "/shared/internal/testkit", "net/http/httptest", "\ntesting\n"}
	for _, tc := range []struct {
		pkg   string
		never []string
	}{
		{".", append(testKit, "aws-sdk-go-v2/service/sns", "aws-sdk-go-v2/service/sqs", "aws-sdk-go-v2/config\n", "aws-sdk-go-v2/service/sts")},
		{"../digest", testKit},
	} {
		out, err := exec.Command("go", "list", "-tags", "lambda.norpc", "-deps", tc.pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", tc.pkg, err, out)
		}
		deps := "\n" + string(out)
		for _, n := range tc.never {
			if strings.Contains(deps, n) {
				t.Errorf("the Lambda build of %s links %s", tc.pkg, strings.TrimSpace(n))
			}
		}
	}
}
