#!/usr/bin/env python3
"""Fails on a write to the terminal that bypasses the terminal gate.

Every byte that leaves for the terminal goes through one gate, TerminalGate's
`TerminalText.escaped` (issue 54): frames through TerminalUI's `FrameRenderer`, everything else
through `StandardStream.output` / `StandardStream.error`, the servers' log lines through
`GatedLogHandler`, ArgumentParser's messages through `mainWithSafeOutput()`. This reads the Swift
sources of the apps and servers (Apps/Sources) and of the terminal toolkit (Sources/TerminalUI,
Sources/TerminalGate) and fails on any other way to standard output or standard error: `print`,
`FileHandle.standardError`, `fputs`, `write(STDERR_FILENO, …)`, swift-log's raw
`StreamLogHandler` (also what `Logger(label:)` without a factory uses), ArgumentParser's own
`main()`. The few writes that must stay raw are listed below with the reason, and how many
times each file may make them.

Not covered: the library's RxCore and RxUI (`debug`, the binding error in release, URLSession
logging print as RxSwift documents; the apps never call them, which this checks for `debug`).

Usage: check-terminal-writes.py [--self-test]. Runs in well under a second.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCOPES = ["Apps/Sources", "Sources/TerminalUI", "Sources/TerminalGate"]

BYPASSES = {
    "print": re.compile(r"(?<![\w.])(print|debugPrint|dump)\("),
    "FileHandle": re.compile(r"FileHandle\.standard(Error|Output)|FileHandle\(fileDescriptor:\s*[12]\b"),
    "stdio": re.compile(r"(?<![\w.])(fputs|fwrite|fprintf|printf|puts|putchar|vfprintf|perror|fflush)\("),
    "write(2)": re.compile(r"(?<![\w])write\(\s*(STDERR_FILENO|STDOUT_FILENO|[12]\s*,)"),
    "StreamLogHandler": re.compile(r"StreamLogHandler|Logger\(label:\s*[^,()]*\)(?!\s*\{)"),
    "ArgumentParser": re.compile(r"\.(main|exit)\(\s*(withError:[^)]*)?\)|(?<![\w.])exit\(withError:"),
    "debug operator": re.compile(r"\.debug\("),
}

# (file, bypass) -> (times allowed, why it must stay raw)
ALLOWED = {
    ("Sources/TerminalUI/TTYTerminal.swift", "write(2)"): (
        6,
        "the renderer's own channel (escape sequences; each cell's text went through the gate in "
        "FrameRenderer), restoring the terminal, and the crash handler's message and the replay of "
        "captured standard error: async-signal-safe, prepared through the gate / ByteEscaper",
    ),
    ("Apps/Sources/TerminalCrashProbe/main.swift", "FileHandle"): (
        1,
        "a test fixture: writes raw to standard error while the screen is up, so the end-to-end "
        "test can check that the replay escapes it",
    ),
    ("Apps/Sources/TerminalCrashProbe/main.swift", "print"): (1, "a test fixture: the crash itself"),
}


def code_lines(text):
    """Yields (number, line) with `//` comments removed and string literals emptied."""
    for number, line in enumerate(text.splitlines(), 1):
        out, in_string, index = [], False, 0
        while index < len(line):
            char = line[index]
            if char == "\\" and in_string:
                index += 2
                continue
            if char == '"':
                in_string = not in_string
            elif not in_string and line.startswith("//", index):
                break
            elif in_string:
                index += 1
                continue
            out.append(char)
            index += 1
        yield number, "".join(out)


def problems_in(relative, text):
    """The bypasses in one file's text, past what ALLOWED lets it make."""
    found = []
    counts = {}
    for number, line in code_lines(text):
        for name, pattern in BYPASSES.items():
            if pattern.search(line):
                counts[name] = counts.get(name, 0) + 1
                allowed = ALLOWED.get((relative, name), (0, ""))[0]
                if counts[name] > allowed:
                    found.append(f"{relative}:{number}: {name} bypasses the terminal gate: {line.strip()}")
    # An executable's entry point must be the gated one.
    if re.search(r"^@main\b", text, re.M) and "ParsableCommand" in text and "mainWithSafeOutput()" not in text:
        found.append(f"{relative}: @main command without `static func main() {{ mainWithSafeOutput() }}`")
    return found


def check(root):
    problems = []
    for scope in SCOPES:
        for path in sorted((root / scope).rglob("*.swift")):
            relative = path.relative_to(root).as_posix()
            problems += problems_in(relative, path.read_text(encoding="utf-8"))
    return problems


def self_test():
    """Each bypass is caught, a comment or a string is not, the allowance is counted."""
    caught = {
        'print("x")': "print",
        'FileHandle.standardError.write(Data("x".utf8))': "FileHandle",
        'fputs("x", stderr)': "stdio",
        "_ = Glibc.write(STDERR_FILENO, p, n)": "write(2)",
        "write(2, p, n)": "write(2)",
        'var logger = Logger(label: "server")': "StreamLogHandler",
        "Command.main()": "ArgumentParser",
        "Command.exit(withError: error)": "ArgumentParser",
        'source.debug("x")': "debug operator",
    }
    failures = []
    for line, name in caught.items():
        found = problems_in("Apps/Sources/X/x.swift", line + "\n")
        if not any(f" {name} bypasses" in problem for problem in found):
            failures.append(f"not caught: {line}")
    for line in [
        '// print("x") in a comment',
        'let s = "print(x) // not a comment"',
        'StandardStream.error.write("x")',
        'Logger(label: "x") { GatedLogHandler(label: $0) }',
        "blueprint(x)",
        "model.printable(x)",
    ]:
        if problems_in("Apps/Sources/X/x.swift", line + "\n"):
            failures.append(f"wrongly caught: {line}")
    allowed_file = "Apps/Sources/TerminalCrashProbe/main.swift"
    if problems_in(allowed_file, "print(x)\n") or not problems_in(allowed_file, "print(x)\nprint(y)\n"):
        failures.append("the allowance is not counted")
    if not problems_in("Apps/Sources/X/main.swift", "@main\nstruct A: ParsableCommand {}\n"):
        failures.append("an ungated @main command is not caught")
    return failures


def main():
    failures = self_test()
    if failures:
        print("check-terminal-writes: the self-test failed:\n  " + "\n  ".join(failures), file=sys.stderr)
        return 1
    if sys.argv[1:] == ["--self-test"]:
        print("check-terminal-writes: self-test passed")
        return 0
    problems = check(ROOT)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(
            f"check-terminal-writes: {len(problems)} write(s) to the terminal bypass the gate: write through "
            "StandardStream (TerminalGate), or add the line to ALLOWED with the reason it must stay raw",
            file=sys.stderr,
        )
        return 1
    print("check-terminal-writes: every write to the terminal goes through the gate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
