# Sourced, not run: the steps Scripts/check-docs.sh and Scripts/docs.sh share. They turn the
# library's public symbol graphs and its DocC catalogues into one DocC archive per documented
# module, each converted after the modules it depends on and given their archives, so that an
# absolute symbol link such as ``/RxCore/Observable`` in another module resolves; then merge the
# archives into one static website. Needs only the toolchain (its `docc`), no package plugin.

# The modules the reference documents: every library module except RxSwift, RxRelay, RxCocoa,
# RxTest and RxBlocking, which only re-export these under RxSwift's names and declare nothing.
doc_modules=${DOC_TARGETS:-RxCore RxUI RxTesting RxLanes MVVM MVVMTesting TerminalGate TerminalUI Differentiator RxDataSources}
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")

# Builds the library's modules and writes the public symbol graph of every library target into
# $symbol_graphs (set here). `swift symbolgraph-extract` reads the built modules, so unlike
# `swift package dump-symbol-graph` this needs no test build, and a built package rebuilds nothing.
extract_symbol_graphs() {
    local log bin triple target
    log=$(mktemp)
    if ! swift build >"$log" 2>&1; then
        cat "$log"
        rm -f "$log"
        echo "docs: the library does not build, so it has no symbol graphs"
        return 1
    fi
    rm -f "$log"
    bin=$(swift build --show-bin-path)
    triple=$(basename "$(dirname "$bin")")
    symbol_graphs="$(dirname "$bin")/symbolgraph"
    rm -rf "$symbol_graphs"
    mkdir -p "$symbol_graphs"
    for target in $(library_targets); do
        swift symbolgraph-extract -module-name "$target" -I "$bin/Modules" -target "$triple" \
            -minimum-access-level public -emit-extension-block-symbols -output-dir "$symbol_graphs"
    done
}

# The package's library targets, one a line.
library_targets() {
    swift package describe --type json | python3 -c '
import json, sys
print("\n".join(t["name"] for t in json.load(sys.stdin)["targets"] if t["type"] == "library"))'
}

# Prints "module source-folder dependency…" for each of $doc_modules, a module after every
# documented module it depends on (directly or not): the order to convert them in.
modules_in_dependency_order() {
    # shellcheck disable=SC2086 # one argument per module
    swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
wanted = sys.argv[1:]
def closure(name):
    found = set()
    for dependency in targets[name].get("target_dependencies", []):
        found |= {dependency} | closure(dependency)
    return found
done = []
def visit(name):
    if name in done:
        return
    dependencies = sorted(closure(name) & set(wanted))
    for dependency in dependencies:
        visit(dependency)
    done.append(name)
    print(name, targets[name]["path"], *dependencies)
for name in wanted:
    visit(name)' $doc_modules
}

# convert_modules ARCHIVES [DOCC-OPTION…]: converts each documented module's catalogue (or its
# symbols alone, for a module without one) and symbol graphs into ARCHIVES/MODULE.doccarchive,
# with the options given (e.g. --hosting-base-path). Fails on the first documentation warning,
# an unresolved link or a malformed topic, with docc's own message.
convert_modules() {
    local archives=$1 order target path dependencies dependency catalogue work linked
    shift
    mkdir -p "$archives"
    order=$(modules_in_dependency_order) || return 1
    while read -r target path dependencies; do
        work=$(mktemp -d)
        mkdir "$work/graphs"
        if ! cp "$symbol_graphs/$target.symbols.json" "$work/graphs/"; then
            echo "docs: $target has no symbol graph in $symbol_graphs"
            rm -rf "$work"
            return 1
        fi
        cp "$symbol_graphs/$target"@*.symbols.json "$work/graphs/" 2>/dev/null || true
        catalogue=$(find "$path" -maxdepth 2 -type d -name '*.docc' | head -1)
        linked=()
        for dependency in $dependencies; do
            linked+=(--dependency "$archives/$dependency.doccarchive")
        done
        if ! "$docc" convert ${catalogue:+"$catalogue"} --additional-symbol-graph-dir "$work/graphs" \
            --fallback-display-name "$target" --fallback-bundle-identifier "$target" \
            --enable-experimental-external-link-support "${linked[@]}" "$@" \
            --output-dir "$archives/$target.doccarchive" --warnings-as-errors >"$work/log" 2>&1; then
            cat "$work/log"
            echo "docs: $target failed"
            rm -rf "$work"
            return 1
        fi
        if grep -q 'warning' "$work/log"; then
            cat "$work/log"
            echo "docs: $target has warnings"
            rm -rf "$work"
            return 1
        fi
        echo "docs: $target builds without warnings"
        rm -rf "$work"
    done <<<"$order"
}

# check_site_folder SITE: fails unless SITE is new, empty, or a site written before — the site
# replaces the folder whole.
check_site_folder() {
    if [ -n "$(ls -A "$1" 2>/dev/null)" ] && ! { [ -d "$1/documentation" ] && [ -d "$1/data" ]; }; then
        echo "docs: $1 holds something other than a documentation site; give a new or empty folder"
        return 1
    fi
}

# build_doc_site SITE [DOCC-OPTION…]: the static website of all documented modules in SITE,
# from the symbol graphs extract_symbol_graphs wrote. Its landing page, documentation/, lists the
# modules (the site's root leads there); links between modules lead to each other's pages.
build_doc_site() {
    local site=$1 archives target inputs=()
    shift
    check_site_folder "$site" || return 1
    archives=$(mktemp -d)
    if ! convert_modules "$archives" "$@"; then
        rm -rf "$archives"
        return 1
    fi
    for target in $doc_modules; do
        inputs+=("$archives/$target.doccarchive")
    done
    rm -rf "$site"
    "$docc" merge "${inputs[@]}" --output-path "$site" --synthesized-landing-page-name ReactiveMVVM \
        --synthesized-landing-page-kind Package >/dev/null
    rm -rf "$archives"
    # The renderer shows "can't be found" at the root; relative, so a hosting base path holds.
    printf '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=documentation/">\n<title>ReactiveMVVM</title><a href="documentation/">ReactiveMVVM documentation</a>\n' \
        >"$site/index.html"
}
