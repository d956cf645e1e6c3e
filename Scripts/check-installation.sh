#!/usr/bin/env bash
# Follows the README's "Add it to your package" from nothing: a fresh clone of this repository
# in a folder named ReactiveMVVM, the example packages Examples/Converter, Examples/Todo and
# Examples/GitHubSearch (the tutorials' apps, whose code the tutorials show) beside it, and
# `swift test` in each. Fails when the steps no longer work. The three share one build folder, so
# the library is compiled once (the first example about 75 s, the next two 25–35 s on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet . "$work/ReactiveMVVM"
for example in Converter Todo GitHubSearch; do
    cp -R "Examples/$example" "$work/$example"
    log=$(mktemp)
    started=$(date +%s)
    if ! (cd "$work/$example" && swift test --scratch-path "$work/.build-examples" >"$log" 2>&1); then
        cat "$log"
        echo "installation: the example package $example did not build or pass"
        exit 1
    fi
    grep -E "Executed [0-9]+ tests?, with 0 failures" "$log" | tail -1
    echo "installation: Examples/$example builds and passes against a fresh clone ($(( $(date +%s) - started )) s)"
done
