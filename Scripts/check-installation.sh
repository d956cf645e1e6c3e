#!/usr/bin/env bash
# Follows the README's "Add it to your package" from nothing: a fresh clone of this repository
# in a folder named ReactiveMVVM, the example package Examples/Converter beside it, and
# `swift test` there. Fails when the steps no longer work (about a minute and a half).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet . "$work/ReactiveMVVM"
cp -R Examples/Converter "$work/Converter"
cd "$work/Converter"
log=$(mktemp)
if ! swift test >"$log" 2>&1; then
    cat "$log"
    echo "installation: the example package did not build or pass"
    exit 1
fi
grep -E "Executed [0-9]+ tests?, with 0 failures" "$log" | tail -1
echo "installation: Examples/Converter builds and passes against a fresh clone"
