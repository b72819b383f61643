// Package jsonschema stands in for github.com/google/jsonschema-go's
// package jsonschema in glitchtip-mcp's Lambda bootstraps only: the
// Makefile builds them in the workspace lambda.work beside this module (GOWORK), whose replace
// directive names this module. Tests, go run and the developer binary keep
// the real package (go.mod). It is our own code, not a copy: only the names
// mcp-go's struct_schema.go refers to.
//
// mcp-go infers a tool's input or output schema from a Go type with that
// package (mcp.WithInputSchema, WithOutputSchema), which the bootstraps
// never call: their tools serve schemas prebuilt from the result types by
// that very call in a test (shared/tools: TestPrebuiltOutputSchemas) and
// raw input schemas. Linked anyway, through mcp-go's import, the real
// package's initialisation (a sorted table of its Schema's fields, a map of
// the standard library's types with their own JSON form) kept its Schema's
// JSON methods, reflect's field lookups, math/big's Float and Rat and an
// instantiation of slices' sort: 118,784 bytes of the amd64 bootstrap
// (65,536 of arm64's), all of it run only at start.
//
// Nothing here infers. For and ForType fail with ErrNotBuilt, so a
// bootstrap that called mcp.WithInputSchema or WithOutputSchema would serve
// the tool without that schema (mcp-go drops it on error) rather than
// a wrong one; shared/tools' start panics first when a result type has no
// prebuilt schema.
package jsonschema

import (
	"errors"
	"reflect"
)

// ErrNotBuilt is the answer to every inference.
var ErrNotBuilt = errors.New("JSON Schema inference is not built into glitchtip-mcp's Lambda bootstraps (shared/internal/schemainferoff): their tools serve prebuilt schemas")

// Schema holds the fields mcp-go sets and reads. It is marshalled as the
// real package's would be for those fields.
type Schema struct {
	Type                 string             `json:"type,omitempty"`
	Description          string             `json:"description,omitempty"`
	Enum                 []any              `json:"enum,omitempty"`
	Items                *Schema            `json:"items,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	PropertyOrder        []string           `json:"-"`
	Required             []string           `json:"required,omitempty"`
	AdditionalProperties *Schema            `json:"additionalProperties,omitempty"`
	Not                  *Schema            `json:"not,omitempty"`
}

// ForOptions are the real package's options mcp-go sets.
type ForOptions struct {
	IgnoreInvalidTypes bool
}

// For fails with ErrNotBuilt.
func For[T any](opts *ForOptions) (*Schema, error) { return nil, ErrNotBuilt }

// ForType fails with ErrNotBuilt.
func ForType(t reflect.Type, opts *ForOptions) (*Schema, error) { return nil, ErrNotBuilt }
