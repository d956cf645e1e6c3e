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
swift build --package-path Apps --build-tests 2>&1 | tee "$log_dir/apps-build.log"
apps_built=$(date +%s)
# The apps' tests in two processes side by side: those that wait on real time (apps in tmux,
# servers over loopback) and those that keep a core busy (view models, fuzz checks, headless
# screens). Each half alone leaves most of the other's resource idle; together they take
# about the longer half's time instead of the sum. Both run the built test binary directly with
# the test classes of their half: two `swift test` processes would contend for the build
# database (one failed with "database is locked").
apps_tests="$(swift build --package-path Apps --show-bin-path)/ReactiveMVVMAppsPackageTests.xctest"
real_time='^(GalleryScreensTests|GitHubHTTPTransportTests|RetrospectScreensTests|RetrospectServerTests|SwiftHubScreensTests|TerminalUIEndToEndTests|WebServingTests)\.'
classes=$("$apps_tests" --list-tests | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/' | cut -d/ -f1 | sort -u)
real_time_classes=$(grep -E "$real_time" <<<"$classes" | paste -sd, -)
unit_classes=$(grep -vE "$real_time" <<<"$classes" | paste -sd, -)
"$apps_tests" "$real_time_classes" >"$log_dir/apps-real-time.log" 2>&1 &
real_time_pid=$!
units_status=0
"$apps_tests" "$unit_classes" 2>&1 | tee "$log_dir/apps-units.log" || units_status=$?
real_time_status=0
wait "$real_time_pid" || real_time_status=$?
cat "$log_dir/apps-real-time.log"
echo "test.sh: library built and tested in $(( library_done - started )) s, apps built in $(( apps_built - library_done )) s and tested in $(( $(date +%s) - apps_built )) s"
bash Scripts/test-summary.sh "$log_dir/library.log" "$log_dir/apps-units.log" "$log_dir/apps-real-time.log"
# Every listed test ran in one half or the other.
executed() { grep -E "^[[:space:]]*Executed [0-9]+ tests?" "$1" | tail -1 | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/'; }
listed=$("$apps_tests" --list-tests | grep -cE '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/')
ran=$(( $(executed "$log_dir/apps-units.log") + $(executed "$log_dir/apps-real-time.log") ))
if [ "$ran" -ne "$listed" ]; then
    echo "error: the apps list $listed tests but the two halves ran $ran" >&2
    exit 1
fi
[ "$units_status" -eq 0 ] && [ "$real_time_status" -eq 0 ]
