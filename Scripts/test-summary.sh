#!/usr/bin/env bash
# One line for the XCTest runs whose logs are given — tests run, skipped and failed — and a
# non-zero exit when any was skipped or failed: a skipped end-to-end test is a test not run.
set -euo pipefail
run=0 skipped=0 failed=0
for log in "$@"; do
    line=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with" "$log" | tail -1 || true)
    [ -n "$line" ] || { echo "error: no XCTest summary in $log" >&2; exit 1; }
    count() { echo "$line" | grep -Eo "[0-9]+ $1" | grep -Eo "^[0-9]+" || echo 0; }
    run=$(( run + $(echo "$line" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/') ))
    skipped=$(( skipped + $(count "tests? skipped") ))
    failed=$(( failed + $(count "failures?") ))
done
echo "XCTest: $run tests, $skipped skipped, $failed failed"
if [ "$skipped" -gt 0 ]; then
    echo "error: $skipped tests were skipped; every test must run (see the lines marked 'skipped' above)" >&2
    exit 1
fi
[ "$failed" -eq 0 ]
