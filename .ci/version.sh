#!/bin/sh
# Prints the version a build is stamped with. The version is the VERSION
# file beside the Makefile (checked against CHANGELOG.md's newest entry by
# shared/version's tests), so it travels with the code: a clone without tags,
# a tarball or sam build's copy all stamp it. Where git can see the checkout,
# a commit after the one that last changed VERSION adds semver build
# metadata (0.1.0+3.gabc1234: three commits later), and uncommitted changes
# add ".dirty"; the commit that set VERSION, clean, is exactly 0.1.0.
# Usage: version.sh [repository root]
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
v="$(tr -d ' \t\r\n' < "$root/VERSION" 2>/dev/null)"
case "$v" in
[0-9]*.[0-9]*.[0-9]*) ;;
*) echo "0.0.0-unknown"; exit 0 ;;
esac
git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "$v"; exit 0; }
set_at="$(git -C "$root" log -1 --format=%H -- VERSION 2>/dev/null)"
meta=""
if [ -n "$set_at" ]; then
	n="$(git -C "$root" rev-list --count "$set_at..HEAD" 2>/dev/null || echo 0)"
	[ "$n" != 0 ] && meta="$n.g$(git -C "$root" rev-parse --short=7 HEAD)"
else
	meta="g$(git -C "$root" rev-parse --short=7 HEAD 2>/dev/null || echo 0)"
fi
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
	meta="${meta:+$meta.}dirty"
fi
echo "$v${meta:++$meta}"
