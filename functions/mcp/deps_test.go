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

// TestLambdaWorkspaceStandsInCast: lambda.work stands
// shared/internal/castoff in for github.com/spf13/cast, which mcp-go's mcp
// package calls: cast's own files at the version go.mod requires, but for
// caste.go's import of html/template and ToStringE's cases of that
// package's types (castoff's go.mod says why: 61,440 bytes of the amd64
// bootstrap). The Lambda build of the request function must then link
// neither template package, and a cast upgraded in go.mod fails here until
// the stand-in is copied again, so the bootstraps never convert with
// other code than tests do.
func TestLambdaWorkspaceStandsInCast(t *testing.T) {
	work, err := filepath.Abs("../../shared/internal/schemainferoff/lambda.work")
	if err != nil {
		t.Fatal(err)
	}
	standIn := filepath.Join(filepath.Dir(filepath.Dir(work)), "castoff")
	goList := func(gowork string, args ...string) string {
		t.Helper()
		cmd := exec.Command("go", args...)
		cmd.Env = append(os.Environ(), "GOWORK="+gowork)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s (GOWORK=%s): %v\n%s", strings.Join(args, " "), gowork, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if got := goList(work, "list", "-m", "-f", "{{with .Replace}}{{.Dir}}{{end}}", "github.com/spf13/cast"); got != standIn {
		t.Errorf("in lambda.work github.com/spf13/cast resolves to %q, not the stand-in %q", got, standIn)
	}
	deps := "\n" + goList(work, "list", "-tags", "lambda.norpc,nethttpomithttp2", "-deps", ".") + "\n"
	for _, p := range []string{"\nhtml/template\n", "\ntext/template\n"} {
		if strings.Contains(deps, p) {
			t.Errorf("the Lambda build of the request function links %s", strings.TrimSpace(p))
		}
	}
	realDir := goList("off", "list", "-m", "-f", "{{.Dir}}", "github.com/spf13/cast")
	if realDir == "" {
		t.Fatal("github.com/spf13/cast (go.mod's) is not in the module cache")
	}
	// what the stand-in leaves out of caste.go, each exactly once
	cuts := []string{"\t\"html/template\"\n"}
	for _, typ := range []string{"HTML", "URL", "JS", "CSS", "HTMLAttr"} {
		cuts = append(cuts, "\tcase template."+typ+":\n\t\treturn string(s), nil\n")
	}
	files := func(dir string) []string {
		t.Helper()
		var names []string
		for _, pat := range []string{"*.go", "LICENSE"} {
			m, err := filepath.Glob(filepath.Join(dir, pat))
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range m {
				if !strings.HasSuffix(p, "_test.go") {
					names = append(names, filepath.Base(p))
				}
			}
		}
		return names
	}
	realFiles, standInFiles := files(realDir), files(standIn)
	if strings.Join(realFiles, " ") != strings.Join(standInFiles, " ") {
		t.Fatalf("the stand-in has %v, cast (%s) %v", standInFiles, realDir, realFiles)
	}
	for _, name := range realFiles {
		orig, err := os.ReadFile(filepath.Join(realDir, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(standIn, name))
		if err != nil {
			t.Fatal(err)
		}
		want := string(orig)
		if name == "caste.go" {
			for _, c := range cuts {
				if n := strings.Count(want, c); n != 1 {
					t.Errorf("cast's caste.go has %q %d times, not once", c, n)
				}
				want = strings.Replace(want, c, "", 1)
			}
		}
		if string(got) != want {
			t.Errorf("shared/internal/castoff/%s is not cast's (%s) but for html/template's cases: copy it again", name, realDir)
		}
	}
}
