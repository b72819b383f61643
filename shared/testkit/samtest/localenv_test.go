package samtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"glitchtip-mcp/shared/config"
)

// localEnv reads events/sam-local/env.json, the --env-vars file
// docs/deploy.md gives sam local: settings per function.
func localEnv(t *testing.T) map[string]map[string]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repo, "events", "sam-local", "env.json"))
	if err != nil {
		t.Fatal(err)
	}
	var env map[string]map[string]string
	if err := json.Unmarshal(b, &env); err != nil {
		t.Fatalf("events/sam-local/env.json: %v", err)
	}
	return env
}

// declared returns the environment variables template.yaml gives fn: the
// Globals' and the function's own. sam local sets only these from an
// --env-vars file and ignores any other name.
func declared(t *testing.T, fn string) map[string]bool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repo, "template.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	tmpl := string(b)
	out := map[string]bool{}
	globals := tmpl[strings.Index(tmpl, "\nGlobals:\n"):strings.Index(tmpl, "\nResources:\n")]
	for _, m := range regexp.MustCompile(`(?m)^        ([A-Z][A-Z0-9_]+): `).FindAllStringSubmatch(globals, -1) {
		out[m[1]] = true
	}
	start := strings.Index(tmpl, "\n  "+fn+":\n")
	if start < 0 {
		t.Fatalf("template.yaml has no %s", fn)
	}
	res := tmpl[start+1:]
	if end := regexp.MustCompile(`(?m)^  [A-Za-z0-9]+:$`).FindAllStringIndex(res, 2); len(end) == 2 {
		res = res[:end[1][0]]
	}
	for _, m := range regexp.MustCompile(`(?m)^          ([A-Z][A-Z0-9_]+): `).FindAllStringSubmatch(res, -1) {
		out[m[1]] = true
	}
	return out
}

// TestLocalEnvFile: events/sam-local/env.json names both functions, only
// variables the template declares for each (others sam local would drop
// without a word), and values the functions accept. TestSAM runs sam
// local with it (pointed at the stand-in and moto) where Docker runs.
func TestLocalEnvFile(t *testing.T) {
	env := localEnv(t)
	for _, fn := range []string{"McpFunction", "DigestFunction"} {
		vars, ok := env[fn]
		if !ok {
			t.Errorf("env.json has no %s", fn)
			continue
		}
		decl := declared(t, fn)
		if !decl["GLITCHTIP_URL"] || !decl["GLITCHTIP_ORG"] {
			t.Fatalf("%s: found no declared variables in template.yaml (%v); the test reads it wrong", fn, decl)
		}
		for k := range vars {
			if !decl[k] {
				t.Errorf("env.json sets %s for %s, which template.yaml does not declare for it: sam local ignores it", k, fn)
			}
		}
		getenv := func(k string) string { return vars[k] }
		if _, err := config.Load(getenv); err != nil {
			t.Errorf("%s: env.json's settings are refused: %v", fn, err)
		}
		if fn == "DigestFunction" {
			if _, err := config.LoadDigest(getenv); err != nil {
				t.Errorf("%s: env.json's digest settings are refused: %v", fn, err)
			}
		}
	}
	for fn := range env {
		if fn != "McpFunction" && fn != "DigestFunction" {
			t.Errorf("env.json names %s, which the template does not have", fn)
		}
	}
}
