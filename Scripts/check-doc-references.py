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
  or the short list of plugin flags below.

Then the translations: docs/Translations.md holds the table of pairs. Every page is in it; a
Korean page has its English counterpart, and the two have the same sections (the same
headings, level by level, up to `## Topics`) and the same code blocks (the same language and
the same code; comments may be translated). The pages that must have a Korean counterpart are
every DocC article, the README and the docs/ pages a user reads first (REQUIRED_DOCS).

The DocC tutorials (`*.tutorial` in a catalogue, but the table of contents) pair by name too:
`X.tutorial` has `X-ko.tutorial`, with the same sections, steps and code files in the same order.

Exits 1 and prints one line per finding; CI runs it from Scripts/check-docs.sh.
"""

import glob
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
TABLE = "docs/Translations.md"
# The docs/ pages a user reads first: they must have a Korean counterpart.
REQUIRED_DOCS = ["docs/CI.md", "docs/SwiftHub.md", "docs/Retrospect.md", "docs/Gallery.md", "docs/Compatibility.md"]
# Flags of programs that are not in this repository and have no `--help` to read here.
EXTERNAL_FLAGS = {
    "--grouping": "package-benchmark's plugin (swift package benchmark)",
    "--target": "package-benchmark's plugin (swift package benchmark)",
    "--strict": "swift format lint",
    "--in-place": "swift format",
    "--recursive": "swift format lint",
    "--parallel": "swift format lint",
}

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


# ---------------------------------------------------------------------------------------------
# What exists


def top_level():
    return {name for name in os.listdir(ROOT) if name not in {".git", ".build"}}


def products():
    return set(re.findall(r'\.library\(name:\s*"([^"]+)"', read("Package.swift")))


def executables():
    """Executable name -> its source folder, from Apps/Package.swift."""
    manifest = read("Apps/Package.swift")
    found = {}
    for match in re.finditer(r"\.executableTarget\(", manifest):
        chunk = manifest[match.end() : match.end() + 600]
        end = chunk.find(".executableTarget(")
        chunk = chunk if end < 0 else chunk[:end]
        name = re.search(r'name:\s*"([^"]+)"', chunk).group(1)
        path = re.search(r'path:\s*"([^"]+)"', chunk)
        found[name] = os.path.join("Apps", path.group(1) if path else os.path.join("Sources", name))
    return found


def kebab(name):
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()


def declared_flags(folder):
    """The long options an ArgumentParser command in `folder` declares."""
    flags = {"--help"}
    for path in glob.glob(os.path.join(ROOT, folder, "**", "*.swift"), recursive=True):
        text = open(path, encoding="utf-8").read()
        for match in re.finditer(r"@(Option|Flag)\b", text):
            rest = text[match.end() :]
            declaration = re.search(r"\bvar\s+(\w+)", rest)
            custom = re.search(r'\.customLong\("([^"]+)"\)', rest[: declaration.start()] if declaration else "")
            if custom:
                flags.add("--" + custom.group(1))
            elif declaration:
                flags.add("--" + kebab(declaration.group(1)))
    return flags


def swift_flags():
    flags = set()
    for command in (["build"], ["run"], ["test"], ["package"], ["package", "init"]):
        try:
            output = subprocess.run(
                ["swift", *command, "--help"], capture_output=True, text=True, timeout=120
            ).stdout
        except (OSError, subprocess.TimeoutExpired):
            continue
        flags |= set(re.findall(r"(--[a-z][a-z0-9-]+)", output))
    return flags


def script_flags():
    flags = set()
    for path in glob.glob(os.path.join(ROOT, "Scripts", "*")) + glob.glob(os.path.join(ROOT, ".ci", "*")):
        if os.path.isfile(path):
            flags |= set(re.findall(r"(--[a-z][a-z0-9-]+)", open(path, encoding="utf-8").read()))
    return flags


# ---------------------------------------------------------------------------------------------
# References


def exists(path):
    path = path.rstrip(".,:;")
    if "<" in path or "*" in path:
        pattern = re.sub(r"<[^>]*>", "*", path)
        return bool(glob.glob(os.path.join(ROOT, pattern)))
    return os.path.exists(os.path.join(ROOT, path))


PATH_TOKEN = re.compile(r"[A-Za-z0-9_.\-/*<>]+")


def check_path_token(page, line, token, roots):
    token = token.strip()
    first = token.split("/")[0]
    if first not in roots or not PATH_TOKEN.fullmatch(token) or "…" in token:
        return
    if first == token and "." not in token and not token.endswith("/"):
        return  # a bare word such as "Apps" or "Tests" in prose is a name, not a path
    if not exists(token):
        report(page, line, f"names `{token}`, which does not exist")


def check_links(page, number, line):
    for target in re.findall(r"\]\(([^)\s]+)\)", line):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = target.split("#")[0]
        resolved = os.path.normpath(os.path.join(os.path.dirname(page), path))
        if not os.path.exists(os.path.join(ROOT, resolved)) and not catalogue_image(page, line, target):
            report(page, number, f"links to `{target}`, which does not exist")


def catalogue_image(page, line, target):
    """DocC finds an article's image (`![alt](name.svg)`) by its file name anywhere in the
    article's catalogue (its Resources folder), not beside the page."""
    catalogue = os.path.dirname(page)
    if not catalogue.endswith(".docc") or f"]({target})" not in "".join(re.findall(r"!\[[^\]]*\]\([^)]*\)", line)):
        return False
    return bool(glob.glob(os.path.join(ROOT, catalogue, "**", os.path.basename(target)), recursive=True))


def check_command(page, number, text, apps, app_flags, known_flags):
    """A shell command line or a code span: its programs, files and flags."""
    words = text.split()
    app = None
    for index, word in enumerate(words):
        if word == "--package-path" and index + 1 < len(words):
            folder = words[index + 1]
            if not os.path.isdir(os.path.join(ROOT, folder)):
                report(page, number, f"`--package-path {folder}` is not a folder of the repository")
            elif folder == "Apps" and index + 2 < len(words) and words[:2] == ["swift", "run"]:
                name = words[index + 2]
                if name.startswith("-") or name in {"…", "..."}:
                    continue
                if name not in apps:
                    report(page, number, f"`swift run --package-path Apps {name}`: no such executable in Apps/Package.swift")
                else:
                    app = name
        if word in {"bash", "python3", "sh"} and index + 1 < len(words):
            target = words[index + 1]
            if "/" in target and not os.path.exists(os.path.join(ROOT, target)):
                report(page, number, f"`{word} {target}`: no such file")
    if words and words[0] in apps:
        app = words[0]
    after_app = False
    for word in words:
        if app and word == app:
            after_app = True
        for flag in re.findall(r"^(--[a-z][a-z0-9-]+)", word):
            if app and after_app:
                if flag not in app_flags[app]:
                    report(page, number, f"`{app}` takes no `{flag}`")
            elif flag not in known_flags:
                report(page, number, f"`{flag}` is not a flag of any program here")


def check_references(page_list):
    roots = top_level()
    library_products = products()
    apps = executables()
    app_flags = {name: declared_flags(folder) for name, folder in apps.items()}
    known_flags = set(EXTERNAL_FLAGS) | script_flags() | swift_flags() | set().union(*app_flags.values())
    for page in page_list:
        prose, blocks = split_page(read(page))
        for number, line in prose:
            check_links(page, number, line)
            for span in re.findall(r"`([^`]+)`", line):
                check_path_token(page, number, span, roots)
                if span.split()[0] in {"swift", "bash", "python3", "sh"} | set(apps) or span.startswith("--"):
                    check_command(page, number, span, apps, app_flags, known_flags)
        for block in blocks:
            for number, line in block["lines"]:
                for name in re.findall(r'\.product\(name:\s*"([^"]+)",\s*package:\s*"ReactiveMVVM"', line):
                    if name not in library_products:
                        report(page, number, f"product `{name}` is not a product of Package.swift")
                if block["language"] in {"sh", "bash", "shell", "console"}:
                    command = line.split(" #")[0].strip()
                    if command.startswith("$ "):
                        command = command[2:]
                    for word in command.split():
                        check_path_token(page, number, word, roots)
                    if command:
                        check_command(page, number, command, apps, app_flags, known_flags)


# ---------------------------------------------------------------------------------------------
# Translations


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


# ---------------------------------------------------------------------------------------------
# Tutorials


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


def headings(text):
    prose, _ = split_page(text)
    return "[" + ", ".join(l.strip() for _, l in prose if re.match(r"#{1,6}\s", l)) + "]"


def main():
    page_list = pages()
    check_references(page_list)
    check_translations(page_list)
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
