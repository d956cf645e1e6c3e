#!/usr/bin/env bash
# Fails when a public declaration of any module has no doc comment, then builds the DocC
# catalogues of the library modules and fails on any documentation warning (an unresolved
# symbol link, a malformed topic). CI runs it after the tests; about a minute on this machine
# kind once the package is built.
set -euo pipefail
cd "$(dirname "$0")/.."
graph_log=$(mktemp)
if ! swift package dump-symbol-graph --minimum-access-level public >"$graph_log" 2>&1; then
    cat "$graph_log"
    echo "docs: the symbol graphs could not be built"
    exit 1
fi
rm -f "$graph_log"
python3 Scripts/check-doc-coverage.py "$(swift build --show-bin-path)/../symbolgraph"
for target in ${DOC_TARGETS:-RxCore RxUI RxTesting MVVM MVVMTesting TerminalUI}; do
    log=$(mktemp)
    if ! swift package generate-documentation --target "$target" --warnings-as-errors >"$log" 2>&1; then
        cat "$log"
        echo "docs: $target failed"
        exit 1
    fi
    if grep -q '^warning' "$log"; then
        grep -A6 '^warning' "$log"
        echo "docs: $target has warnings"
        exit 1
    fi
    echo "docs: $target builds without warnings"
    rm -f "$log"
done
