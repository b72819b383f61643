#!/usr/bin/env bash
# draw.sh OUTDIR NAME [planted families lockeys persons l10n l10ntech secrets carriers]
#
# Writes a fresh draw NAME of the generated corpora into OUTDIR/NAME (seeded by
# NAME; default: every corpus) and runs the privacy report's tests of the
# repository this script is in on it, figures only (the committed draws'
# floors are not applied). The report goes to OUTDIR/NAME/report.txt; its
# summary lines are printed. A draw whose misses nobody has read is the honest
# figure for a change: draw it before the change, read only its summary, and
# run the same NAME again after. Needs .venv and node_modules beside this
# file (README.md) and gitleaks' rules in Go's module cache
# (go mod download github.com/zricethezav/gitleaks/v8@v8.30.1); carriers needs
# go, rustc, java and node (NODE=, else PATH, else shared/testkit/e2e's).
set -euo pipefail
OUT=$1; NAME=$2; shift 2
WHAT=${*:-planted families lockeys persons l10n l10ntech secrets carriers}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
D=$(mkdir -p "$OUT/$NAME" && cd "$OUT/$NAME" && pwd)
GITLEAKS=$(go env GOMODCACHE)/github.com/zricethezav/gitleaks/v8@v8.30.1
cd "$HERE"
for w in $WHAT; do
	case $w in
	secrets) [ -s "$D/gen-secrets.tsv" ] || .venv/bin/python secretgen.py "$D" "$GITLEAKS" "$NAME" >/dev/null ;;
	planted | families | persons | carriers) [ -s "$D/gen-$w.tsv" ] || CORPUSGEN_DRAW=$NAME .venv/bin/python corpusgen.py "$w" "$D" /usr/share/locale ./node_modules >/dev/null ;;
	lockeys) [ -s "$D/gen-lockeys.tsv" ] || CORPUSGEN_DRAW=$NAME .venv/bin/python corpusgen.py lockeys "$D" >/dev/null ;;
	l10n) [ -s "$D/l10n-benign.tsv" ] || CORPUSGEN_DRAW=$NAME .venv/bin/python corpusgen.py l10n "$D" /usr/share/locale ./node_modules >/dev/null ;;
	l10ntech) [ -s "$D/l10n-tech.tsv" ] || CORPUSGEN_DRAW=$NAME .venv/bin/python corpusgen.py l10ntech "$D" /usr/share/locale ./node_modules >/dev/null ;;
	*) echo "draw.sh: unknown corpus $w" >&2; exit 2 ;;
	esac
done
cd "$ROOT"
out=$D/report.txt
: >"$out"
run() { go test ./shared/redact/ -run "^$1\$" -count=1 -v 2>&1 | grep -E 'report_test|corpus_test|^ +-> |^(--- FAIL|FAIL|ok)' | sed -E 's/^ +[a-z_]+\.go:[0-9]+: //' >>"$out"; }
for w in $WHAT; do
	case $w in
	planted) GEN_DRAW=$D run TestGeneratedCorpus ;;
	families) GEN_DRAW=$D run TestGeneratedFamilies ;;
	persons) GEN_DRAW=$D run TestGeneratedPersons ;;
	lockeys) LOCKEYS_DRAW=$D/gen-lockeys.tsv run TestLocalisedKeysCorpus ;;
	l10n) L10N_DRAW=$D/l10n-benign.tsv run TestLocalisedBenignCorpus ;;
	l10ntech) L10NTECH_DRAW=$D/l10n-tech.tsv run TestLocalisedTechCorpus ;;
	secrets) SECRETS_DRAW=$D run TestSecretsCorpus ;;
	carriers) CARRIERS_DRAW=$D run TestGeneratedCarriers ;;
	esac
done
grep -E "recall|kept|unchanged" "$out" | grep -v "^ " || true
