"""Every repository path, product, command and `--flag` a page names exists (see
Scripts/check-doc-references.py)."""

import glob
import os
import re
import subprocess

from doc_pages import ROOT, read, report, split_page

# Flags of programs that are not in this repository and have no `--help` to read here.
EXTERNAL_FLAGS = {
    "--grouping": "package-benchmark's plugin (swift package benchmark)",
    "--target": "package-benchmark's plugin (swift package benchmark)",
    "--strict": "swift format lint",
    "--in-place": "swift format",
    "--recursive": "swift format lint",
    "--parallel": "swift format lint",
    "--cache-sim": "valgrind --tool=cachegrind",
}


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
