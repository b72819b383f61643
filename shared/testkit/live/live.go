// Package live reads the team's recordings of a real GlitchTip
// (../shared/glitchtip-fixtures/live-5.2: one request and its answer per
// route shape and status) and compares JSON documents by shape, for the
// contract tests of the client and the stand-in.
package live

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/fixtures"
)

// Recording is one recorded request and GlitchTip's answer.
type Recording struct {
	// Name is the file name without .json, e.g. GET_api_0_issues_issue_id__200.
	Name    string
	Request struct {
		Method  string              `json:"method"`
		Path    string              `json:"path"`
		Query   string              `json:"query"`
		Headers map[string][]string `json:"headers"`
	} `json:"request"`
	Response struct {
		Status  int                 `json:"status"`
		Headers map[string][]string `json:"headers"`
		Body    json.RawMessage     `json:"body"`
	} `json:"response"`
}

// Header returns the first value of a recorded response header.
func (r *Recording) Header(k string) string {
	if v := r.Response.Headers[k]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Load returns every recording of the live-5.2 folder, or skips t (and
// fails it where FIXTURES_REQUIRED is set) when the fixtures are absent.
func Load(t testing.TB) []Recording {
	t.Helper()
	dir := filepath.Join(fixtures.Dir(t), "live-5.2")
	files, err := filepath.Glob(filepath.Join(dir, "GET_*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recordings in %s", dir)
	}
	var out []Recording
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := Recording{Name: strings.TrimSuffix(filepath.Base(f), ".json")}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s: %v", r.Name, err)
		}
		out = append(out, r)
	}
	return out
}

// FreeForm names the object keys whose members are chosen by whoever sent
// the event (custom contexts, extra, package lists, locals, request
// environment, metadata): their own keys are not part of GlitchTip's
// shape, only that they are objects.
var FreeForm = map[string]bool{"context": true, "contexts": true, "packages": true, "vars": true, "env": true,
	"metadata": true, "data.data": true, "statusDetails": true, "features": true}

// Diff compares the shapes of two JSON documents: the same keys, the same
// JSON types, recursively. Arrays compare the union of their elements'
// shapes; null matches any type (GlitchTip leaves unset fields null).
// Each difference is one line naming its path.
func Diff(want, got []byte) []string {
	var a, b any
	if err := json.Unmarshal(want, &a); err != nil {
		return []string{"want: not JSON"}
	}
	if err := json.Unmarshal(got, &b); err != nil {
		return []string{"got: not JSON"}
	}
	var out []string
	diff("$", a, b, &out)
	sort.Strings(out)
	return out
}

func kind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "bool"
	}
	return "?"
}

// merge folds the elements of an array into one shape: objects merge
// their keys (recursively), other values keep the first non-null.
func merge(list []any) any {
	var acc any
	for _, v := range list {
		acc = mergeTwo(acc, v)
	}
	return acc
}

func mergeTwo(a, b any) any {
	ma, okA := a.(map[string]any)
	mb, okB := b.(map[string]any)
	switch {
	case a == nil:
		return b
	case okA && okB:
		out := map[string]any{}
		for k, v := range ma {
			out[k] = v
		}
		for k, v := range mb {
			out[k] = mergeTwo(out[k], v)
		}
		return out
	}
	la, okA := a.([]any)
	lb, okB := b.([]any)
	if okA && okB {
		return append(append([]any{}, la...), lb...)
	}
	return a
}

func diff(path string, a, b any, out *[]string) {
	ka, kb := kind(a), kind(b)
	if ka == "null" || kb == "null" {
		return
	}
	if ka != kb {
		*out = append(*out, path+": "+ka+" in GlitchTip, "+kb+" here")
		return
	}
	switch ka {
	case "object":
		ma, mb := a.(map[string]any), b.(map[string]any)
		last := path[strings.LastIndexAny(path, ".]")+1:]
		if FreeForm[last] || FreeForm[parentKey(path)] {
			return
		}
		for k, v := range ma {
			w, ok := mb[k]
			if !ok {
				*out = append(*out, path+"."+k+": missing here")
				continue
			}
			diff(path+"."+k, v, w, out)
		}
		for k := range mb {
			if _, ok := ma[k]; !ok {
				*out = append(*out, path+"."+k+": not in GlitchTip")
			}
		}
	case "array":
		la, lb := a.([]any), b.([]any)
		if len(la) == 0 || len(lb) == 0 {
			return
		}
		diff(path+"[]", merge(la), merge(lb), out)
	}
}

// parentKey is "data.data" for "$.entries[].data.data": the last two
// keys of a path.
func parentKey(path string) string {
	p := strings.ReplaceAll(path, "[]", "")
	parts := strings.Split(p, ".")
	if len(parts) < 2 {
		return ""
	}
	return parts[len(parts)-2] + "." + parts[len(parts)-1]
}
