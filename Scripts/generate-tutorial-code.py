#!/usr/bin/env python3
"""Writes the code of the DocC tutorials from the example packages that CI builds and tests.

A tutorial step shows a file as it stands at that step. The example's source is the file as it
ends; `// tutorial:` comment lines in it mark what each step shows:

    // tutorial: from N    the lines up to the matching `// tutorial: end` appear from step N on
    // tutorial: before N  commented-out lines (`// code`) shown, uncommented, only before step N:
                           what a later step replaces
    // tutorial: hidden    lines never shown (notes for the example's own readers)
    // tutorial: end       closes the innermost region

Every file has step 1; each `from N` or `before N` adds step N. Step N of `Sources/X/Name.swift`
with the prefix `todo` is written to `Sources/TerminalUI/TerminalUI.docc/Resources/todo-Name-N.swift`,
which a tutorial names in `@Code(name: "Name.swift", file: "todo-Name-N.swift")`. Files of a
prefix that the examples no longer produce are removed.

CI runs this and fails when the committed files differ (.ci/run), so a tutorial shows code that
compiles and passes its tests as it is. (`rxswift-*.swift` in the same folder is written by hand:
the RxSwift and UIKit code a tutorial starts from, which cannot build here.) Exits 1 on a
malformed marker.
"""

import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
RESOURCES = "Sources/TerminalUI/TerminalUI.docc/Resources"
# Prefix of the generated files -> the example files a tutorial shows.
EXAMPLES = {
    "todo": [
        "Examples/Todo/Package.swift",
        "Examples/Todo/Sources/TodoCore/TodoViewModel.swift",
        "Examples/Todo/Tests/TodoCoreTests/TodoViewModelTests.swift",
        "Examples/Todo/Sources/TodoScreens/TodoScreen.swift",
        "Examples/Todo/Tests/TodoScreensTests/TodoScreenTests.swift",
        "Examples/Todo/Sources/todo/main.swift",
    ],
    "search": [
        "Examples/GitHubSearch/Package.swift",
        "Examples/GitHubSearch/Sources/GitHubSearchCore/Repository.swift",
        "Examples/GitHubSearch/Sources/GitHubSearchCore/RepositorySearchViewModel.swift",
        "Examples/GitHubSearch/Tests/GitHubSearchCoreTests/RepositorySearchViewModelTests.swift",
        "Examples/GitHubSearch/Sources/GitHubSearchScreens/RepositorySearchScreen.swift",
        "Examples/GitHubSearch/Tests/GitHubSearchScreensTests/RepositorySearchScreenTests.swift",
        "Examples/GitHubSearch/Sources/github-search/SampleSearch.swift",
        "Examples/GitHubSearch/Sources/github-search/main.swift",
    ],
}
MARKER = re.compile(r"^\s*// tutorial: (from (\d+)|before (\d+)|hidden|end)\s*$")
COMMENTED = re.compile(r"^(\s*)// ?(.*)$")


def parse(path):
    """The file's lines, each with its condition: a list of ("from"|"before"|"hidden", N)."""
    lines, stack = [], []
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for number, line in enumerate(f.read().split("\n"), start=1):
            match = MARKER.match(line)
            if not match:
                lines.append((line, list(stack)))
                continue
            if match.group(1) == "end":
                if not stack:
                    sys.exit(f"{path}:{number}: `// tutorial: end` closes nothing")
                stack.pop()
            elif match.group(2):
                stack.append(("from", int(match.group(2))))
            elif match.group(3):
                stack.append(("before", int(match.group(3))))
            else:
                stack.append(("hidden", 0))
    if stack:
        sys.exit(f"{path}: a `// tutorial:` region is not closed")
    return lines


def steps(lines):
    found = {1}
    for _, conditions in lines:
        found |= {n for kind, n in conditions if kind != "hidden"}
    return sorted(found)


def at_step(lines, step):
    shown = []
    for line, conditions in lines:
        if any(kind == "hidden" for kind, _ in conditions):
            continue
        if any(kind == "from" and step < n for kind, n in conditions):
            continue
        befores = [n for kind, n in conditions if kind == "before"]
        if befores:
            if step >= min(befores):
                continue
            match = COMMENTED.match(line)
            line = match.group(1) + match.group(2) if match else line
        shown.append(line)
    # What was left out may leave blank lines together, or at the ends.
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(shown).strip("\n"))
    text = re.sub(r"\{\n\n", "{\n", text)
    return text + "\n"


def main():
    os.makedirs(os.path.join(ROOT, RESOURCES), exist_ok=True)
    written = set()
    for prefix, files in EXAMPLES.items():
        for path in files:
            lines = parse(path)
            stem = os.path.splitext(os.path.basename(path))[0]
            for step in steps(lines):
                name = f"{prefix}-{stem}-{step}.swift"
                with open(os.path.join(ROOT, RESOURCES, name), "w", encoding="utf-8") as f:
                    f.write(at_step(lines, step))
                written.add(name)
        for stale in glob.glob(os.path.join(ROOT, RESOURCES, f"{prefix}-*.swift")):
            if os.path.basename(stale) not in written:
                os.remove(stale)
    print(f"tutorial code: {len(written)} files in {RESOURCES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
