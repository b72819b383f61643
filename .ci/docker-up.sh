#!/usr/bin/env bash
# Makes a Docker engine available for the SAM tests on a CI machine: installs
# Debian's docker.io (and busybox-static, for the locally built Lambda base
# image) when missing, and starts dockerd when none is running. No image is
# pulled: every image the tests use is built locally.
set -euo pipefail
if ! command -v dockerd >/dev/null || ! command -v busybox >/dev/null; then
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq docker.io busybox-static >/dev/null
fi
if docker info >/dev/null 2>&1; then
	echo "docker-up: a Docker engine is running"
	exit 0
fi
log="${TMPDIR:-/tmp}/dockerd.log"
nohup dockerd >"$log" 2>&1 &
for _ in $(seq 1 60); do
	if docker info >/dev/null 2>&1; then
		echo "docker-up: dockerd started"
		exit 0
	fi
	sleep 1
done
echo "docker-up: dockerd did not start; its last lines:" >&2
tail -20 "$log" >&2
exit 1
