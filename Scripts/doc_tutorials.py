"""The DocC tutorials pair by name: `X.tutorial` has `X-ko.tutorial` with the same sections,
steps and code files in the same order (see Scripts/check-doc-references.py)."""

import glob
import os
import re

from doc_pages import ROOT, read, report


def tutorial_outline(text):
    """The skeleton of a tutorial: its sections, steps, code files and images, in order."""
    outline = []
    for match in re.finditer(r"@(Section|Steps|Step|Code|Image)\b(\([^)]*\))?", text):
        kind, arguments = match.group(1), match.group(2) or ""
        if kind == "Code":
            outline.append("Code " + (re.search(r'file:\s*"([^"]+)"', arguments) or [None, "?"])[1])
        elif kind == "Image":
            outline.append("Image " + (re.search(r'source:\s*"([^"]+)"', arguments) or [None, "?"])[1])
        else:
            outline.append(kind)
    return outline


def check_tutorials():
    found = sorted(
        os.path.relpath(p, ROOT)
        for pattern in ["Sources/*/*.docc/**/*.tutorial", "Apps/Sources/*/*.docc/**/*.tutorial"]
        for p in glob.glob(os.path.join(ROOT, pattern), recursive=True)
    )
    for page in found:
        text = read(page)
        if text.lstrip().startswith("@Tutorials"):
            continue
        if page.endswith("-ko.tutorial"):
            english = page[: -len("-ko.tutorial")] + ".tutorial"
            if not os.path.exists(os.path.join(ROOT, english)):
                report(page, 1, f"a Korean tutorial without its English counterpart `{english}`")
            elif tutorial_outline(read(english)) != tutorial_outline(text):
                report(page, 1, f"sections, steps or code files differ from `{english}`'s")
        else:
            korean = page[: -len(".tutorial")] + "-ko.tutorial"
            if not os.path.exists(os.path.join(ROOT, korean)):
                report(page, 1, f"has no Korean counterpart (`{korean}`)")
    return len(found)
