# glitchtip-mcp: read-only MCP endpoint for GlitchTip, on AWS Lambda or locally.
SHELL := /bin/bash
GO ?= go
FUZZTIME ?= 5s
BIN := bin

.PHONY: test unit fuzz-short vet bench build demo

## test: every test the project has (the command CI runs)
test: vet unit fuzz-short

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...

unit:
	$(GO) test -count=1 ./...

## fuzz-short: each fuzzer for a short fixed budget (longer: make fuzz-short FUZZTIME=10m)
fuzz-short:
	$(GO) test ./shared/redact/ -run '^$$' -fuzz '^FuzzRedact$$' -fuzztime $(FUZZTIME)
	$(GO) test ./shared/projection/ -run '^$$' -fuzz '^FuzzProjectEvent$$' -fuzztime $(FUZZTIME)

## bench: projection/redaction throughput against a naive map decode
bench:
	$(GO) test ./shared/projection/ -run '^$$' -bench . -benchmem -count 5
