// Package jsonschema stands in for github.com/santhosh-tekuri/jsonschema/v6
// in glitchtip-mcp's builds (a replace directive in go.mod). It is our own
// code, not a copy: only the names mcp-go refers to.
//
// mcp-go imports that validator for its optional input and output schema
// validation (server.WithInputSchemaValidation, WithOutputSchemaValidation),
// which glitchtip-mcp does not enable: every tool checks its own arguments
// and answers with fixed texts that never repeat a value, where the
// validator's messages quote the offending input. Linked anyway, the real
// package compiled every JSON Schema draft's meta-schemas in its init (about
// 6 ms of each cold start, most of the process's package initialisation)
// and brought golang.org/x/text's message catalogs (about 0.4 MB of the
// bootstrap).
//
// Nothing here validates. Compile succeeds and Validate fails every value
// with ErrNotBuilt, so a server that enables mcp-go's validation refuses
// each tool call with that message instead of silently checking nothing.
package jsonschema

import (
	"encoding/json"
	"errors"
	"io"
)

// ErrNotBuilt is the answer to every validation.
var ErrNotBuilt = errors.New("JSON Schema validation is not built into glitchtip-mcp (shared/internal/jsonschemaoff): its tools validate their own input")

// Schema is a compiled schema that validates nothing.
type Schema struct{}

// Validate fails with ErrNotBuilt.
func (*Schema) Validate(v any) error { return ErrNotBuilt }

// Compiler compiles nothing.
type Compiler struct{}

// NewCompiler returns a Compiler.
func NewCompiler() *Compiler { return &Compiler{} }

// AddResource accepts any document.
func (*Compiler) AddResource(url string, doc any) error { return nil }

// Compile returns a Schema whose Validate fails.
func (*Compiler) Compile(loc string) (*Schema, error) { return &Schema{}, nil }

// UnmarshalJSON decodes one JSON value, numbers as json.Number, as the real
// package does.
func UnmarshalJSON(r io.Reader) (any, error) {
	d := json.NewDecoder(r)
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

// ErrorKind describes what a ValidationError is about.
type ErrorKind interface {
	KeywordPath() []string
}

// ValidationError is the real package's error shape; nothing here makes
// one.
type ValidationError struct {
	InstanceLocation []string
	ErrorKind        ErrorKind
	Causes           []*ValidationError
}

// Error implements error.
func (e *ValidationError) Error() string { return "jsonschema: validation failed" }
