// Stands in for github.com/santhosh-tekuri/jsonschema/v6 in glitchtip-mcp's
// builds (see the replace directive in the repository's go.mod and doc.go).
module github.com/santhosh-tekuri/jsonschema/v6

go 1.24
