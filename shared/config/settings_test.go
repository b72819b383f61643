package config_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"glitchtip-mcp/shared/config"
)

// readNames returns the environment variables the product's Go files in
// dirs read with a literal name (getenv("X"), os.Getenv("X")).
func readNames(t *testing.T, dirs ...string) map[string]string {
	t.Helper()
	names := map[string]string{}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			file, err := parser.ParseFile(fset, f, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 1 {
					return true
				}
				name := ""
				switch fn := call.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				lit, ok := call.Args[0].(*ast.BasicLit)
				if (name == "getenv" || name == "Getenv") && ok && lit.Kind == token.STRING {
					v, _ := strconv.Unquote(lit.Value)
					names[v] = f
				}
				return true
			})
		}
	}
	return names
}

// TestSettingsListed: every setting the product reads is in
// config.Settings (what -h prints), each once.
func TestSettingsListed(t *testing.T) {
	listed := map[string]bool{}
	for _, s := range config.Settings {
		if listed[s.Name] {
			t.Errorf("%s is listed twice", s.Name)
		}
		listed[s.Name] = true
		if s.Meaning == "" || s.Range == "" {
			t.Errorf("%s: meaning and range are required", s.Name)
		}
	}
	// Set by Lambda or by the test kit, not by an operator.
	platform := map[string]bool{"AWS_LAMBDA_RUNTIME_API": true, "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": true,
		"AWS_ENDPOINT_URL_SECRETS_MANAGER": true, "HOME": true, "PATH": true}
	read := readNames(t, ".", "../access", "../app", "../gcpace", "../secret", "../../functions/mcp", "../../functions/digest")
	if len(read) < 20 {
		t.Fatalf("found only %d settings read; the scan is broken", len(read))
	}
	for name, file := range read {
		if !listed[name] && !platform[name] {
			t.Errorf("%s (read in %s) is missing from config.Settings", name, file)
		}
	}
}

// TestTemplateParameters: each setting with a template parameter is set
// from exactly that parameter in template.yaml, and the parameter exists.
func TestTemplateParameters(t *testing.T) {
	b, err := os.ReadFile("../../template.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tmpl := string(b)
	for _, s := range config.Settings {
		if s.Parameter == "" {
			continue
		}
		if !regexp.MustCompile(`(?m)^  ` + s.Parameter + `:\n    Type:`).MatchString(tmpl) {
			t.Errorf("%s: template.yaml has no parameter %s", s.Name, s.Parameter)
		}
		set := regexp.MustCompile(`(?m)^\s+` + s.Name + `: (.*)$`).FindStringSubmatch(tmpl)
		if set == nil {
			t.Errorf("%s: template.yaml does not set it", s.Name)
			continue
		}
		if !strings.Contains(set[1], s.Parameter) {
			t.Errorf("%s: template.yaml sets it from %q, config.Settings says %s", s.Name, set[1], s.Parameter)
		}
	}
}

// TestConfigurationDoc: docs/configuration.md has a row for every setting
// with its template parameter.
func TestConfigurationDoc(t *testing.T) {
	b, err := os.ReadFile("../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if m := regexp.MustCompile("^\\| `([A-Z_]+)` \\|").FindStringSubmatch(line); m != nil {
			rows[m[1]] = line
		}
	}
	for _, s := range config.Settings {
		row, ok := rows[s.Name]
		if !ok {
			t.Errorf("docs/configuration.md has no row for %s", s.Name)
			continue
		}
		if s.Parameter != "" && !strings.Contains(row, "`"+s.Parameter+"`") {
			t.Errorf("docs/configuration.md: the row of %s does not name its parameter %s", s.Name, s.Parameter)
		}
	}
}
