# glitchtip-mcp: read-only MCP endpoint for GlitchTip, on AWS Lambda or locally.
# `make` alone prints the targets (make help); each is described by its
# "## name: what it does" line.
SHELL := /bin/bash
GO ?= go
FUZZTIME ?=
BIN := bin
DIST := dist
.DEFAULT_GOAL := help

# Tests that cannot run here record one line each in this file (see
# shared/testkit/skip); make test prints them at its end.
SKIP_LOG := $(CURDIR)/$(BIN)/skipped-groups.txt
export GLITCHTIP_MCP_SKIP_LOG := $(SKIP_LOG)

.PHONY: version test-steps help test-plan sam-deps sam-test cover lint digest-preview size skip-reset skip-summary upstream-calls privacy-report miss-audit bench-hostile bench-scale test race unit fuzz-short vet bench build build-native demo e2e-deps invoke bench-coldstart lint-template build-McpFunction build-DigestFunction load release release-verify

# The version every build is stamped with: the VERSION file (the CHANGELOG's
# newest entry; a test checks they agree), so it travels with the code and a
# clone without tags stamps it too. .ci/version.sh adds build metadata after
# the commit that set it (0.1.0+3.gabc1234) and .dirty for uncommitted
# changes; the commit that set it is exactly 0.1.0.
MAKEFILE_DIR := $(patsubst %/,%,$(dir $(abspath $(firstword $(MAKEFILE_LIST)))))
VERSION ?= $(shell sh $(MAKEFILE_DIR)/.ci/version.sh $(MAKEFILE_DIR))
VERSION_FLAG := -X glitchtip-mcp/shared/version.Version=$(VERSION)

# lambda.norpc: no net/rpc (provided.al2023) and no developer modes.
# nethttpomithttp2: the functions only make outbound requests (GlitchTip,
# Secrets Manager, SNS, webhooks), a few at a time per host over kept-alive
# HTTP/1.1; HTTP/2 would add 0.35 MB to each bootstrap.
# -trimpath, -buildid= and -buildvcs=false make a build depend only on the
# source and the version: the same commit gives the same bytes (make
# release-verify checks it).
LAMBDA_TAGS := lambda.norpc,nethttpomithttp2
# Packages off the hot path (wiring, configuration, the edge, the tools'
# rendering, the audit line) are built without inlining: about 120 KB less
# per bootstrap, which keeps it under its 13 MB (10 MB of code, up to 3 MB of
# knowledge filters read in place); the per-value loops of the
# redactor, the identifier checks and the GlitchTip decoder keep theirs.
# The projection runs once per field, around the redactor's per-byte work:
# without its inlining first sight's CPU over 8000 reads of the largest
# fixture was 3.65 s against 3.63 (median of 5), 2.4 KB less code.
# Not shared/redact, the per-value loops themselves: without its inlining
# the amd64 bootstrap's loaded segments are 167.5 KB smaller (128 KB of it
# the function table's inline trees and line tables, 40 KB code; arm64
# 181 KB), but first sight's CPU per read rose 14-17% (1.73x to 1.99x a
# naive decode; medians of 10 alternated runs, twice) and redactworst's
# slowest 255 KB inputs took 3-13% longer; make load's CPU per call (a call
# is mostly small values and the memo) and cold start moved within the
# noise. Its subpackages words, fold and checkdigit free under 300 bytes.
MODULE := glitchtip-mcp
COLD_PKGS := shared/tools shared/mcpserver shared/endpoint shared/app shared/config shared/access shared/audit shared/digest \
	shared/secret shared/lambdaentry shared/trend shared/gterr shared/version shared/gcpace shared/lazyre shared/projection \
	functions/mcp functions/digest
# Dependencies off the per-value loops are built without inlining too: the
# AWS SDK (the digest's SNS client; the request function links none of it:
# shared/secret calls and signs Secrets Manager itself) and the schema and template
# libraries mcp-go pulls in (schemas built at start): less per bootstrap
# (make size). mcp-go's server, the Lambda runtime client and the API
# Gateway adapter too: each runs once per call, not per value (65 KB; an
# A/B of make load with mcp-go's server inlined and not: 1.194 and 1.182 of
# the reference, within the noise). Of
# the standard library, what a TLS handshake parses certificates with
# (x509, asn1, math/big: 41 KB), once per connection; crypto/tls itself
# and the parsing it does per handshake (cryptobyte, pem, pkix; hpke, des
# and dsa are not used): 150 KB. The arithmetic of a handshake (the
# fips140 packages) and the record layer's ciphers keep their inlining: in
# a profile of 1500 handshakes crypto/tls's own code is 2% of the CPU (the
# rest: key exchange, signatures, syscalls, runtime), and A/Bs of 400
# handshakes (ECDSA and RSA certificates) and of 1000 GETs of 200 KB on
# kept connections were within the noise (10%). The logs
# (slog, log: a line at start and on errors; the audit line is built by
# hand) and the templates spf13/cast links in (unused): 25 KB. net/url and
# mime (a few requests per call), fmt (errors and the digest's text; the
# redactor does not use it), time (the budget reads the clock, which is no
# inlined call either) and regexp/syntax (lazyre compiles each pattern
# once; matching is regexp's, which keeps its inlining): 66 KB less. So
# are what net/http links for forms and proxies the server never parses
# (mime/multipart, mime/quotedprintable, net/http/httputil), html's
# escaping (the templates') and gzip's header (flate, the per-byte work,
# keeps its inlining): 2.7 KB, the room the last rules needed. net,
# syscall, context, bufio and os run per connection or per read, below a
# syscall's cost: 17.6 KB. So do the public wrappers of a handshake's
# arithmetic (crypto/ecdsa, ecdh, elliptic, rsa: a call or two per
# signature check or key share into the fips140 packages, which keep their
# inlining), crypto/sha3 (only hpke, unused, calls it; ML-KEM hashes
# through fips140's sha3), hmac and fips140's tls12 (key derivation),
# internal/poll (per read or write syscall), httptrace, httpproxy and path
# (per request), internal/singleflight (DNS lookups) and strconv (a
# number's parse, a call more around its digit loop): 21.9 KB. A/B of the
# same code, before and after, alternated, medians: make load's product
# CPU per call 0.198 and 0.202 ms (ranges 0.190-0.213 and 0.188-0.225),
# 1.145 and 1.165 times the reference (10 runs each; the median of the
# pairs' ratios 1.004), the process CPU of BenchmarkToolCallGetIssue's
# 10,000 calls 0.997 of before's (15 alternated pairs), first sight 1.915x
# and 1.915x (10 each), 500 handshakes 0.347/0.363 s (ECDSA) and
# 0.754/0.756 s (RSA), 1000 GETs of 200 KB 0.178/0.169 s: within the
# noise. Not net/http and net/textproto: they parse every request and
# response, and without their (and net's) inlining make load's CPU per
# call rose from about 1.05-1.09 to 1.08-1.12 times the passthrough's (A/B
# of the same code, alternated rounds). Not reflect: the GlitchTip decoder
# (decfast.go) sets fields through reflect per value. Not encoding/json
# (21.6 KB): the tool-call benchmark's CPU seconds rose about 10% without
# its inlining; remeasured, make load's product CPU per call 6% more
# (0.208 against 0.1955 ms, 4 alternated runs) and
# BenchmarkToolCallGetIssue's process CPU 1.1% and 1.4% more (15 and 11
# alternated pairs). Not sync (12 KB): the filters' OnceValue and the
# caches' locks are on the per-value path.
COLD_DEPS := github.com/aws/aws-sdk-go-v2/... github.com/aws/smithy-go/... github.com/mark3labs/mcp-go/mcp \
	github.com/google/jsonschema-go/... github.com/yosida95/uritemplate/... github.com/spf13/cast \
	github.com/santhosh-tekuri/jsonschema/... github.com/google/uuid github.com/mark3labs/mcp-go/server \
	github.com/mark3labs/mcp-go/tracing github.com/golang-jwt/jwt/v5 github.com/aws/aws-lambda-go/... github.com/awslabs/aws-lambda-go-api-proxy/... \
	crypto/x509 encoding/asn1 math/big \
	crypto/tls vendor/golang.org/x/crypto/cryptobyte encoding/pem crypto/x509/pkix crypto/hpke crypto/des crypto/dsa \
	log/slog log/slog/internal/buffer log text/template text/template/parse html/template \
	net/url mime fmt time regexp/syntax mime/multipart mime/quotedprintable net/http/httputil html compress/gzip \
	net syscall context bufio os \
	crypto/ecdsa crypto/ecdh crypto/elliptic crypto/rsa crypto/sha3 crypto/hmac crypto/internal/fips140/tls12 \
	internal/poll net/http/httptrace vendor/golang.org/x/net/http/httpproxy path internal/singleflight strconv
# -d=maxshapelen=64: a generic function's symbol is named after the shape
# of its type arguments, the struct's whole text (json's field, mcp-go's
# Resource: up to 1.1 KB a name), and the names stay in the bootstrap's
# function table; past 64 bytes the compiler names the shape by its hash
# instead (the flag it has for long protobuf names): 53 KB less per
# bootstrap, the same code. It must be given to every package (all= and
# each -l below, as the last -gcflags a package matches wins alone), or an
# instantiation compiled in two packages would have two names and two
# copies.
SHAPE := -d=maxshapelen=64
COLD_FLAGS := -gcflags='all=$(SHAPE)' $(foreach p,$(COLD_PKGS),-gcflags='$(MODULE)/$(p)=-l $(SHAPE)') $(foreach p,$(COLD_DEPS),-gcflags='$(p)=-l $(SHAPE)')
# -funcalign=16: the linker starts each function of an amd64 bootstrap
# on a 32-byte boundary (its default there; arm64's is 16, so its
# bootstrap is the same bytes): the padding of its 11,506 functions was
# 186 KB, and half of it goes: 102,400 bytes of the file (12,931,198 ->
# 12,828,798; 98,304 before castoff). 16 is what GCC and Clang align x86-64 functions to, and a
# function whose assembly asks for more (PCALIGN) keeps it: the linker
# aligns to the larger of the two. The cost: Go's assembler pads compiled
# code so that no jump crosses or ends on a 32-byte boundary counted from
# the function's start (Intel's JCC erratum: on Skylake-derived cores such
# a jump is not kept in the decoded-instruction cache), which holds in
# memory only for a function 32-aligned; at 16, half the functions lose
# that mitigation on those cores (Intel measured 0-4% lost to its microcode without such padding). Not
# measurable here (AMD EPYC, unaffected). A/B on this machine (session
# 41, alternated runs): firstsight's first-sight CPU per read 0.964 ms
# before, 0.950 after (medians of 12); make bench-coldstart in
# docs/architecture.md. make load builds with it too. LINK_FLAGS empty
# restores the 32.
LINK_FLAGS := -funcalign=16
LAMBDA_FLAGS := -tags $(LAMBDA_TAGS) -ldflags "-s -w -buildid= $(LINK_FLAGS) $(VERSION_FLAG)" -trimpath -buildvcs=false $(COLD_FLAGS)
# The Lambda bootstraps are built in the workspace
# shared/internal/schemainferoff/lambda.work, which
# stands shared/internal/schemainferoff in for mcp-go's schema inference
# (github.com/google/jsonschema-go): the bootstraps serve prebuilt schemas
# and never infer one, and the real package's initialisation kept 118,784
# bytes of the amd64 bootstrap (65,536 of arm64's), run only at start.
# It stands shared/internal/castoff in for spf13/cast too: cast's own code
# but for its cases of html/template's types, whose import linked
# html/template and text/template (61,440 bytes amd64, 131,072 arm64).
# Tests, go run and the developer binary keep go.mod's modules.
LAMBDA_GO := GOWORK=$(MAKEFILE_DIR)/shared/internal/schemainferoff/lambda.work $(GO)
DEV_FLAGS := -ldflags "-s -w -buildid= $(VERSION_FLAG)" -trimpath -buildvcs=false
EVENT ?= events/tools-call.json

## help: this list (also what `make` alone prints)
help:
	@echo "glitchtip-mcp $(VERSION): make <target>; start with make demo (needs only Go) and make test"
	@awk '/^## [a-zA-Z0-9_, -]+: / { sub(/^## /, ""); i = index($$0, ": "); printf "  %-16s %s\n", substr($$0, 1, i-1), substr($$0, i+2) }' $(MAKEFILE_LIST)

## version: the version this checkout builds (VERSION, with git's build metadata)
version:
	@echo $(VERSION)

## test: every test the project has (the command CI runs); says first what it installs and where
TEST_STEPS := vet lint sam-deps lint-template e2e-deps unit race fuzz-short
# The steps run in a make of their own, so that the skipped groups are
# listed whatever happened: after a failing step too, before make test
# exits with that step's status.
test: test-plan skip-reset
	@rc=0; $(MAKE) --no-print-directory TEST_RUN=1 test-steps || rc=$$?; \
		$(MAKE) --no-print-directory skip-summary; \
		if [ $$rc != 0 ]; then echo "make test: FAILED (exit $$rc; the failing step's output is above)"; else echo "make test: every step passed"; fi; \
		exit $$rc
test-steps: $(TEST_STEPS)

# step prints a progress line: "==> [3/8] lint-template: ..." under make
# test, "==> lint-template: ..." alone.
step = @echo "==> $(if $(TEST_RUN),[$$(echo $(TEST_STEPS) | tr ' ' '\n' | grep -nx '$@' | cut -d: -f1)/$(words $(TEST_STEPS))] )$@: $(1)"

test-plan:
	@echo "make test: $(words $(TEST_STEPS)) steps ($(TEST_STEPS)), about 10 minutes on 2 cores."
	@echo "On the first run it installs, inside this checkout only (delete them to undo):"
	@echo "  .venv-sam/                           AWS SAM CLI $(SAM_VERSION), cfn-lint $(CFNLINT_VERSION), moto[server] $(MOTO_VERSION) (pip, from PyPI; about 450 MB)$(if $(wildcard $(VENV_STAMP)), - already there,)"
	@echo "  shared/testkit/e2e/node_modules/     MCP TypeScript SDK, conformance suite, Node 22 (npm ci, pinned; about 250 MB)$(if $(wildcard shared/testkit/e2e/node_modules/.package-lock.json), - already there,)"
	@echo "  bin/staticcheck                      staticcheck (go install, pinned)$(if $(wildcard $(STATICCHECK)), - already there,)"
	@echo "Go modules go to Go's module cache as for any build. A group that cannot run here is skipped with a reason, listed at the end."
	@echo "The SAM local tests need a Docker engine; they use the Lambda base image public.ecr.aws/lambda/provided:al2023-<arch>,"
	@echo "pulled where a registry is reachable, else built locally from busybox (Debian: apt-get install busybox-static)."

skip-reset:
	@mkdir -p $(BIN) && rm -f $(SKIP_LOG)

## skip-summary: one line per test group that was skipped here, and why
skip-summary:
	@if [ -s $(SKIP_LOG) ]; then echo "skipped test groups (CI requires them):"; sort -u $(SKIP_LOG) | sed 's/^/  skipped: /'; \
	else echo "skipped test groups: none"; fi

## sam-deps: the Python tools the tests use, pinned, in a project-local virtual environment (.venv-sam): the AWS SAM CLI, cfn-lint (lint-template) and moto_server (the AWS stand-in); skipped with a line where python3 -m venv is missing
# cfn-lint is the version the SAM CLI pins (~=1.42.0) and moto the one
# whose server the tests were written against; make test uses these, not
# any found on PATH. A change of pins installs them again.
SAM_VERSION := 1.150.1
CFNLINT_VERSION := 1.42.1
MOTO_VERSION := 5.2.1
VENV := $(MAKEFILE_DIR)/.venv-sam
SAM := $(VENV)/bin/sam
VENV_PINS := aws-sam-cli==$(SAM_VERSION) cfn-lint==$(CFNLINT_VERSION) moto[server]==$(MOTO_VERSION)
VENV_STAMP := $(VENV)/.pins-$(SAM_VERSION)-$(CFNLINT_VERSION)-$(MOTO_VERSION)
# shared/testkit/motoserver runs this moto_server when it exists
export MOTO_SERVER := $(VENV)/bin/moto_server
sam-deps: $(VENV_STAMP)
	$(call step,SAM CLI$(,) cfn-lint and moto_server in .venv-sam: $$($(SAM) --version 2>/dev/null || echo not installed))
$(VENV_STAMP):
	@echo "    installing $(VENV_PINS) into .venv-sam (about 450 MB; a minute or two)"
	@if python3 -m venv --help >/dev/null 2>&1; then \
		{ [ -x $(VENV)/bin/pip ] || python3 -m venv $(VENV); } && \
		$(VENV)/bin/pip install -q --disable-pip-version-check --progress-bar off $(foreach p,$(VENV_PINS),"$(p)") && \
		touch $@ && echo "    installed: $$($(SAM) --version), cfn-lint $$($(VENV)/bin/cfn-lint --version | cut -d' ' -f2), moto_server $(MOTO_VERSION)"; \
	else echo "sam-deps: python3 -m venv is not available (Debian: apt-get install python3-venv); the groups that need it will say they are skipped"; fi
, := ,

## sam-test: sam validate --lint, sam build of both architectures, sam local invoke of every sample event and a TypeScript SDK session through sam local start-api (needs Docker)
sam-test: sam-deps e2e-deps
	set -o pipefail; SAM_CLI=$(SAM) $(GO) test -count=1 -timeout 20m -v ./shared/testkit/samtest/ | grep -E '^(---|    ---|ok|FAIL|PASS)|sam_test.go'

## lint: staticcheck (pinned, installed in bin/) over both builds: the developer one and the Lambda one
STATICCHECK := $(BIN)/staticcheck
$(STATICCHECK):
	GOBIN=$(CURDIR)/$(BIN) $(GO) install honnef.co/go/tools/cmd/staticcheck@v0.8.2

lint: $(STATICCHECK)
	$(call step,staticcheck over the developer and the Lambda builds)
	$(STATICCHECK) ./...
	$(STATICCHECK) -tags $(LAMBDA_TAGS) ./functions/... ./shared/secret/

## cover: statement coverage of the product and test code by every test, across packages
cover:
	@mkdir -p $(BIN)
	E2E_REQUIRED=1 $(GO) test -count=1 -coverpkg=./shared/...,./functions/... -coverprofile=$(BIN)/cover.out ./... > $(BIN)/cover.log || { cat $(BIN)/cover.log; exit 1; }
	@$(GO) tool cover -func=$(BIN)/cover.out | awk '{split($$1,f,":"); n=split(f[1],p,"/"); pkg=p[n-1]; sub(/%/,"",$$NF); s[pkg]+=$$NF; c[pkg]++} $$1=="total:" {t=$$NF} END {for (k in s) if (k!="") printf "  %-14s %5.1f%% (mean over functions)\n", k, s[k]/c[k]; printf "total statements covered: %s%%\n", t}' | sort

## race: the concurrent parts under the race detector (the redact package's corpus reports take over 10 minutes under -race on 2 busy cores: go test's limit is raised, no test times itself)
race:
	$(call step,the concurrent packages under the race detector)
	$(GO) test -race -count=1 -timeout 45m ./shared/glitchtip/ ./shared/mcpserver/ ./shared/digest/ ./shared/redact/ ./shared/projection/ ./shared/access/ ./functions/digest/

## e2e-deps: the official MCP TypeScript SDK client, the conformance suite and Node 22 (npm, pinned by package-lock.json)
e2e-deps: shared/testkit/e2e/node_modules/.package-lock.json
	$(call step,MCP TypeScript SDK and conformance suite in shared/testkit/e2e/node_modules)

# npm writes node_modules/.package-lock.json; a newer package-lock.json
# means the pinned packages changed and npm ci runs again.
shared/testkit/e2e/node_modules/.package-lock.json: shared/testkit/e2e/package-lock.json shared/testkit/e2e/package.json
	@echo "    installing them with npm ci (pinned by package-lock.json; about 250 MB)"
	npm ci --prefix shared/testkit/e2e --no-audit --no-fund
	@touch $@

## vet: gofmt, go vet and go mod tidy, checked
vet:
	$(call step,gofmt and go vet and go mod tidy)
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum are not tidy: run go mod tidy"; exit 1; }

## unit: every Go test (one "ok" line per package as it finishes)
unit:
	$(call step,every Go test: unit and end-to-end with the TypeScript SDK and the real bootstrap offline and SAM (several minutes; one line per package))
	E2E_REQUIRED=1 SAM_CLI=$(SAM) $(GO) test -count=1 -timeout 20m ./...

## fuzz-short: each fuzzer for a fixed number of runs (longer: make fuzz-short FUZZTIME=10m)
# Counts, not durations: a duration budget races Go 1.26's fuzz coordinator at
# its deadline and can fail with a bare "context deadline exceeded" and no
# failing input (go.dev/issue/75804, fixed in Go 1.27).
fuzz-short:
	$(call step,each fuzzer for a fixed number of runs)
	$(GO) test ./shared/redact/ -run '^$$' -fuzz '^FuzzRedact$$' -fuzztime $(or $(FUZZTIME),10000x) -fuzzminimizetime 500x
	$(GO) test ./shared/projection/ -run '^$$' -fuzz '^FuzzProjectEvent$$' -fuzztime $(or $(FUZZTIME),4000x) -fuzzminimizetime 500x
	$(GO) test ./shared/mcpserver/ -run '^$$' -fuzz '^FuzzHTTPEntry$$' -fuzztime $(or $(FUZZTIME),15000x) -fuzzminimizetime 500x
	$(GO) test ./shared/lambdaentry/ -run '^$$' -fuzz '^FuzzAPIGatewayEvent$$' -fuzztime $(or $(FUZZTIME),10000x) -fuzzminimizetime 500x
	$(GO) test ./shared/lambdaentry/ -run '^$$' -fuzz '^FuzzInvoke$$' -fuzztime $(or $(FUZZTIME),10000x) -fuzzminimizetime 500x

## privacy-report: recall per class (planted corpus) and per family (blind corpora), identifier survival, the benign corpora's unchanged share with every change, the standard libraries' own error messages (stdlib-benign.tsv: Go, CPython and Node.js), labels; the generated corpus (Faker + Mimesis) per family, locale, position and package with its survivors; its values under keys in other languages (gen-lockeys.tsv); given names in small letters where only a person stands (gen-persons.tsv, with positions held out of the rules); the localised benign corpus per language and source with every change (shared/redact/testdata/corpus); the localised technical corpus (l10n-tech.tsv: the same catalogues and more filled with products, packages, paths, hosts, tables, record references and error codes) per language and source with every change; secrets drawn from gitleaks' rules (gen-secrets.tsv) per family, carrier and rule, with identifiers that must survive (gen-secrets-benign.tsv); the families never measured before (gen-families.tsv: passports, BBANs, postcodes, card expiries, blood groups, recovery phrases…); the same values as real serialisers of Python, Go, Rust, Java and Node write them (gen-carriers.tsv) per carrier, ecosystem, family and key kind, with technical values in the same carriers that must come out unchanged
privacy-report:
	@set -o pipefail 2>/dev/null; $(GO) test ./shared/redact/ -run '^(TestPrivacyCorpus|TestBlindCorpus|TestSecondBlindCorpus|TestThirdBlindCorpus|TestFourthBlindCorpus|TestFifthBlindCorpus|TestSixthBlindCorpus|TestSeventhBlindCorpus|TestEighthBlindCorpus|TestNinthBlindCorpus|TestOutsiderCorpus|TestOutsider2Corpus|TestOutsider3Corpus|TestOutsider4Corpus|TestOutsider5Corpus|TestOutsider6Corpus|TestOutsider7Corpus|TestOutsider8Corpus|TestOutsider9Corpus|TestOutsider10Corpus|TestOutsider11Corpus|TestOutsider12Corpus|TestOutsider13Corpus|TestOutsider14Corpus|TestOutsider15Corpus|TestOutsider16Corpus|TestOutsider17Corpus|TestOutsider18Corpus|TestOutsider19Corpus|TestOutsider20Corpus|TestOutsider21Corpus|TestOutsider22Corpus|TestOutsider23Corpus|TestOutsider24Corpus|TestOutsider25Corpus|TestOutsider26Corpus|TestOutsider27Corpus|TestBenignCorpus|TestStdlibBenignCorpus|TestLabels|TestGeneratedCorpus|TestGeneratedFamilies|TestLocalisedKeysCorpus|TestLocalisedBenignCorpus|TestLocalisedTechCorpus|TestSecretsCorpus|TestGeneratedPersons|TestGeneratedCarriers)$$' -count=1 -v | grep -E 'report_test|corpus_test|^ +-> |^(--- FAIL|FAIL|ok)' | sed -E 's/^ +[a-z_]+\.go:[0-9]+: //'

## miss-audit: why the privacy report's misses pass, in counts per corpus: each missed planted value by what the knowledge says of its words (which predicate), whether a key before it would have it masked, its script against its carrier's, its shape, position, key class and serialisation, per family; each changed benign text by placeholder and whether the masked word is unknown (a coverage gap, per language and script) or known and masked by its position. Counts only for the blind sets (blind6, blind9, outsider26, outsider27; outsider13 read openly since session 33, outsider14 since session 34, outsider15 since session 35, outsider16 since session 36, outsider17 since session 37, outsider18 since session 38, outsider19 since session 39, outsider20 since session 40, outsider21 and outsider22 since session 41, outsider23 since session 42, outsider24 since session 43, outsider25 since session 44); MISSAUDIT_ROWS=1 adds the open sets' rows, MISSAUDIT_FULL=1 judges gen-* in every field shape and adds the stdlib and l10n benign files
miss-audit:
	@set -o pipefail 2>/dev/null; MISSAUDIT_ROWS=$(MISSAUDIT_ROWS) MISSAUDIT_FULL=$(MISSAUDIT_FULL) $(GO) test ./shared/redact/ -run '^TestMissAudit$$' -count=1 -v | grep -E 'missaudit_test|^(--- FAIL|FAIL|ok)' | sed -E 's/^ +[a-z_]+\.go:[0-9]+: //'

## bench-hostile: the redactor on every trigger word of its source repeated to 25-256 KB (worst time per size), then every tool on crafted hostile events (must answer within 5 s)
bench-hostile:
	$(GO) run ./shared/testkit/cmd/redactworst
	$(GO) run ./shared/testkit/cmd/hostile

## bench-scale: every tool and the scheduled digest against stand-ins of 1k, 10k and 50k active issues: time, upstream requests (and the digest's minimum), peak heap, at full CPU and at GOMAXPROCS=1 (SIZES=, LATENCY=40ms)
bench-scale:
	$(GO) run ./shared/testkit/cmd/benchscale -sizes $(or $(SIZES),1000,10000,50000) -latency $(or $(LATENCY),0s)

## upstream-calls: GlitchTip requests per tool call, on the 5.x and 6.x stand-ins
upstream-calls:
	$(GO) test ./shared/mcpserver/ -run '^TestUpstreamCallsPerToolCall$$' -count=1 -v | grep -vE '^(=== RUN|--- PASS|PASS|ok)'

## bench: projection/redaction throughput against a naive map decode, then the process CPU of both (first sight and repeated) on the largest fixture
bench:
	$(GO) test ./shared/projection/ -run '^$$' -bench . -benchmem -count 5
	$(GO) run ./shared/testkit/cmd/firstsight

## digest-preview: the digest of the demo data as email, Markdown, Slack and Teams would show it
digest-preview:
	@$(GO) run ./functions/digest

## demo: the server on a built-in GlitchTip stand-in with PII-laden sample data (needs only Go)
demo:
	$(GO) run -ldflags "$(VERSION_FLAG)" ./functions/mcp -demo

## build: the two Lambda bootstraps (provided.al2023, arm64) and their zips, in bin/arm64/{mcp,digest}
build:
	@for f in mcp digest; do mkdir -p $(BIN)/arm64/$$f && \
		CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(LAMBDA_GO) build $(LAMBDA_FLAGS) -o $(BIN)/arm64/$$f/bootstrap ./functions/$$f && \
		python3 .ci/zip-bootstrap.py $(BIN)/arm64/$$f/bootstrap $(BIN)/arm64/$$f/bootstrap.zip || exit 1; done

# build-McpFunction, build-DigestFunction: the targets of SAM's BuildMethod:
# makefile. sam build runs this Makefile in its copy of build/<Architecture>
# (the template's CodeUri is build/, and the functions' Metadata
# WorkingDirectory follows its Architecture parameter), so the directory's
# name says what to build for; the source is this Makefile's checkout. Run
# by hand (make build-McpFunction ARTIFACTS_DIR=...), they build for arm64.
# Each checks the ELF machine of what it built, so a bootstrap for the wrong
# CPU never reaches a zip.
SAM_ARCH := $(filter arm64 x86_64,$(notdir $(CURDIR)))
SAM_GOARCH := $(if $(filter x86_64,$(SAM_ARCH)),amd64,arm64)
build-McpFunction build-DigestFunction: build-%Function:
	@test -n "$(ARTIFACTS_DIR)" || { echo "ARTIFACTS_DIR is not set: sam build sets it"; exit 1; }
	cd $(MAKEFILE_DIR) && CGO_ENABLED=0 GOOS=linux GOARCH=$(SAM_GOARCH) $(LAMBDA_GO) build $(LAMBDA_FLAGS) -o $(ARTIFACTS_DIR)/bootstrap ./functions/$(shell echo $* | tr A-Z a-z)
	@m=$$(od -An -tx1 -j18 -N2 $(ARTIFACTS_DIR)/bootstrap | tr -d ' '); want=$(if $(filter amd64,$(SAM_GOARCH)),3e00,b700); \
		test "$$m" = "$$want" || { echo "bootstrap has ELF machine $$m, not $$want ($(SAM_GOARCH))"; exit 1; }

## release: every artifact of this version (VERSION) in dist/ with SHA256SUMS: its CHANGELOG entry, both Lambda bootstraps as deployable zips for arm64 and x86_64, the developer binary for Linux and macOS on amd64 and arm64
RELEASE_OS_ARCH := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64
SHA256SUM := $(shell command -v sha256sum >/dev/null 2>&1 && echo sha256sum || echo shasum -a 256)
release:
	@rm -rf $(DIST) && mkdir -p $(DIST)/.work
	@echo "glitchtip-mcp $(VERSION): building the release in $(DIST)/"
	@for a in arm64 x86_64; do ga=$$([ $$a = x86_64 ] && echo amd64 || echo arm64); for f in mcp digest; do \
		CGO_ENABLED=0 GOOS=linux GOARCH=$$ga $(LAMBDA_GO) build $(LAMBDA_FLAGS) -o $(DIST)/.work/$$f-$$a/bootstrap ./functions/$$f && \
		python3 .ci/zip-bootstrap.py $(DIST)/.work/$$f-$$a/bootstrap $(DIST)/glitchtip-mcp-$(VERSION)-lambda-$$f-$$a.zip || exit 1; done; done
	@for p in $(RELEASE_OS_ARCH); do os=$${p%/*}; arch=$${p#*/}; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build $(DEV_FLAGS) -o $(DIST)/glitchtip-mcp-$(VERSION)-$$os-$$arch ./functions/mcp || exit 1; done
	@rm -rf $(DIST)/.work
	@v=$(VERSION); awk -v h="## [$${v%%+*}]" 'index($$0, "## [") == 1 { p = index($$0, h) == 1; if (p) print; next } p' CHANGELOG.md > $(DIST)/glitchtip-mcp-$(VERSION)-notes.md
	@test -s $(DIST)/glitchtip-mcp-$(VERSION)-notes.md || { echo "CHANGELOG.md has no entry for $(VERSION)"; exit 1; }
	@v=$(VERSION); case "$$v" in *+*) echo "note: $$v is not the commit that set VERSION (commits after it, or uncommitted changes): a build, not the release $${v%%+*}; its notes are those of $${v%%+*}";; esac
	@cd $(DIST) && $(SHA256SUM) glitchtip-mcp-* > SHA256SUMS && cat SHA256SUMS && $(SHA256SUM) -c SHA256SUMS >/dev/null && echo "SHA256SUMS: every file verified"

## release-verify: builds the release twice from this checkout and checks both SHA256SUMS are identical (reproducible builds)
release-verify:
	@$(MAKE) --no-print-directory release DIST=$(BIN)/release-a >/dev/null
	@$(MAKE) --no-print-directory release DIST=$(BIN)/release-b >/dev/null
	@cmp $(BIN)/release-a/SHA256SUMS $(BIN)/release-b/SHA256SUMS && echo "reproducible: two builds of $(VERSION) gave identical SHA256SUMS ($$(wc -l < $(BIN)/release-a/SHA256SUMS) files)"

## build-native: the request function's bootstrap for this machine, to run offline
build-native:
	@mkdir -p $(BIN)/native
	CGO_ENABLED=0 $(LAMBDA_GO) build $(LAMBDA_FLAGS) -o $(BIN)/native/bootstrap ./functions/mcp
	CGO_ENABLED=0 $(LAMBDA_GO) build $(LAMBDA_FLAGS) -o $(BIN)/native/digest-bootstrap ./functions/digest
	$(GO) build -o $(BIN)/lambdarun ./shared/testkit/cmd/lambdarun

## size: the request function's bootstrap for arm64 and amd64, in bytes and MB (10^6), zipped too; the target is < 13 MB (up to 3 MB of it knowledge)
size:
	@for a in arm64 amd64; do CGO_ENABLED=0 GOOS=linux GOARCH=$$a $(LAMBDA_GO) build $(LAMBDA_FLAGS) -o $(BIN)/size-$$a ./functions/mcp && \
		python3 -c "import os,sys,zipfile,io; p=sys.argv[1]; n=os.path.getsize(p); b=io.BytesIO(); z=zipfile.ZipFile(b,'w',zipfile.ZIP_DEFLATED,compresslevel=9); z.write(p,'bootstrap'); z.close(); print(f'{sys.argv[2]:6} {n:>10,} bytes = {n/1e6:.2f} MB ({n/2**20:.2f} MiB); zipped {b.tell()/1e6:.2f} MB')" $(BIN)/size-$$a $$a || exit 1; done

## invoke: run the real bootstrap on one event under the Runtime API stand-in (make invoke EVENT=events/tools-list.json); scheduled events go to the digest function
invoke: build-native
	@case "$(EVENT)" in *schedule*) b=$(BIN)/native/digest-bootstrap;; *) b=$(BIN)/native/bootstrap;; esac; \
	$(BIN)/lambdarun -bootstrap $$b -event $(EVENT)

## bench-coldstart: cold start median (with its bootstrap 95% interval, IQR and sample count), warm latency, peak RSS, bootstrap size
bench-coldstart: build build-native
	$(BIN)/lambdarun -bootstrap $(BIN)/native/bootstrap -bench 40 -size $(BIN)/arm64/mcp/bootstrap

## lint-template: cfn-lint and the SAM translator on template.yaml (the pinned ones make sam-deps installs in .venv-sam)
lint-template: $(VENV_STAMP)
	$(call step,cfn-lint and the SAM translator (.venv-sam) on template.yaml)
	@if [ -x $(VENV)/bin/cfn-lint ] && $(VENV)/bin/python -c 'import samtranslator' 2>/dev/null; then \
		$(VENV)/bin/cfn-lint template.yaml && $(VENV)/bin/python .ci/sam-translate.py template.yaml; \
	elif [ -n "$$CI" ]; then echo "lint-template: .venv-sam has no cfn-lint / aws-sam-translator in CI (make sam-deps installs them)"; exit 1; \
	else echo "lint-template: .venv-sam has no cfn-lint (python3 -m venv missing); skipped"; \
		mkdir -p $(BIN); echo "template lint (cfn-lint, aws-sam-translator): .venv-sam could not be made (Debian: apt-get install python3-venv, then make sam-deps) (CI sets CI to make this a failure)" >> $(SKIP_LOG); fi

## load: CPU per call of the product against a passthrough reference (separate processes: stand-in, servers, driver; many short alternating pairs of turns, the median ratio printed with a bootstrap 95% interval and the pair count), then the in-process HTTP and API Gateway adapter paths with leak checks (longer: make load LOAD_ARGS="-duration 60s")
load:
	$(GO) run ./shared/testkit/cmd/cpuload -buildflags "$(COLD_FLAGS) -ldflags=$(LINK_FLAGS)" $(LOAD_ARGS)
	$(GO) run ./shared/testkit/cmd/loadtest $(LOAD_ARGS)

