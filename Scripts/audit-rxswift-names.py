#!/usr/bin/env python3
"""Lists the public names each of our RxSwift module names re-exports that RxSwift's module of
the same name does not declare (docs/Compatibility.md, "The name audit").

    Scripts/audit-rxswift-names.py PATH-TO-RxSwift-6.9.1 [--members]

RxSwift's public interface is read from its source (nothing of it is copied here): every
declaration marked `public` or `open` in RxSwift/, RxRelay/, RxCocoa/ (all platforms),
RxTest/ and RxBlocking/. Ours is read the same way from the modules each name re-exports,
following `@_exported import` lines, including scoped ones (`@_exported import struct M.X`
re-exports only X at the top level). Top-level names are types, protocols, type aliases, free
functions, global variables and operators. `--members` also compares the members declared in
extensions and types, by name and argument labels (`map(_:)`), whatever type they extend:
members cannot be hidden from a re-export, so a clash there is only avoided by not declaring
the name.

The parse is textual (brace depth, skipping comments and string literals); it is exact for
source formatted one declaration per line, as both code bases are.
"""

import os
import re
import sys

KINDS = {}  # top-level name -> its declaration keyword (for `@_exported import <kind> M.Name`)
REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"]

DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?P<mods>(?:(?:public|open|final|static|class|indirect|nonisolated|mutating|nonmutating|"
    r"override|convenience|required|prefix|postfix|infix|dynamic|@[\w.]+(?:\([^)]*\))?)\s+)*)"
    r"(?P<kind>class|struct|enum|protocol|typealias|actor|func|var|let|init|subscript|case|"
    r"operator|associatedtype)\b\s*(?P<rest>.*)$"
)
SCOPED_EXPORT = re.compile(r"^@_exported import\s+(?:(\w+)\s+)?(\w+)(?:\.(\S+))?")


def strip_code(text):
    """The text with comments and string literal contents blanked, so braces count right."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + re.sub(r"[^\n]", " ", text[i + 2 : j - 2]) + '""')
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (j - i - 1) + '"')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def labels(rest, text_after):
    """`name(a:b:)` for a function or initializer whose parameter list starts in `rest`."""
    start = rest.find("(")
    if start < 0:
        return None
    depth, params, current = 0, [], ""
    for ch in rest[start:] + text_after:
        if ch == "(":
            depth += 1
            if depth == 1:
                continue
        elif ch == ")":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and ch == ",":
            params.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        params.append(current)
    result = ""
    for param in params:
        head = param.split(":")[0].split()
        if head:
            result += head[0] + ":"
    return "(" + result + ")"


def declarations(path):
    """(top-level names, member names) declared public or open in one Swift file."""
    text = strip_code(open(path, encoding="utf-8", errors="replace").read())
    lines = text.split("\n")
    top, members = set(), set()
    depth = 0
    generic_stack = []  # depth at which each protocol body starts (its members are public)
    for index, line in enumerate(lines):
        match = DECL.match(line)
        if match and depth <= 1:
            mods, kind, rest = match.group("mods"), match.group("kind"), match.group("rest")
            public = "public" in mods.split() or "open" in mods.split()
            in_protocol = depth == 1 and generic_stack and generic_stack[-1][0] == 1
            if public or (in_protocol and generic_stack[-1][1] and kind != "associatedtype"):
                name = re.match(r"[`\w]+|[^\s(<:]+", rest)
                name = name.group(0).strip("`") if name else kind
                if kind in ("func", "init", "subscript"):
                    after = "\n".join(lines[index + 1 : index + 30])
                    label = labels(rest if kind != "func" else rest[len(name) :], after) or "()"
                    name = (kind if kind != "func" else name) + label
                if kind == "case":
                    name = "case " + re.split(r"[(\s=,]", rest)[0]
                if depth == 0:
                    top.add(name)
                    KINDS[name] = kind
                else:
                    members.add(name)
            if depth == 0 and kind == "protocol":
                generic_stack.append((1, public))
        for ch in line:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0 and generic_stack:
                    generic_stack.pop()
    return top, members


def scan(folders):
    top, members = set(), set()
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in files:
                if name.endswith(".swift"):
                    t, m = declarations(os.path.join(root, name))
                    top |= t
                    members |= m
    return top, members


def ours(module):
    """Top-level names and members a module of ours makes visible, following its re-exports."""
    top, members, seen = set(), set(), set()

    def visit(name, only):
        folder = os.path.join(REPOSITORY, "Sources", name)
        if not os.path.isdir(folder):
            folder = os.path.join(REPOSITORY, "Sources", "Compatibility", name)
        t, m = scan([folder])
        members.update(m)
        top.update(t if only is None else {n for n in t if n.split("(")[0] in only})
        if name in seen:
            return
        seen.add(name)
        exports = {}
        for root, _, files in os.walk(folder):
            for file in files:
                if not file.endswith(".swift"):
                    continue
                for line in open(os.path.join(root, file), encoding="utf-8"):
                    match = SCOPED_EXPORT.match(line)
                    if match:
                        _, target, decl = match.groups()
                        exports.setdefault(target, set())
                        if decl is None:
                            exports[target] = None
                        elif exports[target] is not None:
                            exports[target].add(decl)
        for target, names in exports.items():
            visit(target, names)

    visit(module, None)
    return top, members


# What each of RxSwift's modules makes visible to `import` it: its own names, plus RxRelay's
# for RxCocoa (`@_exported import RxRelay`); the others import RxSwift without re-exporting it.
VISIBLE = {"RxSwift": ["RxSwift"], "RxRelay": ["RxRelay"], "RxCocoa": ["RxCocoa", "RxRelay"],
           "RxTest": ["RxTest"], "RxBlocking": ["RxBlocking"]}
# Which modules of ours hold each RxSwift module's names.
HOLDERS = {"RxSwift": ["RxCore"], "RxRelay": ["RxCore"], "RxCocoa": ["RxUI", "RxCore"],
           "RxTest": ["RxTesting", "RxCore"], "RxBlocking": ["RxTesting", "RxCore"]}
# Kept beyond RxSwift 6.9.1's names, each justified in docs/Compatibility.md.
KEPT = {"RxSwift": {"TakeUntilBehavior"}}


def exports(rxswift, module):
    """The `@_exported import` lines that give `module` exactly RxSwift's top-level names."""
    theirs, _ = scan([os.path.join(rxswift, m) for m in VISIBLE[module]])
    wanted = theirs | KEPT.get(module, set())
    lines = []
    for holder in HOLDERS[module]:
        ours_top, _ = scan([os.path.join(REPOSITORY, "Sources", holder)])
        for name in sorted(ours_top & wanted, key=lambda n: n.lower()):
            kind = {"let": "var", "actor": "class"}.get(KINDS[name], KINDS[name])
            # A type alias of a protocol is imported as what it names.
            kind = "protocol" if name == "RxAbstractInteger" else kind
            lines.append(f"@_exported import {kind} {holder}.{name.split('(')[0]}")
            wanted.discard(name)
    return sorted(set(lines), key=lambda line: line.split()[-1])


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rxswift = sys.argv[1]
    if "--exports" in sys.argv:
        module = sys.argv[sys.argv.index("--exports") + 1]
        print("\n".join(exports(rxswift, module)))
        return
    show_members = "--members" in sys.argv
    theirs_all_top, theirs_all_members = scan([os.path.join(rxswift, m) for m in MODULES])
    for module in MODULES:
        their_top, _ = scan([os.path.join(rxswift, m) for m in VISIBLE[module]])
        our_top, our_members = ours(module)
        extra = sorted(our_top - their_top)
        missing = sorted(their_top - our_top)
        print(f"## {module}: {len(our_top)} top-level names re-exported, {len(their_top)} visible "
              f"after `import {module}` on RxSwift 6.9.1; {len(extra)} extra, {len(missing)} missing")
        for name in extra:
            print(f"  extra: {name}")
        for name in missing:
            print(f"  missing: {name}")
        if show_members:
            extra_members = sorted(our_members - theirs_all_members)
            print(f"  members: {len(our_members)} ours, {len(extra_members)} not declared by RxSwift:")
            for name in extra_members:
                print(f"    .{name}")


if __name__ == "__main__":
    main()
