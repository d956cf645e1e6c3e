#!/usr/bin/env bash
# Every test of both packages, as CI runs them: the library (this folder), then the apps and
# servers (Apps/, with their end-to-end tests in tmux). Installs what a fresh machine lacks
# first (Scripts/install-dependencies.sh). An end-to-end test that cannot find tmux fails here
# instead of skipping, and the run fails if any test was skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
export REACTIVEMVVM_REQUIRE_TMUX=1

# CI passes TEST_LOG_DIR to read the logs afterwards; otherwise they go with the run.
if [ -n "${TEST_LOG_DIR:-}" ]; then
    log_dir=$TEST_LOG_DIR
else
    log_dir=$(mktemp -d)
    trap 'rm -rf "$log_dir"' EXIT
fi
started=$(date +%s)
swift test 2>&1 | tee "$log_dir/library.log"
library_done=$(date +%s)
swift test --package-path Apps 2>&1 | tee "$log_dir/apps.log"
echo "test.sh: library built and tested in $(( library_done - started )) s, apps in $(( $(date +%s) - library_done )) s"
bash Scripts/test-summary.sh "$log_dir/library.log" "$log_dir/apps.log"
