"""The documentation's pages for the checks of Scripts/check-doc-references.py: which pages there
are, how a page reads (prose lines and fenced code blocks), which are Korean, and the findings."""

import glob
import os
import re

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
findings = []


def report(page, line, message):
    findings.append(f"{page}:{line}: {message}")


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


def pages():
    found = ["README.md", "README.ko.md"]
    for pattern in ["docs/*.md", "Sources/*/*.docc/*.md", "Sources/Compatibility/*/*.docc/*.md", "Apps/Sources/*/*.docc/*.md"]:
        found += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, pattern)))
    return found


def is_korean(page):
    return page.endswith(".ko.md") or page.endswith("-ko.md")


def english_of(page):
    if page.endswith(".ko.md"):
        return page[: -len(".ko.md")] + ".md"
    if page.endswith("-ko.md"):
        return page[: -len("-ko.md")] + ".md"
    return None


def split_page(text):
    """Prose lines (with code spans) and fenced blocks, each with its line number."""
    prose, blocks = [], []
    block = None
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if block is not None:
            if stripped.startswith("```") and stripped.strip("`") == "":
                blocks.append(block)
                block = None
            else:
                block["lines"].append((number, line))
        elif stripped.startswith("```"):
            block = {"line": number, "language": stripped.strip("`").strip(), "lines": []}
        else:
            prose.append((number, line))
    return prose, blocks


def headings(text):
    prose, _ = split_page(text)
    return "[" + ", ".join(l.strip() for _, l in prose if re.match(r"#{1,6}\s", l)) + "]"
