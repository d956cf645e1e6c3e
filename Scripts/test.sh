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
# The library first, alone: its stress tests keep both cores busy, so running them beside the
# apps' build made the build slower by more than they take (measured: 460 s instead of 416 s).
swift test 2>&1 | tee "$log_dir/library.log"
library_done=$(date +%s)
swift build --package-path Apps --build-tests 2>&1 | tee "$log_dir/apps-build.log"
apps_built=$(date +%s)
# The apps' tests in three processes side by side: the CPU-bound ones (view models, fuzz checks,
# headless screens); the apps in tmux, which wait on real time, with the offline GitHub's checks;
# and the servers over loopback, which wait too. The waiting groups leave most of a core idle;
# together the three take about the longest one's time (98 s) instead of two halves' (132 s). Each runs the built test binary directly
# with its test classes: two `swift test` processes would contend for the build database (one
# failed with "database is locked").
apps_tests="$(swift build --package-path Apps --show-bin-path)/ReactiveMVVMAppsPackageTests.xctest"
terminal_apps='^(SwiftHubScreensTests|TerminalUIEndToEndTests|GitHubFixtureServerTests)\.'
servers='^(GalleryScreensTests|GitHubHTTPTransportTests|RetrospectScreensTests|RetrospectServerTests|WebServingTests)\.'
classes=$("$apps_tests" --list-tests | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/' | cut -d/ -f1 | sort -u)
terminal_app_classes=$(grep -E "$terminal_apps" <<<"$classes" | paste -sd, -)
server_classes=$(grep -E "$servers" <<<"$classes" | paste -sd, -)
unit_classes=$(grep -vE "$terminal_apps|$servers" <<<"$classes" | paste -sd, -)
"$apps_tests" "$terminal_app_classes" >"$log_dir/apps-terminal.log" 2>&1 &
terminal_pid=$!
"$apps_tests" "$server_classes" >"$log_dir/apps-real-time.log" 2>&1 &
servers_pid=$!
units_status=0
"$apps_tests" "$unit_classes" 2>&1 | tee "$log_dir/apps-units.log" || units_status=$?
terminal_status=0
wait "$terminal_pid" || terminal_status=$?
real_time_status=0
wait "$servers_pid" || real_time_status=$?
cat "$log_dir/apps-terminal.log" "$log_dir/apps-real-time.log"
echo "test.sh: library built and tested in $(( library_done - started )) s, apps built in $(( apps_built - library_done )) s and tested in $(( $(date +%s) - apps_built )) s"
bash Scripts/test-summary.sh "$log_dir/library.log" "$log_dir/apps-units.log" "$log_dir/apps-terminal.log" "$log_dir/apps-real-time.log"
# Every listed test ran in one of the three.
executed() { grep -E "^[[:space:]]*Executed [0-9]+ tests?" "$1" | tail -1 | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/'; }
listed=$("$apps_tests" --list-tests | grep -cE '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/')
ran=$(( $(executed "$log_dir/apps-units.log") + $(executed "$log_dir/apps-terminal.log") + $(executed "$log_dir/apps-real-time.log") ))
if [ "$ran" -ne "$listed" ]; then
    echo "error: the apps list $listed tests but the three groups ran $ran" >&2
    exit 1
fi
[ "$units_status" -eq 0 ] && [ "$terminal_status" -eq 0 ] && [ "$real_time_status" -eq 0 ]
