#!/usr/bin/env python3
"""Checks that the documentation points at what exists, the same in Korean and in English.

The pages are README.md, README.ko.md, every page of docs/ and every DocC article
(Sources/*/*.docc, Sources/Compatibility/*/*.docc, Apps/Sources/*/*.docc). For each page:

- every repository path it names (a Markdown link, or a code span or a shell line that starts
  with a top-level folder or file of the repository, `<Placeholder>` and `*` matching anything)
  exists;
- every product (`.product(name: "X", package: "ReactiveMVVM")`) is a product of Package.swift;
- every command (`swift run --package-path Apps NAME`, `bash FILE`, `python3 FILE`,
  `--package-path FOLDER`) names an executable of Apps/Package.swift or a file or folder that
  exists;
- every `--flag` is one that its program takes: an app's flag is declared by that app's
  ArgumentParser options; any other flag by an app, a script of Scripts/, `swift`'s own help
  or the short list of plugin flags (EXTERNAL_FLAGS, in Scripts/doc_references.py).

Then the translations: docs/Translations.md holds the table of pairs. Every page is in it; a
Korean page has its English counterpart, and the two have the same sections (the same
headings, level by level, up to `## Topics`) and the same code blocks (the same language and
the same code; comments may be translated). The pages that must have a Korean counterpart are
every DocC article, the README and the docs/ pages a user reads first (REQUIRED_DOCS, in
Scripts/doc_translations.py).

The DocC tutorials (`*.tutorial` in a catalogue, but the table of contents) pair by name too:
`X.tutorial` has `X-ko.tutorial`, with the same sections, steps and code files in the same order.

The Korean pages say one word per concept: docs/Translations.md's glossary lists the word to use
and the words ruled out (Scripts/doc_glossary.py).

Exits 1 and prints one line per finding; CI runs it from Scripts/check-docs.sh.
"""


import sys

from doc_pages import findings, is_korean, pages
from doc_glossary import check_glossary
from doc_references import check_references
from doc_tutorials import check_tutorials
from doc_translations import check_translations


def main():
    page_list = pages()
    check_references(page_list)
    check_translations(page_list)
    check_glossary(page_list)
    tutorials = check_tutorials()
    for finding in findings:
        print(finding)
    if findings:
        print(f"docs: {len(findings)} finding(s) in the documentation's references and translations")
        return 1
    korean = sum(1 for p in page_list if is_korean(p))
    print(
        f"docs: {len(page_list)} pages name only what exists; {korean} Korean pages match their English ones; "
        f"{tutorials} tutorial files pair up"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
