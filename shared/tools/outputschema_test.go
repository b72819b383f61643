package tools

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/digest"
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
	for typ, want := range types {
		path := prebuiltPath(typ)
		if *update {
			if err := os.WriteFile(filepath.FromSlash(path), append(want, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := prebuilt.ReadFile(path)
		if err != nil || !bytes.Equal(bytes.TrimSpace(got), want) {
			t.Errorf("%s is missing or out of date: run go test ./shared/tools -run TestPrebuiltOutputSchemas -update", path)
		}
	}
	if *update {
		return
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
