package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const module = "glitchtip-mcp"

// TestLambdaBuildsLinkNoTestKit: the functions' Lambda builds carry no
// test kit, no demo data and no local servers, and the request function no
// digest delivery. Neither links the AWS default configuration chain (its
// clients are built from the environment: secret.AWSFromEnv; 1.8 MB) nor
// the schema-based Secrets Manager serializer (secretsmanager v1.50 and
// later: go.mod pins the release before it; 160 KB). The request function
// links none of the SDK's service clients, retryers or endpoint rules: its
// Secrets Manager client is shared/secret's own (0.73 MB less), and so is
// its signature (the SDK's signer package: 54 KB).
func TestLambdaBuildsLinkNoTestKit(t *testing.T) {
	never := []string{"/shared/testkit/", "/shared/standin\n", "net/http/httptest", "\ntesting\n",
		"aws-sdk-go-v2/config\n", "aws-sdk-go-v2/service/sts\n", "aws-sdk-go-v2/service/sso\n", "aws-sdk-go-v2/feature/ec2/imds\n",
		"service/secretsmanager/schemas\n"}
	for _, tc := range []struct {
		pkg   string
		never []string
	}{
		{".", append(never, "aws-sdk-go-v2/service/", "aws-sdk-go-v2/aws/retry\n", "aws-sdk-go-v2/internal/endpoints", "aws-sdk-go-v2/aws/signer/")},
		{"../digest", never},
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

// TestProductImportsNoTestKit: no product package, in either build,
// imports the test kit; only tests and the kit's own commands may. (The
// kit cannot sit under an internal/ folder: the functions' tests, outside
// shared/, use it too, so this test is the fence.)
func TestProductImportsNoTestKit(t *testing.T) {
	for _, tags := range []string{"", "lambda.norpc"} {
		out, err := exec.Command("go", "list", "-tags", tags, "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, module+"/...").CombinedOutput()
		if err != nil {
			t.Fatalf("go list: %v\n%s", err, out)
		}
		checked := 0
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			pkg, imports, _ := strings.Cut(line, " ")
			if strings.HasPrefix(pkg, module+"/shared/testkit/") {
				continue
			}
			checked++
			for _, imp := range strings.Fields(imports) {
				if strings.HasPrefix(imp, module+"/shared/testkit/") {
					t.Errorf("product package %s (tags %q) imports the test kit package %s", pkg, tags, imp)
				}
			}
		}
		if checked < 15 {
			t.Fatalf("only %d product packages listed; the check did not run over the module", checked)
		}
	}
}

// TestLambdaWorkspaceStandsInSchemaInference: the Makefile builds the
// Lambda bootstraps in the workspace lambda.work, whose replace directive
// stands shared/internal/schemainferoff in for mcp-go's schema inference
// (github.com/google/jsonschema-go; 118,784 bytes of the amd64 bootstrap).
// The workspace must resolve to the stand-in, and mcp-go must compile
// against it (a newer mcp-go that used more of the package, or a go.mod
// whose go line passed lambda.work's, fails here rather than in make
// build).
func TestLambdaWorkspaceStandsInSchemaInference(t *testing.T) {
	work, err := filepath.Abs("../../shared/internal/schemainferoff/lambda.work")
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOWORK="+work)
	list := exec.Command("go", "list", "-m", "-f", "{{with .Replace}}{{.Dir}}{{end}}", "github.com/google/jsonschema-go")
	list.Env = env
	out, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -m in lambda.work: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != filepath.Dir(work) {
		t.Errorf("in lambda.work github.com/google/jsonschema-go resolves to %q, not the stand-in", got)
	}
	build := exec.Command("go", "build", "-tags", "lambda.norpc,nethttpomithttp2", "github.com/mark3labs/mcp-go/mcp", "github.com/google/jsonschema-go/jsonschema")
	build.Env = env
	if out, err := build.CombinedOutput(); err != nil {
		t.Errorf("mcp-go does not build against the stand-in in lambda.work: %v\n%s", err, out)
	}
}
