#!/usr/bin/env bash
# difftexts.sh TREE_A TREE_B [DRAWDIR ...]
#
# Lists every text whose redacted output differs between two checkouts (two
# git worktrees of this repository): the carrier column of TREE_B's committed
# corpora and of the draws named (draw.sh's folders), each text through each
# tree's redactor (shared/testkit/cmd/redactprobe). A change is done when every
# line this prints is intended. The blind corpora whose rows are kept unread
# (blind6, blind9, outsider12, outsider13, outsider14, outsider15, outsider16, outsider17, outsider18, outsider19, outsider20, outsider21, outsider22, outsider23, outsider24, outsider25, outsider26 and outsider27 in the sessions that added them; outsider4 and blind7 are read openly since session 23,
# outsider5 since session 24, outsider7 since session 25, outsider8 since session 26, outsider9 since session 27, outsider10 since session 28, outsider11 since session 29, outsider12 since session 31, outsider13 since session 33, outsider14 since session 34, outsider15 since session 35, outsider16 since session 36, outsider17 since session 37, outsider18 since session 38, outsider19 since session 39, outsider20 since session 40, outsider21 and outsider22 since session 41, outsider23 since session 42, outsider24 since session 43, outsider25 since session 44) are
# left out.
set -euo pipefail
A=$1; B=$2; shift 2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
for f in "$B"/shared/redact/testdata/corpus/*.tsv; do
	case $f in *blind6* | *blind9* | *outsider26* | *outsider27*) continue ;; esac
	printf '%s\n' "$f"
done >"$T/files"
for d in "$@"; do ls "$d"/*.tsv >>"$T/files"; done
while read -r f; do grep -v '^#' "$f" | awk -F'\t' 'NF>=3{print $3}'; done <"$T/files" | sort -u >"$T/in.txt"
(cd "$A" && go build -o "$T/a" ./shared/testkit/cmd/redactprobe)
(cd "$B" && go build -o "$T/b" ./shared/testkit/cmd/redactprobe)
"$T/a" <"$T/in.txt" >"$T/a.txt"
"$T/b" <"$T/in.txt" >"$T/b.txt"
python3 - "$T/in.txt" "$T/a.txt" "$T/b.txt" <<'PY'
import sys
ins = open(sys.argv[1], encoding="utf-8").read().split("\n")
def outs(p):
    # redactprobe prints "in:  X" then "out: Y" for each line (Y may hold line breaks)
    recs = []
    for blk in open(p, encoding="utf-8").read().split("\nin:  "):
        recs.append(blk.split("\nout: ", 1)[1] if "\nout: " in blk else blk)
    return recs
a, b = outs(sys.argv[2]), outs(sys.argv[3])
n = 0
for i, (x, y) in enumerate(zip(a, b)):
    if x != y:
        n += 1
        print("in ", ins[i] if i < len(ins) else "?")
        print("A  ", x.replace("\n", "⏎"))
        print("B  ", y.replace("\n", "⏎"))
        print()
print(f"texts: {len(a)} (A) {len(b)} (B)  differing: {n}")
PY
