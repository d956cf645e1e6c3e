#!/usr/bin/env bash
# Builds the DocC catalogues of the library modules and fails on any documentation warning
# (an unresolved symbol link, a malformed topic). CI runs it after the tests; about 2 minutes
# on this machine kind once the package is built.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in ${DOC_TARGETS:-RxCore RxUI RxTesting MVVM TerminalUI}; do
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
