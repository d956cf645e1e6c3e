"""One Korean word per concept across the Korean pages: docs/Translations.md's glossary (the
table under "## Glossary · 용어") names, for each concept, the word the Korean pages use and the
words they must not. A Korean page (its prose, and the comments of its code blocks, which a
Korean page translates) that uses a word the glossary rules out is reported with the word to
use instead. Code spans and code are left alone: `HeadlessTerminal` is a name, not a word."""

import glob
import os
import re

from doc_pages import ROOT, is_korean, read, report, split_page

TABLE = "docs/Translations.md"


def glossary():
    """(concept, the word to use, [words ruled out]) from the glossary table."""
    entries, inside = [], False
    for line in read(TABLE).split("\n"):
        if line.startswith("## "):
            inside = line.strip().startswith("## Glossary")
            continue
        if not inside or not line.startswith("|"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or cells[0] in ("English", "") or set(cells[0]) <= {"-"}:
            continue
        ruled_out = [w.strip() for w in cells[2].split(",") if w.strip() and w.strip() != "—"]
        entries.append((cells[0], cells[1], ruled_out))
    return entries


def korean_texts(page):
    """The page's lines a reader reads as Korean: prose without code spans, and the comments
    of its code blocks."""
    prose, blocks = split_page(read(page))
    for number, line in prose:
        yield number, re.sub(r"`[^`]*`", "", line)
    for block in blocks:
        for number, line in block["lines"]:
            comment = re.search(r"(//|#)\s(.*)$", line)
            if comment:
                yield number, re.sub(r"`[^`]*`", "", comment.group(2))


def check_glossary(page_list):
    entries = glossary()
    if not entries:
        report(TABLE, 0, "the glossary (## Glossary · 용어) is missing or empty")
        return
    tutorials = glob.glob(os.path.join(ROOT, "Sources/*/*.docc/Tutorials/*-ko.tutorial"))
    korean = [p for p in page_list if is_korean(p)] + sorted(os.path.relpath(p, ROOT) for p in tutorials)
    for page in korean:
        for number, text in korean_texts(page):
            for concept, word, ruled_out in entries:
                for wrong in ruled_out:
                    # A Latin word counts as a word only on its own (not inside `HeadlessTerminal`).
                    pattern = r"(?<![A-Za-z])" + re.escape(wrong) + r"(?![A-Za-z])" if wrong.isascii() else re.escape(wrong)
                    if re.search(pattern, text):
                        report(page, number, f"“{wrong}” for {concept}: the Korean pages say “{word}” ({TABLE})")
