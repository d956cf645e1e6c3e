#!/usr/bin/env bash
# What a fresh machine lacks for the tests of both packages, installed the same way for a user
# (Scripts/test.sh) and for CI (.ci/run): tmux drives the apps in the end-to-end tests, and
# SQLite's headers build GRDB (the retrospect server's database) in Apps/. With apt-get and the
# right to use it (root, or sudo without a password) it installs them; otherwise it names what
# to install and exits non-zero, so that no test run passes by skipping what it could not run.
# With --docs-browser it also installs Chromium, which CI's check of the reference website
# (Scripts/check-docs-site.py) loads its pages in; the tests themselves do not need it.
set -euo pipefail

docs_browser=false
case ${1:-} in
--docs-browser) docs_browser=true ;;
"") ;;
*)
    echo "usage: bash Scripts/install-dependencies.sh [--docs-browser]" >&2
    exit 2
    ;;
esac

missing=()
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
if $docs_browser && ! command -v chromium >/dev/null 2>&1; then
    missing+=(chromium)
fi
# The web gallery's browser test (Scripts/check-web-gallery.py) drives Chromium through WebDriver.
if $docs_browser && ! command -v chromedriver >/dev/null 2>&1; then
    missing+=(chromium-driver)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then
        as_root=()
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        as_root=(sudo -n)
    else
        echo "error: the tests need ${missing[*]}: run 'sudo apt-get install ${missing[*]}', then this again" >&2
        exit 1
    fi
    echo "installing ${missing[*]} with apt-get" >&2
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
    echo "error: the tests need ${missing[*]} (tmux; SQLite's development headers; Chromium for the docs check): install them with this system's package manager, then run this again" >&2
    exit 1
fi

command -v tmux >/dev/null 2>&1 || { echo "error: tmux is still missing after the install" >&2; exit 1; }
[ -f /usr/include/sqlite3.h ] || { echo "error: sqlite3.h is still missing after the install" >&2; exit 1; }
if $docs_browser && ! command -v chromium >/dev/null 2>&1; then
    echo "error: chromium is still missing after the install" >&2
    exit 1
fi
if $docs_browser && ! command -v chromedriver >/dev/null 2>&1; then
    echo "error: chromedriver (chromium-driver) is still missing after the install" >&2
    exit 1
fi
