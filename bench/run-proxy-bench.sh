#!/usr/bin/env bash
# B1–B5: installs nginx and wrk from Debian when missing, then runs the proxy benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v nginx >/dev/null || missing+=(nginx)
command -v wrk >/dev/null || missing+=(wrk)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
exec node bench/proxy-bench.ts
