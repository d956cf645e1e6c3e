#!/usr/bin/env python3
"""Builds public libraries written for RxSwift 6, with their own test suites, against this
package and against RxSwift itself, and prints the README's table.

    Scripts/check-rxswift-libraries.py --rxswift ~/src/RxSwift-6.9.1 \\
        ~/src/ReactorKit-3.2.0 ~/src/ReactorKit-main ~/src/RxSwiftExt-6.2.1

Every library is copied into a scratch folder (``--work``, default ``/tmp/rxswift-libraries``)
twice: once beside a folder named ``RxSwift`` that is this package, once beside one that is
RxSwift's checkout. The only change to a library is the one a user makes: its manifest's
``.package(url: ".../RxSwift.git", ...)`` line becomes ``.package(path: "../RxSwift")``.
Nothing else in its files is edited, and nothing of it is committed here.

Linux portability glue that RxSwift needs as much as we do is appended to the copied manifest
(never to a source file): targets written in Objective-C or for SwiftUI are left out on Linux,
and ReactorKit's WeakMapTable dependency (Objective-C associated objects) is replaced by a
stand-in package written here with the same API.

For each library and each RxSwift the script reports whether it built, how many tests ran and
how many passed. Tests run in parallel mode, so that a test that crashes counts as one failure
instead of ending the run. The logs stay in the scratch folder.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

from xunit import test_results

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The stand-in for github.com/ReactorKit/WeakMapTable: same public API, Foundation-only. A key's
# entry is dropped on the next access after the key is freed (the original hooks deallocation
# through an Objective-C associated object, which Linux lacks).
WEAK_MAP_TABLE_MANIFEST = """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeakMapTable",
    products: [.library(name: "WeakMapTable", targets: ["WeakMapTable"])],
    targets: [.target(name: "WeakMapTable")]
)
"""

WEAK_MAP_TABLE_SOURCE = """import Foundation

/// A thread-safe map from objects, held weakly, to values, held strongly.
public final class WeakMapTable<Key: AnyObject, Value>: @unchecked Sendable {
    private struct Entry {
        weak var key: Key?
        var value: Value
    }

    private let lock = NSRecursiveLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}

    public func value(forKey key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        purge()
        return entries[ObjectIdentifier(key)]?.value
    }

    public func value(forKey key: Key, default: @autoclosure () -> Value) -> Value {
        lock.lock(); defer { lock.unlock() }
        purge()
        if let value = entries[ObjectIdentifier(key)]?.value { return value }
        let value = `default`()
        entries[ObjectIdentifier(key)] = Entry(key: key, value: value)
        return value
    }

    public func forceCastedValue<T>(forKey key: Key, default: @autoclosure () -> T) -> T {
        value(forKey: key, default: `default`() as! Value) as! T
    }

    public func setValue(_ value: Value?, forKey key: Key) {
        lock.lock(); defer { lock.unlock() }
        purge()
        if let value {
            entries[ObjectIdentifier(key)] = Entry(key: key, value: value)
        } else {
            entries[ObjectIdentifier(key)] = nil
        }
    }

    /// Drops the entries whose key was freed, so that an identifier reused by a new object
    /// never finds the old object's value.
    private func purge() {
        entries = entries.filter { $0.value.key != nil }
    }
}
"""

# Appended to a copied manifest on Linux: leaves out what cannot build there with RxSwift either.
# Objective-C targets (no runtime on Linux; the Swift code that uses them checks
# `canImport`) are dropped with the dependencies on them; targets for SwiftUI or Darwin-only
# APIs are dropped with every target that depends on them.
LINUX_GLUE = """
// --- Linux portability glue, added by check-rxswift-libraries.py ---
#if os(Linux)
let objectiveCTargets: Set<String> = [{objective_c}]
var appleOnlyTargets: Set<String> = [{apple_only}]
func dependencyName(_ dependency: Target.Dependency) -> String? {{
    switch dependency {{
    case .targetItem(let name, _), .byNameItem(let name, _): return name
    default: return nil
    }}
}}
var grew = true
while grew {{
    grew = false
    for target in package.targets where !appleOnlyTargets.contains(target.name) {{
        if target.dependencies.contains(where: {{ dependencyName($0).map(appleOnlyTargets.contains) ?? false }}) {{
            appleOnlyTargets.insert(target.name)
            grew = true
        }}
    }}
}}
package.targets.removeAll {{ objectiveCTargets.contains($0.name) || appleOnlyTargets.contains($0.name) }}
package.products.removeAll {{ product in
    ((product as? Product.Library)?.targets ?? []).contains {{ objectiveCTargets.contains($0) || appleOnlyTargets.contains($0) }}
}}
for target in package.targets {{
    target.dependencies.removeAll {{ dependencyName($0).map(objectiveCTargets.contains) ?? false }}
}}
#endif
"""


# Apple's unified logging, which a library's debug build may import (`import os.log`): on Linux
# an empty clang module named `os` with a `log` submodule lets the import resolve, and a Swift
# file added to the importing target (not an edit of its files) supplies the few names used.
OS_LOG_MODULE_MAP = """module os {
    module log {
        header "log.h"
        export *
    }
}
"""

OS_LOG_STAND_IN = """// Linux stand-in for os.log, added by check-rxswift-libraries.py.
#if os(Linux)
import Foundation

final class OSLog: @unchecked Sendable {
    init(subsystem: String, category: String) {}
}

enum OSLogType { case `default`, info, debug, error, fault }

func os_log(_ type: OSLogType, log: OSLog, _ format: StaticString, _ arguments: Any...) {
    FileHandle.standardError.write(("\\(type): \\(format) \\(arguments)\\n").data(using: .utf8)!)
}
#endif
"""


def targets_importing_os_log(library):
    found = []
    root = os.path.join(library, "Sources")
    for target in sorted(os.listdir(root)) if os.path.isdir(root) else []:
        folder = os.path.join(root, target)
        for directory, _, files in os.walk(folder):
            if any(f.endswith(".swift") and re.search(r"^\s*import os\.log\s*$", open(os.path.join(directory, f)).read(), re.M) for f in files):
                found.append(target)
                break
    return found


def add_os_log_stand_in(library, targets):
    include = os.path.join(library, "Sources", "os", "include")
    os.makedirs(include, exist_ok=True)
    open(os.path.join(include, "module.modulemap"), "w").write(OS_LOG_MODULE_MAP)
    open(os.path.join(include, "log.h"), "w").write("/* Linux stand-in for os/log.h: no declarations. */\n")
    open(os.path.join(library, "Sources", "os", "log.c"), "w").write("#include \"log.h\"\n")
    for target in targets:
        open(os.path.join(library, "Sources", target, "LinuxOSLogStandIn.swift"), "w").write(OS_LOG_STAND_IN)
    names = ", ".join(f'"{t}"' for t in targets)
    return f"""
// --- Linux stand-in for os.log, added by check-rxswift-libraries.py ---
#if os(Linux)
package.targets.append(.target(name: "os"))
for target in package.targets where [{names}].contains(target.name) {{
    target.dependencies.append(.target(name: "os"))
}}
#endif
"""


def run(command, cwd, log_path, env=None):
    with open(log_path, "w") as log:
        result = subprocess.run(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT, env=env)
    return result.returncode


def linux_unavailable_targets(library):
    """Targets written in Objective-C (no runtime on Linux), and targets importing SwiftUI or
    Darwin unconditionally."""
    objective_c_targets, apple_only_targets = [], []
    for group in ("Sources", "Tests"):
        root = os.path.join(library, group)
        if not os.path.isdir(root):
            continue
        for target in sorted(os.listdir(root)):
            folder = os.path.join(root, target)
            files = [os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs]
            if any(f.endswith(".m") for f in files):
                objective_c_targets.append(target)
            elif any(
                f.endswith(".swift") and re.search(r"^import (SwiftUI|Darwin)\s*$", open(f).read(), re.M)
                for f in files
            ):
                apple_only_targets.append(target)
    return objective_c_targets, apple_only_targets


# Import lines that only Apple's Foundation accepts, rewritten in the scratch copy on Linux (where
# Foundation has no submodules). RxSwift needs this as much as we do; nothing else is edited.
LINUX_IMPORT_REWRITES = [
    (re.compile(r"^import (class|struct|enum|func) Foundation\.\w+\.(\w+)$", re.M), r"import \1 Foundation.\2"),
]


def rewrite_linux_imports(folder):
    rewritten = []
    for directory, _, files in os.walk(folder):
        for file in files:
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            text = open(path).read()
            new = text
            for pattern, replacement in LINUX_IMPORT_REWRITES:
                new = pattern.sub(replacement, new)
            if new != text:
                open(path, "w").write(new)
                rewritten.append(os.path.relpath(path, folder))
    return rewritten


def prepare_library(checkout, destination):
    if os.path.exists(destination):
        shutil.rmtree(destination)
    shutil.copytree(checkout, destination, ignore=shutil.ignore_patterns(".build", ".git", "Package.resolved"))
    manifest_path = os.path.join(destination, "Package.swift")
    manifest = open(manifest_path).read()
    manifest, count = re.subn(
        r'\.package\(\s*url:\s*"https://github.com/ReactiveX/RxSwift(?:\.git)?"\s*,[^\n]*?\)(?=\s*[,\n\]])',
        '.package(path: "../RxSwift")',
        manifest,
    )
    if count != 1:
        sys.exit(f"{checkout}: expected one RxSwift dependency line, found {count}")
    manifest = re.sub(
        r'\.package\(\s*url:\s*"https://github.com/ReactorKit/WeakMapTable(?:\.git)?"\s*,[^\n]*?\)(?=\s*[,\n\]])',
        '.package(path: "../WeakMapTable")',
        manifest,
    )
    objective_c_targets, apple_only_targets = linux_unavailable_targets(destination)
    unavailable = objective_c_targets + apple_only_targets
    if unavailable:
        manifest += LINUX_GLUE.format(
            objective_c=", ".join(f'"{name}"' for name in objective_c_targets),
            apple_only=", ".join(f'"{name}"' for name in apple_only_targets),
        )
    if sys.platform.startswith("linux"):
        os_log_targets = [t for t in targets_importing_os_log(destination) if t not in unavailable]
        if os_log_targets:
            manifest += add_os_log_stand_in(destination, os_log_targets)
            print(f"    os.log stand-in added to: {', '.join(os_log_targets)}")
    open(manifest_path, "w").write(manifest)
    if sys.platform.startswith("linux"):
        for path in rewrite_linux_imports(destination):
            print(f"    Linux import line rewritten: {path}")
    return unavailable


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rxswift", required=True, help="a checkout of RxSwift (the control), e.g. tag 6.9.1")
    parser.add_argument("--ours", default=REPOSITORY, help="this package (default: the repository the script is in)")
    parser.add_argument("--work", default="/tmp/rxswift-libraries", help="the scratch folder")
    parser.add_argument("--only", choices=["ours", "rxswift"], help="build against one RxSwift only")
    parser.add_argument("libraries", nargs="+", help="checkouts of libraries that depend on RxSwift")
    arguments = parser.parse_args()

    flavours = [("ours", arguments.ours), ("rxswift", arguments.rxswift)]
    if arguments.only:
        flavours = [f for f in flavours if f[0] == arguments.only]
    results = {}
    for flavour, rxswift in flavours:
        root = os.path.join(arguments.work, flavour)
        os.makedirs(root, exist_ok=True)
        link = os.path.join(root, "RxSwift")
        if os.path.islink(link) or os.path.exists(link):
            os.remove(link)
        os.symlink(os.path.abspath(rxswift), link)
        weak_map_table = os.path.join(root, "WeakMapTable")
        os.makedirs(os.path.join(weak_map_table, "Sources", "WeakMapTable"), exist_ok=True)
        open(os.path.join(weak_map_table, "Package.swift"), "w").write(WEAK_MAP_TABLE_MANIFEST)
        open(os.path.join(weak_map_table, "Sources", "WeakMapTable", "WeakMapTable.swift"), "w").write(WEAK_MAP_TABLE_SOURCE)

        for checkout in arguments.libraries:
            name = os.path.basename(os.path.normpath(checkout))
            library = os.path.join(root, name)
            left_out = prepare_library(checkout, library)
            environment = dict(os.environ)
            print(f"[{flavour}] {name}: building (left out on Linux: {', '.join(left_out) or 'nothing'})", flush=True)
            build_status = run(["swift", "build", "--build-tests"], library, os.path.join(library, "build.log"), environment)
            total = passed = 0
            if build_status == 0:
                xunit = os.path.join(library, "tests.xml")
                run(["swift", "test", "--skip-build", "--parallel", "--num-workers", "2", "--xunit-output", xunit],
                    library, os.path.join(library, "test.log"), environment)
                total, failed = test_results(xunit)
                passed = total - len(failed)
                for test in failed:
                    print(f"    failed: {test}")
            else:
                errors = sum(1 for line in open(os.path.join(library, "build.log")) if ": error:" in line)
                print(f"    build failed: {errors} error lines, see {library}/build.log")
            results[(name, flavour)] = (build_status == 0, total, passed)
            print(f"[{flavour}] {name}: built={build_status == 0} tests passed {passed} of {total}", flush=True)

    print()
    print("| library | builds unchanged on ours | tests passed on ours | tests passed on RxSwift |")
    print("|---|---|--:|--:|")
    for checkout in arguments.libraries:
        name = os.path.basename(os.path.normpath(checkout))
        ours = results.get((name, "ours"), (False, 0, 0))
        control = results.get((name, "rxswift"), (False, 0, 0))
        print(f"| {name} | {'yes' if ours[0] else 'no'} | {ours[2]} of {ours[1]} | {control[2]} of {control[1]} |")


if __name__ == "__main__":
    main()
