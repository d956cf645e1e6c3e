"""A Korean page and its English counterpart, from docs/Translations.md's table: every page is
listed, and the two have the same sections and code blocks (see Scripts/check-doc-references.py)."""

import os
import re

from doc_pages import ROOT, english_of, headings, is_korean, read, report, split_page

TABLE = "docs/Translations.md"
# The docs/ pages a user reads first: they must have a Korean counterpart.
REQUIRED_DOCS = ["docs/CI.md", "docs/SwiftHub.md", "docs/Retrospect.md", "docs/Gallery.md", "docs/Compatibility.md"]

def sections(text):
    """The heading levels of a page, in order, up to its `## Topics`, outside code blocks."""
    prose, _ = split_page(text)
    levels = []
    for _, line in prose:
        match = re.match(r"(#{1,6})\s", line)
        if match:
            if line.strip() == "## Topics":
                break
            levels.append(len(match.group(1)))
    return levels


def images(text):
    """The images a page shows (`![alt](file)`), in order, outside code blocks: a translation
    shows the same pictures, only its alt text differs."""
    prose, _ = split_page(text)
    return [target for _, line in prose for target in re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", line)]


def code_without_comments(block):
    lines = []
    for _, line in block["lines"]:
        if block["language"] in {"sh", "bash", "shell", "console"}:
            line = re.sub(r"(^|\s)#(\s.*)?$", "", line)
        elif block["language"] == "swift":
            stripped = line.strip()
            if stripped.startswith("//"):
                continue
            line = re.sub(r"\s//\s.*$", "", line) if line.count('"') % 2 == 0 else line
        line = line.rstrip()
        if line.strip():
            lines.append(line)
    return (block["language"], "\n".join(lines))


def table_pairs():
    """English page -> Korean page (or None), from docs/Translations.md; and its line numbers."""
    path = os.path.join(ROOT, TABLE)
    if not os.path.exists(path):
        return None
    pairs = {}
    for number, line in enumerate(read(TABLE).split("\n"), start=1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if len(cells) < 2:
            continue
        english = re.search(r"`([^`]+\.md)`", cells[0])
        if not english:
            continue
        korean = re.search(r"`([^`]+\.md)`", cells[1])
        pairs[english.group(1)] = (korean.group(1) if korean else None, number)
    return pairs


def check_translations(page_list):
    required = [p for p in page_list if p.startswith(("Sources/", "Apps/Sources/")) and not is_korean(p)]
    required += ["README.md"] + REQUIRED_DOCS
    pairs = table_pairs()
    if pairs is None:
        report(TABLE, 0, "the table of Korean and English pages is missing")
        pairs = {}
    listed_korean = {korean for korean, _ in pairs.values() if korean}
    for page in page_list:
        if page == TABLE:
            continue
        if is_korean(page):
            english = english_of(page)
            if not os.path.exists(os.path.join(ROOT, english)):
                report(page, 1, f"a Korean page without its English counterpart `{english}`")
            if pairs and page not in listed_korean:
                report(TABLE, 0, f"`{page}` is not in the table")
        elif pairs and page not in pairs:
            report(TABLE, 0, f"`{page}` is not in the table")
    for page in required:
        korean = pairs.get(page, (None, 0))[0]
        expected = page[:-3] + (".ko.md" if page.startswith(("README", "docs/")) else "-ko.md")
        if korean is None:
            report(page, 1, f"has no Korean counterpart (`{expected}`) in {TABLE}")
        elif korean != expected:
            report(TABLE, pairs[page][1], f"`{page}`'s Korean counterpart is named `{expected}`, not `{korean}`")
    compared = dict(pairs)
    for page in page_list:
        if is_korean(page) and english_of(page) not in compared:
            compared[english_of(page)] = (page, 0)
    for english, (korean, number) in sorted(compared.items()):
        if korean is None:
            continue
        for page in (english, korean):
            if not os.path.exists(os.path.join(ROOT, page)):
                report(TABLE, number, f"`{page}` does not exist")
        if not all(os.path.exists(os.path.join(ROOT, p)) for p in (english, korean)):
            continue
        english_text, korean_text = read(english), read(korean)
        if sections(english_text) != sections(korean_text):
            report(korean, 1, f"sections differ from `{english}`: {headings(english_text)} against {headings(korean_text)}")
        if images(english_text) != images(korean_text):
            report(korean, 1, f"images differ from `{english}`'s: {images(english_text)} against {images(korean_text)}")
        english_blocks = [code_without_comments(b) for b in split_page(english_text)[1]]
        korean_blocks = [code_without_comments(b) for b in split_page(korean_text)[1]]
        if english_blocks != korean_blocks:
            for index in range(max(len(english_blocks), len(korean_blocks))):
                e = english_blocks[index] if index < len(english_blocks) else None
                k = korean_blocks[index] if index < len(korean_blocks) else None
                if e != k:
                    first = (k or e)[1].split("\n")[0]
                    report(
                        korean,
                        1,
                        f"code block {index + 1} differs from `{english}`'s "
                        f"({len(english_blocks)} blocks against {len(korean_blocks)}; the block starting {first!r})",
                    )
                    break
