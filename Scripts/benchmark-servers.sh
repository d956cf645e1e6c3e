#!/usr/bin/env bash
# Builds the two servers and Hummingbird's hello world in release mode and measures them side by
# side on loopback (Scripts/benchmark-servers.py): throughput and latency at 1, 64 and 256
# connections, 10,000 idle connections, memory over 1,000,000 requests. About 10 minutes once
# built; the first release build takes longer. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --package-path Apps --scratch-path .build-release --product github-fixture-server
swift build -c release --package-path Apps --scratch-path .build-release --product retrospect-server
swift build -c release --package-path Benchmarks/HTTPServers --scratch-path .build-release-hello
python3 Scripts/benchmark-servers.py
