# glitchtip-mcp: read-only MCP endpoint for GlitchTip, on AWS Lambda or locally.
SHELL := /bin/bash
GO ?= go
FUZZTIME ?=
BIN := bin

# Tests that cannot run here record one line each in this file (see
# shared/testkit/skip); make test prints them at its end.
SKIP_LOG := $(CURDIR)/$(BIN)/skipped-groups.txt
export GLITCHTIP_MCP_SKIP_LOG := $(SKIP_LOG)

.PHONY: sam-deps sam-test cover lint digest-preview size skip-reset skip-summary upstream-calls privacy-report test race unit fuzz-short vet bench build build-native demo e2e-deps invoke bench-coldstart lint-template build-McpFunction build-DigestFunction load

# lambda.norpc: no net/rpc (provided.al2023) and no developer modes.
# nethttpomithttp2: the functions only make outbound requests (GlitchTip,
# Secrets Manager, SNS, webhooks), a few at a time per host over kept-alive
# HTTP/1.1; HTTP/2 would add 0.35 MB to each bootstrap.
LAMBDA_TAGS := lambda.norpc,nethttpomithttp2
LAMBDA_FLAGS := -tags $(LAMBDA_TAGS) -ldflags "-s -w" -trimpath
EVENT ?= events/tools-call.json

## test: every test the project has (the command CI runs)
test: skip-reset vet lint lint-template e2e-deps sam-deps unit race fuzz-short skip-summary

skip-reset:
	@mkdir -p $(BIN) && rm -f $(SKIP_LOG)

## skip-summary: one line per test group that was skipped here, and why
skip-summary:
	@if [ -s $(SKIP_LOG) ]; then echo "skipped test groups (CI requires them):"; sort -u $(SKIP_LOG) | sed 's/^/  skipped: /'; \
	else echo "skipped test groups: none"; fi

## sam-deps: the AWS SAM CLI, pinned, in a project-local virtual environment (.venv-sam); skipped with a line where python3 -m venv is missing
SAM_VERSION := 1.150.1
SAM := $(CURDIR)/.venv-sam/bin/sam
sam-deps: $(SAM)
$(SAM):
	@if python3 -m venv --help >/dev/null 2>&1; then \
		python3 -m venv .venv-sam && .venv-sam/bin/pip install -q --disable-pip-version-check "aws-sam-cli==$(SAM_VERSION)"; \
	else echo "sam-deps: python3 -m venv is not available; the SAM tests will say they are skipped"; fi

## sam-test: sam validate --lint, sam build, sam local invoke of every sample event and a TypeScript SDK client
## session through sam local start-api (needs a running Docker engine; .ci/run starts one)
sam-test: sam-deps e2e-deps
	set -o pipefail; SAM_CLI=$(SAM) $(GO) test -count=1 -timeout 20m -v ./shared/testkit/samtest/ | grep -E '^(---|    ---|ok|FAIL|PASS)|sam_test.go'

## lint: staticcheck (pinned, installed in bin/) over both builds: the developer one and the Lambda one
STATICCHECK := $(BIN)/staticcheck
$(STATICCHECK):
	GOBIN=$(CURDIR)/$(BIN) $(GO) install honnef.co/go/tools/cmd/staticcheck@v0.8.2

lint: $(STATICCHECK)
	$(STATICCHECK) ./...
	$(STATICCHECK) -tags $(LAMBDA_TAGS) ./functions/... ./shared/secret/

## cover: statement coverage of the product and test code by every test, across packages
cover:
	@mkdir -p $(BIN)
	E2E_REQUIRED=1 $(GO) test -count=1 -coverpkg=./shared/...,./functions/... -coverprofile=$(BIN)/cover.out ./... > $(BIN)/cover.log || { cat $(BIN)/cover.log; exit 1; }
	@$(GO) tool cover -func=$(BIN)/cover.out | awk '{split($$1,f,":"); n=split(f[1],p,"/"); pkg=p[n-1]; sub(/%/,"",$$NF); s[pkg]+=$$NF; c[pkg]++} $$1=="total:" {t=$$NF} END {for (k in s) if (k!="") printf "  %-14s %5.1f%% (mean over functions)\n", k, s[k]/c[k]; printf "total statements covered: %s%%\n", t}' | sort

## race: the concurrent parts under the race detector
race:
	$(GO) test -race -count=1 ./shared/glitchtip/ ./shared/mcpserver/ ./shared/digest/ ./shared/redact/ ./shared/projection/ ./shared/access/ ./functions/digest/

## e2e-deps: the official MCP TypeScript SDK client, the conformance suite and Node 22 (npm, pinned by package-lock.json)
e2e-deps: shared/testkit/e2e/node_modules/.package-lock.json

# npm writes node_modules/.package-lock.json; a newer package-lock.json
# means the pinned packages changed and npm ci runs again.
shared/testkit/e2e/node_modules/.package-lock.json: shared/testkit/e2e/package-lock.json shared/testkit/e2e/package.json
	npm ci --prefix shared/testkit/e2e --no-audit --no-fund
	@touch $@

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum are not tidy: run go mod tidy"; exit 1; }

unit:
	E2E_REQUIRED=1 SAM_CLI=$(SAM) $(GO) test -count=1 -timeout 20m ./...

## fuzz-short: each fuzzer for a fixed number of runs (longer: make fuzz-short FUZZTIME=10m)
# Counts, not durations: a duration budget races Go 1.26's fuzz coordinator at
# its deadline and can fail with a bare "context deadline exceeded" and no
# failing input (go.dev/issue/75804, fixed in Go 1.27).
fuzz-short:
	$(GO) test ./shared/redact/ -run '^$$' -fuzz '^FuzzRedact$$' -fuzztime $(or $(FUZZTIME),10000x) -fuzzminimizetime 500x
	$(GO) test ./shared/projection/ -run '^$$' -fuzz '^FuzzProjectEvent$$' -fuzztime $(or $(FUZZTIME),4000x) -fuzzminimizetime 500x
	$(GO) test ./shared/mcpserver/ -run '^$$' -fuzz '^FuzzHTTPEntry$$' -fuzztime $(or $(FUZZTIME),15000x) -fuzzminimizetime 500x

## privacy-report: per-class recall of planted secrets/PII and survival of identifiers (shared/redact/testdata/corpus)
privacy-report:
	$(GO) test ./shared/redact/ -run '^TestPrivacyCorpus$$' -count=1 -v | grep -E 'privacy report|%|class|identifier'

## upstream-calls: GlitchTip requests per tool call, on the 5.x and 6.x stand-ins
upstream-calls:
	$(GO) test ./shared/mcpserver/ -run '^TestUpstreamCallsPerToolCall$$' -count=1 -v | grep -vE '^(=== RUN|--- PASS|PASS|ok)'

## bench: projection/redaction throughput against a naive map decode
bench:
	$(GO) test ./shared/projection/ -run '^$$' -bench . -benchmem -count 5

## digest-preview: the digest of the demo data as email, Markdown, Slack and Teams would show it
digest-preview:
	@$(GO) run ./functions/digest

## demo: the server on a built-in GlitchTip stand-in with PII-laden sample data
demo:
	$(GO) run ./functions/mcp -demo

## build: the two Lambda bootstraps (provided.al2023, arm64) and their zips
build:
	@for f in mcp digest; do mkdir -p $(BIN)/arm64/$$f && \
		CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build $(LAMBDA_FLAGS) -o $(BIN)/arm64/$$f/bootstrap ./functions/$$f && \
		(cd $(BIN)/arm64/$$f && rm -f bootstrap.zip && python3 -c "import zipfile; z=zipfile.ZipFile('bootstrap.zip','w',zipfile.ZIP_DEFLATED,compresslevel=9); z.write('bootstrap'); z.close()") || exit 1; done

## build-McpFunction, build-DigestFunction: targets of SAM's BuildMethod: makefile (two bootstraps from one module)
# (LAMBDA_GOARCH=amd64 with the template's Architecture=x86_64, for sam local on x86-64)
LAMBDA_GOARCH ?= arm64
build-McpFunction:
	CGO_ENABLED=0 GOOS=linux GOARCH=$(LAMBDA_GOARCH) $(GO) build $(LAMBDA_FLAGS) -o $(ARTIFACTS_DIR)/bootstrap ./functions/mcp
build-DigestFunction:
	CGO_ENABLED=0 GOOS=linux GOARCH=$(LAMBDA_GOARCH) $(GO) build $(LAMBDA_FLAGS) -o $(ARTIFACTS_DIR)/bootstrap ./functions/digest

## build-native: the request function's bootstrap for this machine, to run offline
build-native:
	mkdir -p $(BIN)/native
	CGO_ENABLED=0 $(GO) build $(LAMBDA_FLAGS) -o $(BIN)/native/bootstrap ./functions/mcp
	CGO_ENABLED=0 $(GO) build $(LAMBDA_FLAGS) -o $(BIN)/native/digest-bootstrap ./functions/digest
	$(GO) build -o $(BIN)/lambdarun ./shared/testkit/cmd/lambdarun

## size: the request function's bootstrap for arm64 and amd64, in bytes and MB (10^6), zipped too; the target is < 10 MB
size:
	@for a in arm64 amd64; do CGO_ENABLED=0 GOOS=linux GOARCH=$$a $(GO) build $(LAMBDA_FLAGS) -o $(BIN)/size-$$a ./functions/mcp && \
		python3 -c "import os,sys,zipfile,io; p=sys.argv[1]; n=os.path.getsize(p); b=io.BytesIO(); z=zipfile.ZipFile(b,'w',zipfile.ZIP_DEFLATED,compresslevel=9); z.write(p,'bootstrap'); z.close(); print(f'{sys.argv[2]:6} {n:>10,} bytes = {n/1e6:.2f} MB ({n/2**20:.2f} MiB); zipped {b.tell()/1e6:.2f} MB')" $(BIN)/size-$$a $$a || exit 1; done

## invoke: run the real bootstrap on one event under the Runtime API stand-in (make invoke EVENT=events/tools-list.json); scheduled events go to the digest function
invoke: build-native
	@case "$(EVENT)" in *schedule*) b=$(BIN)/native/digest-bootstrap;; *) b=$(BIN)/native/bootstrap;; esac; \
	$(BIN)/lambdarun -bootstrap $$b -event $(EVENT)

## bench-coldstart: cold start median, warm latency, peak RSS, bootstrap size
bench-coldstart: build build-native
	$(BIN)/lambdarun -bootstrap $(BIN)/native/bootstrap -bench 40 -size $(BIN)/arm64/mcp/bootstrap

## lint-template: cfn-lint and the SAM translator on template.yaml
lint-template:
	@if command -v cfn-lint >/dev/null && python3 -c 'import samtranslator' 2>/dev/null; then \
		cfn-lint template.yaml && python3 .ci/sam-translate.py template.yaml; \
	elif [ -n "$$CI" ]; then echo "cfn-lint / aws-sam-translator missing in CI"; exit 1; \
	else echo "lint-template: cfn-lint or aws-sam-translator not installed; skipped (CI runs it)"; \
		mkdir -p $(BIN); echo "template lint (cfn-lint, aws-sam-translator): not installed (CI sets CI to make this a failure)" >> $(SKIP_LOG); fi

## load: CPU per call of the product against a passthrough reference (separate processes: stand-in, servers, driver), then the in-process HTTP and API Gateway adapter paths with leak checks (longer: make load LOAD_ARGS="-duration 60s")
load:
	$(GO) run ./shared/testkit/cmd/cpuload $(LOAD_ARGS)
	$(GO) run ./shared/testkit/cmd/loadtest $(LOAD_ARGS)

