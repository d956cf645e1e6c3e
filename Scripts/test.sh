#!/usr/bin/env bash
# Every test of both packages, as CI runs them: the library (this folder), then the apps and
# servers (Apps/, with their end-to-end tests in tmux). Needs tmux and libsqlite3-dev.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
swift test --package-path Apps
