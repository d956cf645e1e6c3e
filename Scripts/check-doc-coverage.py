#!/usr/bin/env python3
"""Fails when a public declaration of one of our modules has no doc comment.

Reads the public symbol graphs that Scripts/doc-archives.sh extracts (`swift symbolgraph-extract`)
for each library module. A declaration that implements a protocol requirement or overrides a documented
superclass member inherits that documentation (the symbol graph carries it), so only
declarations that say nothing at all are reported — by file and line, to be fixed there.
"""
import glob
import json
import os
import sys

folder = sys.argv[1] if len(sys.argv) > 1 else ".build/x86_64-unknown-linux-gnu/symbolgraph"
graphs = sorted(glob.glob(os.path.join(folder, "*.symbols.json")))
if not graphs:
    sys.exit(f"doc coverage: no symbol graphs in {folder}; run bash Scripts/check-docs.sh")

missing, total = [], 0
for path in graphs:
    module = os.path.basename(path).split(".")[0].split("@")[0]
    if module.startswith("ReactiveMVVMPackage"):  # the test runner's generated modules
        continue
    graph = json.load(open(path))
    overriding = {r["source"] for r in graph.get("relationships", []) if r["kind"] == "overrides"}
    for symbol in graph["symbols"]:
        # Members a protocol's extension provides (Equatable's != …) carry a sourceOrigin, and
        # members the compiler synthesizes (a raw-value enum's hashValue) have no location.
        if symbol.get("accessLevel") not in ("public", "open") or "sourceOrigin" in symbol or "location" not in symbol:
            continue
        # An extension of another module's type (`extension Reactive where Base: Button`) is a
        # block, not a declaration: its members carry the documentation.
        if symbol["kind"]["identifier"] == "swift.extension":
            continue
        total += 1
        if symbol.get("docComment") or symbol["identifier"]["precise"] in overriding:
            continue
        location = symbol.get("location", {})
        file = location.get("uri", "?").split("/Sources/")[-1]
        line = location.get("position", {}).get("line", -1) + 1
        missing.append(f"Sources/{file}:{line}: {module}.{'.'.join(symbol['pathComponents'])} has no doc comment")

for entry in sorted(set(missing)):
    print(entry)
print(f"doc coverage: {total - len(set(missing))} of {total} public declarations documented")
sys.exit(1 if missing else 0)
