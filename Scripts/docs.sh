#!/usr/bin/env bash
# Writes the API reference — the DocC documentation of RxCore, RxUI, RxTesting, RxLanes, MVVM,
# MVVMTesting, TerminalUI, Differentiator and RxDataSources: every catalogue's articles and
# tutorials, every public symbol — as one static website, by default in .build/docs-site.
#
#   bash Scripts/docs.sh                        build it (a minute or two on a built package)
#   bash Scripts/docs.sh --serve [PORT]         build it, then serve it on 127.0.0.1 (port 8000)
#   bash Scripts/docs.sh --output DIR           write it into DIR instead
#   bash Scripts/docs.sh --hosting-base-path /ReactiveMVVM
#                                               for a web server that serves it under that path
#
# A documentation warning (an unresolved link, a malformed topic) stops it, as in CI.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: bash Scripts/docs.sh [--output DIR] [--hosting-base-path PATH] [--serve [PORT]]" >&2
    exit 2
}

site=.build/docs-site
serve=false
port=8000
hosting=()
while [ $# -gt 0 ]; do
    case $1 in
    --output)
        [ $# -ge 2 ] || usage
        site=$2
        shift 2
        ;;
    --hosting-base-path)
        [ $# -ge 2 ] || usage
        hosting=(--hosting-base-path "$2")
        shift 2
        ;;
    --serve)
        serve=true
        shift
        if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then
            port=$1
            shift
        fi
        ;;
    *) usage ;;
    esac
done
if $serve && [ ${#hosting[@]} -gt 0 ]; then
    echo "error: --serve serves the site at the root of 127.0.0.1:$port, where a --hosting-base-path site does not load" >&2
    exit 2
fi

source Scripts/doc-archives.sh
check_site_folder "$site"
extract_symbol_graphs
build_doc_site "$site" "${hosting[@]}"
echo "docs: the reference is in $site (open documentation/index.html through a web server: --serve)"

if $serve; then
    echo "docs: serving $site at http://127.0.0.1:$port/documentation/ (Ctrl-C stops it)"
    exec python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port"
fi
