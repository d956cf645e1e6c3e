#!/usr/bin/env bash
# Fails when a page names what does not exist or its Korean and English versions have drifted
# apart (Scripts/check-doc-references.py), or when a public declaration of any library module has
# no doc comment; then builds the DocC catalogues of the library modules into the reference website
# (Scripts/doc-archives.sh) and fails on any documentation warning (an unresolved symbol link, a
# malformed topic), and fails on a public `Reactive` member that its base type's page does not
# list (Scripts/check-reactive-pages.py). Uses the toolchain's symbol graphs and `docc` directly, so the library package
# needs no documentation plugin. CI runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every path, product, command and flag the pages name exists; every Korean page has its English
# counterpart with the same sections and code blocks (docs/Translations.md), and the other way round.
python3 Scripts/check-doc-references.py
# Shared with Scripts/docs.sh: the symbol graphs, then the catalogues built into the website.
source Scripts/doc-archives.sh
extract_symbol_graphs
python3 Scripts/check-doc-coverage.py "$symbol_graphs"
# Any documentation warning fails here. The site it leaves in .build/docs-site is the one
# `bash Scripts/docs.sh` writes, so CI's browser check (Scripts/check-docs-site.py) reads it.
build_doc_site .build/docs-site
# Every public `rx` member has a page that its base type's page lists (a "Reactive bindings"
# topic group), so `list.rx.itemSelected` is found from ListView's page.
# shellcheck disable=SC2086 # one argument per documented module
python3 Scripts/check-reactive-pages.py "$symbol_graphs" .build/docs-site $doc_modules
