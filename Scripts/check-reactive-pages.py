#!/usr/bin/env python3
"""Fails when a public `Reactive` extension member has no page reachable from its base type.

`list.rx.itemSelected` is declared as a member of RxCore's `Reactive` where `Base: ListView`;
DocC files it under the declaring module's "RxCore" extended module, where a reader of
`ListView`'s page would never look. So each base type's page lists its bindings in a
"Reactive bindings" topic group (a documentation extension file in the catalogue, such as
`TerminalUI.docc/Extensions/ListView.md`). This reads the symbol graphs that
Scripts/doc-archives.sh extracted and the website it built, and reports every member whose page
is not listed on its base type's page — or, when the base type is another module's (Foundation's
`URLSession`, TerminalUI's `ListView` extended by RxDataSources), on the declaring module's page.

    python3 Scripts/check-reactive-pages.py SYMBOL-GRAPHS SITE [DOCUMENTED-MODULE …]

With module names, only those modules' members are checked: a library target that is test
support (EcosystemStandIns, which stands in for another project's names) has no website.
"""
import glob
import json
import os
import sys

graphs, site = sys.argv[1], sys.argv[2]
documented = set(sys.argv[3:])
data = os.path.join(site, "data", "documentation")
pages = {}  # precise identifier -> page URL
topics = {}  # page URL -> URLs its topic groups list
for path in glob.glob(os.path.join(data, "**", "*.json"), recursive=True):
    with open(path, encoding="utf-8") as f:
        page = json.load(f)
    url = page.get("identifier", {}).get("url")
    external = page.get("metadata", {}).get("externalID")
    if external:
        pages[external] = url
    topics[url] = {i for section in page.get("topicSections", []) for i in section.get("identifiers", [])}

declared = {}  # type name -> (module, precise identifier) of our types
for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
    module = os.path.basename(path).split(".")[0]
    if "@" in module or (documented and module not in documented):
        continue
    for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
        if len(symbol["pathComponents"]) == 1:
            declared[symbol["pathComponents"][0]] = (module, symbol["identifier"]["precise"])

missing, checked = [], 0
for path in sorted(glob.glob(os.path.join(graphs, "*@RxCore.symbols.json"))):
    module = os.path.basename(path).split("@")[0]
    if documented and module not in documented:
        continue
    for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
        if symbol["pathComponents"][0] != "Reactive" or symbol["kind"]["identifier"] == "swift.extension":
            continue
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        checked += 1
        name = "rx." + ".".join(symbol["pathComponents"][1:])
        constraints = symbol.get("swiftExtension", {}).get("constraints", [])
        bases = [c["rhs"] for c in constraints if c.get("lhs") == "Base"]
        page = pages.get(symbol["identifier"]["precise"])
        if page is None:
            missing.append(f"{module}: {name} (Base: {', '.join(bases)}) has no page in {site}")
            continue
        base = bases[0] if bases else None
        owner = declared.get(base)
        # The base type's page when the declaring module documents it; else the module's page.
        if owner and owner[0] == module:
            holder = pages.get(owner[1])
        else:
            holder = f"doc://{module}/documentation/{module}"
        if page not in topics.get(holder, set()):
            where = holder.split("/documentation/")[-1] if holder else base
            missing.append(f"{module}: {name} (Base: {base}) is not in a topic group of {where}'s page")

for line in missing:
    print(line)
print(f"reactive pages: {checked - len(missing)} of {checked} Reactive members listed on their base type's page")
sys.exit(1 if missing or checked == 0 else 0)
