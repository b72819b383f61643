// Stands in for github.com/spf13/cast v1.7.1 in glitchtip-mcp's Lambda
// builds only (the replace directive in
// shared/internal/schemainferoff/lambda.work; tests, go run and the
// developer binary keep go.mod's cast). Its files are cast v1.7.1's (MIT,
// LICENSE) but for caste.go's import of html/template and ToStringE's five
// cases for that package's string types (template.HTML, URL, JS, CSS,
// HTMLAttr): functions/mcp's TestLambdaWorkspaceStandsInCast checks that
// against the module go.mod requires.
//
// mcp-go's mcp package calls cast (ParseContent, ParseAnnotations); the
// import of html/template linked it and text/template, whose package
// initialisation (its builtin functions' table) kept them, reflect's
// Value.Call and their type data in both bootstraps: 61,440 bytes of the
// amd64 bootstrap (12,992,638 -> 12,931,198), 131,072 of arm64's
// (12,255,358 -> 12,124,286; session 41). Without html/template
// in the build no value of its types can exist, so the cases taken out
// answered nothing: every conversion is cast's own.
module github.com/spf13/cast

go 1.19
