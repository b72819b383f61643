#!/usr/bin/env bash
# Builds, locally and reproducibly, the base image `sam local` asks for
# (public.ecr.aws/lambda/provided:al2023-<arch>), since no registry can be
# reached here: a root filesystem of our own with a static busybox (SAM's
# generated Dockerfile runs `mv` and `chmod` with /bin/sh) and Lambda's
# directories. SAM adds its Runtime Interface Emulator on top; the function's
# bootstrap is mounted at /var/task. Usage: sam-base-image.sh [x86_64|arm64]
set -euo pipefail
arch="${1:-x86_64}"
busybox="$(command -v busybox || true)"
if [ -z "$busybox" ]; then
	echo "sam-base-image: a statically linked busybox is needed (Debian: apt-get install busybox-static)" >&2
	exit 1
fi
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
root="$dir/rootfs"
mkdir -p "$root/bin" "$root/var/task" "$root/var/runtime" "$root/var/rapid" "$root/opt" "$root/tmp" "$root/etc"
cp "$busybox" "$root/bin/busybox"
for tool in sh mv chmod ls cat env; do ln -s busybox "$root/bin/$tool"; done
printf 'root:x:0:0:root:/root:/bin/sh\nsbx_user1051:x:993:990::/home/sbx_user1051:/sbin/nologin\n' > "$root/etc/passwd"
chmod 1777 "$root/tmp"
# fixed times, so the same inputs give the same layer
find "$root" -exec touch -h -t 200001010000 {} +
cat > "$dir/Dockerfile" <<'DOCKERFILE'
FROM scratch
COPY rootfs/ /
ENV PATH=/bin LAMBDA_TASK_ROOT=/var/task LAMBDA_RUNTIME_DIR=/var/runtime
WORKDIR /var/task
DOCKERFILE
docker build -q -t "public.ecr.aws/lambda/provided:al2023-$arch" "$dir" >/dev/null
echo "built public.ecr.aws/lambda/provided:al2023-$arch"
