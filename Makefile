# glitchtip-mcp: read-only MCP endpoint for GlitchTip, on AWS Lambda or locally.
SHELL := /bin/bash
GO ?= go
FUZZTIME ?= 5s
BIN := bin

.PHONY: test unit fuzz-short vet bench build demo e2e-deps

## test: every test the project has (the command CI runs)
test: vet e2e-deps unit fuzz-short

## e2e-deps: the official MCP TypeScript SDK client (npm, pinned by package-lock.json)
e2e-deps:
	@test -d tests/e2e/node_modules/@modelcontextprotocol/sdk || npm ci --prefix tests/e2e --no-audit --no-fund

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...

unit:
	E2E_REQUIRED=1 $(GO) test -count=1 ./...

## fuzz-short: each fuzzer for a short fixed budget (longer: make fuzz-short FUZZTIME=10m)
fuzz-short:
	$(GO) test ./shared/redact/ -run '^$$' -fuzz '^FuzzRedact$$' -fuzztime $(FUZZTIME)
	$(GO) test ./shared/projection/ -run '^$$' -fuzz '^FuzzProjectEvent$$' -fuzztime $(FUZZTIME)

## bench: projection/redaction throughput against a naive map decode
bench:
	$(GO) test ./shared/projection/ -run '^$$' -bench . -benchmem -count 5

## demo: the server on a built-in GlitchTip stand-in with PII-laden sample data
demo:
	$(GO) run ./functions/mcp -demo
