package tools

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/digest"
)

var update = flag.Bool("update", false, "rewrite the prebuilt output schemas from the result types")

// schemaOf is the output schema mcp-go builds from T by reflection.
func schemaOf[T any]() (reflect.Type, []byte) {
	var t mcp.Tool
	mcp.WithOutputSchema[T]()(&t)
	b, err := json.Marshal(t.OutputSchema)
	if err != nil {
		panic(err)
	}
	return reflect.TypeFor[T](), b
}

// TestPrebuiltOutputSchemas: each result type's prebuilt schema is exactly
// what mcp-go builds from the type, and every tool serves a prebuilt one.
func TestPrebuiltOutputSchemas(t *testing.T) {
	types := map[reflect.Type][]byte{}
	for _, f := range []func() (reflect.Type, []byte){
		schemaOf[WhoamiResult], schemaOf[ProjectsResult], schemaOf[IssuesResult], schemaOf[IssueResult],
		schemaOf[EventsResult], schemaOf[RawEventResult], schemaOf[EventResult], schemaOf[TrendResult],
		schemaOf[TagsResult], schemaOf[MonitorsResult], schemaOf[ReleasesResult], schemaOf[EnvironmentsResult],
		schemaOf[digest.Digest],
	} {
		typ, b := f()
		types[typ] = b
	}
	prebuiltOnce.Do(buildPrebuilt)
	for typ, want := range types {
		path := prebuiltPath(typ)
		if *update {
			if err := os.WriteFile(filepath.FromSlash(path), append(want, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(filepath.FromSlash(path))
		if err != nil || !bytes.Equal(bytes.TrimSpace(got), want) || prebuilt[path] != string(want) {
			t.Errorf("%s is missing or out of date: run go test ./shared/tools -run TestPrebuiltOutputSchemas -update", path)
		}
	}
	packed, err := packSchemas()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		flated, err := deflate(packed)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("outputschemas.flate", flated, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	// the embedded schemas are the files', no more
	inflated, err := io.ReadAll(flate.NewReader(strings.NewReader(prebuiltFlate)))
	if err != nil || string(inflated) != packed {
		t.Errorf("outputschemas.flate is not outputschemas/*.json (%v): run go test ./shared/tools -run TestPrebuiltOutputSchemas -update", err)
	}
	// All panics on a result type without a prebuilt schema.
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%v: add the result type to this test and run it with -update", r)
		}
	}()
	for _, tool := range All(&Deps{}) {
		if len(tool.Def.RawOutputSchema) == 0 {
			t.Errorf("%s has no prebuilt output schema", tool.Def.Name)
		}
	}
}

// packSchemas is what outputschemas.flate holds: a "path<TAB>schema" line
// for each file of outputschemas/, in order of name.
func packSchemas() (string, error) {
	files, err := filepath.Glob(filepath.Join("outputschemas", "*.json"))
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	var b strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		b.WriteString(filepath.ToSlash(f) + "\t" + string(bytes.TrimSpace(data)) + "\n")
	}
	return b.String(), nil
}

func deflate(s string) ([]byte, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.WriteString(w, s); err != nil {
		return nil, err
	}
	err = w.Close()
	return b.Bytes(), err
}
