#!/usr/bin/env bash
# Fails when a page names what does not exist or its Korean and English versions have drifted
# apart (Scripts/check-doc-references.py), or when a public declaration of any library module has
# no doc comment; then builds the DocC catalogues of the library modules and fails on any
# documentation warning (an unresolved symbol link, a malformed topic). Uses SwiftPM's symbol graphs and the toolchain's `docc`
# directly, so the library package needs no documentation plugin. CI runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every path, product, command and flag the pages name exists; every Korean page has its English
# counterpart with the same sections and code blocks (docs/Translations.md), and the other way round.
python3 Scripts/check-doc-references.py
graph_log=$(mktemp)
if ! swift package dump-symbol-graph --minimum-access-level public >"$graph_log" 2>&1; then
    cat "$graph_log"
    echo "docs: the symbol graphs could not be built"
    exit 1
fi
rm -f "$graph_log"
graphs="$(swift build --show-bin-path)/../symbolgraph"
python3 Scripts/check-doc-coverage.py "$graphs"
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")
for target in ${DOC_TARGETS:-RxCore RxUI RxTesting MVVM MVVMTesting TerminalUI Differentiator RxDataSources}; do
    # A module under Sources/Compatibility (RxSwift's and RxDataSources' names) keeps its catalogue there.
    catalogue="Sources/$target/$target.docc"
    [ -d "$catalogue" ] || catalogue="Sources/Compatibility/$target/$target.docc"
    work=$(mktemp -d)
    mkdir "$work/graphs"
    cp "$graphs/$target.symbols.json" "$work/graphs/"
    cp "$graphs/$target"@*.symbols.json "$work/graphs/" 2>/dev/null || true
    if ! "$docc" convert "$catalogue" --additional-symbol-graph-dir "$work/graphs" \
        --fallback-display-name "$target" --fallback-bundle-identifier "$target" \
        --output-dir "$work/$target.doccarchive" --warnings-as-errors >"$work/log" 2>&1; then
        cat "$work/log"
        echo "docs: $target failed"
        exit 1
    fi
    if grep -q 'warning' "$work/log"; then
        cat "$work/log"
        echo "docs: $target has warnings"
        exit 1
    fi
    echo "docs: $target builds without warnings"
    rm -rf "$work"
done
