// Stands in for github.com/google/jsonschema-go in glitchtip-mcp's Lambda
// builds only (see lambda.work beside this file and doc.go).
module github.com/google/jsonschema-go

go 1.23
