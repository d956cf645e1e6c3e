#!/usr/bin/env python3
"""Builds RxDataSources' own test suite, unchanged, against this package's Differentiator and
RxDataSources modules, runs it and prints how many tests passed.

    Scripts/check-rxdatasources.py ~/src/RxDataSources
    Scripts/check-rxdatasources.py https://github.com/RxSwiftCommunity/RxDataSources.git

The argument is where RxDataSources comes from: a clone (a working copy or a bare repository)
or a URL, as ``git clone`` takes it. Tag 5.0.2 (``--tag``) is cloned from it into a scratch
folder (``--work``, default ``/tmp/rxdatasources-check``); a folder that is not a git
repository is taken to be that tag's files already and is copied. Nothing of it is committed
here.

RxDataSources' test target (``Tests/RxDataSourcesTests``: its Differentiator tests, whose
iOS-only collection-view file compiles to nothing elsewhere) is copied unchanged into a scratch
package whose manifest, written here, is the only new file: one test target depending on this
package's ``Differentiator`` and ``RxDataSources`` products, in Swift 5 mode as RxDataSources
builds it, with the target's Info.plist left out (an Xcode file). Tests run in parallel mode, so
that a test that crashes counts as one failure instead of ending the run. The logs stay in the
scratch folder.

Then, beyond its tests, our ``Diff`` is compared with RxDataSources' own on random pairs of
snapshots (``--pairs``, default 20000; 0 skips it): a second scratch package builds RxDataSources'
``Sources/Differentiator``, unchanged, as a module named ``ReferenceDifferentiator`` beside ours,
and a program written here diffs each pair with both and compares every field of every
changeset (or the error and its payload). Half the pairs are a snapshot and an edit of it, the
other half two unrelated snapshots; one in ten repeats an identity.

Exits 1 unless the suite builds and every test passes, and no pair differs.
"""

import argparse
import os
import shutil
import subprocess
import sys

from xunit import test_results

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The scratch package: RxDataSources' test target, built against this package (by path, as the
# folder ``ReactiveMVVM`` beside it).
MANIFEST = """// swift-tools-version:5.9
// Written by check-rxdatasources.py: RxDataSources' own tests against ReactiveMVVM's modules.
import PackageDescription

let package = Package(
    name: "RxDataSourcesCheck",
    platforms: [.macOS("15.0")],
    dependencies: [.package(path: "../ReactiveMVVM")],
    targets: [
        .testTarget(
            name: "RxDataSourcesTests",
            dependencies: [
                .product(name: "Differentiator", package: "ReactiveMVVM"),
                .product(name: "RxDataSources", package: "ReactiveMVVM"),
            ],
            exclude: ["Info.plist"]
        )
    ],
    swiftLanguageVersions: [.v5]
)
"""


# The comparison package: RxDataSources' Differentiator under another module name, and ours.
COMPARISON_MANIFEST = """// swift-tools-version:5.9
// Written by check-rxdatasources.py: RxDataSources' Diff against ReactiveMVVM's, pair by pair.
import PackageDescription

let package = Package(
    name: "DiffComparison",
    platforms: [.macOS("15.0")],
    dependencies: [.package(path: "../ReactiveMVVM")],
    targets: [
        .target(name: "ReferenceDifferentiator", exclude: ["Info.plist", "Differentiator.h"]),
        .executableTarget(
            name: "CompareDiffs",
            dependencies: [
                "ReferenceDifferentiator", .product(name: "Differentiator", package: "ReactiveMVVM"),
            ]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
"""

# The comparison program. Items and sections conform to both modules' protocols; a changeset is
# written out field by field, an error as its case and payload.
COMPARISON_PROGRAM = r"""
import Differentiator
import ReferenceDifferentiator

struct Item: Differentiator.IdentifiableType, ReferenceDifferentiator.IdentifiableType, Equatable,
    CustomStringConvertible {
    let id: Int
    let version: Int
    var identity: Int { id }
    var description: String { "\(id).\(version)" }
}

struct Section: Differentiator.AnimatableSectionModelType, ReferenceDifferentiator.AnimatableSectionModelType,
    Equatable, CustomStringConvertible {
    let id: Int
    var items: [Item]
    var identity: Int { id }
    init(id: Int, items: [Item]) { self.id = id; self.items = items }
    init(original: Section, items: [Item]) { self.init(id: original.id, items: items) }
    var description: String { "s\(id)\(items)" }
}

func describe(_ path: Differentiator.ItemPath) -> String { "\(path.sectionIndex).\(path.itemIndex)" }
func describe(_ path: ReferenceDifferentiator.ItemPath) -> String { "\(path.sectionIndex).\(path.itemIndex)" }

func describe(_ c: Differentiator.Changeset<Section>) -> String {
    [
        "reload \(c.reloadData)", "original \(c.originalSections)", "final \(c.finalSections)",
        "insertedSections \(c.insertedSections)", "deletedSections \(c.deletedSections)",
        "movedSections \(c.movedSections.map { "\($0.from)>\($0.to)" })", "updatedSections \(c.updatedSections)",
        "insertedItems \(c.insertedItems.map(describe))", "deletedItems \(c.deletedItems.map(describe))",
        "movedItems \(c.movedItems.map { describe($0.from) + ">" + describe($0.to) })",
        "updatedItems \(c.updatedItems.map(describe))",
    ].joined(separator: "; ")
}

func describe(_ c: ReferenceDifferentiator.Changeset<Section>) -> String {
    [
        "reload \(c.reloadData)", "original \(c.originalSections)", "final \(c.finalSections)",
        "insertedSections \(c.insertedSections)", "deletedSections \(c.deletedSections)",
        "movedSections \(c.movedSections.map { "\($0.from)>\($0.to)" })", "updatedSections \(c.updatedSections)",
        "insertedItems \(c.insertedItems.map(describe))", "deletedItems \(c.deletedItems.map(describe))",
        "movedItems \(c.movedItems.map { describe($0.from) + ">" + describe($0.to) })",
        "updatedItems \(c.updatedItems.map(describe))",
    ].joined(separator: "; ")
}

func ours(_ initial: [Section], _ final: [Section]) -> String {
    do {
        return try Differentiator.Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
            .map(describe).joined(separator: "\n")
    } catch let error as Differentiator.Diff.Error {
        switch error {
        case .duplicateItem(let item): return "duplicateItem \(item)"
        case .duplicateSection(let section): return "duplicateSection \(section)"
        case .invalidInitializerImplementation(let s, let items, let id): return "invalid \(s) \(items) \(id)"
        }
    } catch { return "other error \(error)" }
}

func reference(_ initial: [Section], _ final: [Section]) -> String {
    do {
        return try ReferenceDifferentiator.Diff.differencesForSectionedView(
            initialSections: initial, finalSections: final
        ).map(describe).joined(separator: "\n")
    } catch let error as ReferenceDifferentiator.Diff.Error {
        switch error {
        case .duplicateItem(let item): return "duplicateItem \(item)"
        case .duplicateSection(let section): return "duplicateSection \(section)"
        case .invalidInitializerImplementation(let s, let items, let id): return "invalid \(s) \(items) \(id)"
        }
    } catch { return "other error \(error)" }
}

/// A fixed linear congruential generator: the same pairs on every run.
struct Generator {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

func main() {
    let pairs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0
    var random = Generator()
    func snapshot(repeating: Bool) -> [Section] {
        var sectionIds = Array(0..<7)
        var itemIds = Array(0..<16)
        var sections: [Section] = []
        for _ in 0..<random.below(6) {
            let id = repeating && random.below(8) == 0 ? random.below(7) : sectionIds.remove(at: random.below(sectionIds.count))
            var items: [Item] = []
            for _ in 0..<random.below(5) where !itemIds.isEmpty {
                let itemId = repeating && random.below(12) == 0 ? random.below(16) : itemIds.remove(at: random.below(itemIds.count))
                items.append(Item(id: itemId, version: random.below(3) == 0 ? 1 : 0))
            }
            sections.append(Section(id: id, items: items))
        }
        return sections
    }
    func edit(_ sections: [Section]) -> [Section] {
        var result = sections
        for _ in 0..<(1 + random.below(4)) {
            switch random.below(6) {
            case 0 where !result.isEmpty: result.remove(at: random.below(result.count))
            case 1: result.insert(Section(id: 20 + random.below(5), items: [Item(id: 40 + random.below(9), version: 0)]), at: random.below(result.count + 1))
            case 2 where result.count > 1: result.swapAt(random.below(result.count), random.below(result.count))
            case 3 where !result.isEmpty:
                let s = random.below(result.count)
                if !result[s].items.isEmpty { result[s].items.remove(at: random.below(result[s].items.count)) }
            case 4 where !result.isEmpty:
                let from = random.below(result.count), to = random.below(result.count)
                if !result[from].items.isEmpty {
                    let item = result[from].items.remove(at: random.below(result[from].items.count))
                    result[to].items.insert(Item(id: item.id, version: item.version + random.below(2)), at: random.below(result[to].items.count + 1))
                }
            default:
                if !result.isEmpty {
                    let s = random.below(result.count)
                    result[s].items.insert(Item(id: 60 + random.below(9), version: 0), at: random.below(result[s].items.count + 1))
                }
            }
        }
        return result
    }
    var differing = 0
    var outcomes: [String: Int] = [:]
    for pair in 0..<pairs {
        let repeating = pair % 10 == 9
        let initial = snapshot(repeating: repeating)
        let final = pair % 2 == 0 ? edit(initial) : snapshot(repeating: repeating)
        let expected = reference(initial, final)
        let actual = ours(initial, final)
        let outcome = expected.hasPrefix("duplicate") ? String(expected.prefix(while: { $0 != " " }))
            : "\(expected.isEmpty ? 0 : expected.split(separator: "\n").count) changesets"
        outcomes[outcome, default: 0] += 1
        if expected != actual {
            differing += 1
            if differing <= 5 {
                print("differs: \(initial) -> \(final)\n  RxDataSources: \(expected)\n  ours: \(actual)")
            }
        }
    }
    let summary = outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    print("compared \(pairs) pairs (\(summary)): \(differing) differ")
}

main()
"""


def run(command, cwd, log_path):
    with open(log_path, "w") as log:
        return subprocess.run(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT).returncode


def fetch(source, tag, destination):
    """Tag `tag` of RxDataSources from `source` in `destination`; returns the commit, or
    "files" for a folder copied as it is."""
    if os.path.exists(destination):
        shutil.rmtree(destination)
    is_folder = os.path.isdir(source)
    is_repository = not is_folder or subprocess.run(
        ["git", "-C", source, "rev-parse", "--git-dir"], capture_output=True
    ).returncode == 0
    if not is_repository:
        shutil.copytree(source, destination, ignore=shutil.ignore_patterns(".build", ".git"))
        return "files"
    clone = subprocess.run(
        ["git", "clone", "--quiet", "--no-checkout", source, destination], capture_output=True, text=True
    )
    if clone.returncode != 0:
        sys.exit(f"git clone {source} failed:\n{clone.stderr}")
    checkout = subprocess.run(
        ["git", "-C", destination, "checkout", "--quiet", f"refs/tags/{tag}"], capture_output=True, text=True
    )
    if checkout.returncode != 0:
        sys.exit(f"{source} has no tag {tag}:\n{checkout.stderr}")
    return subprocess.run(
        ["git", "-C", destination, "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()


def prepare_package(checkout, package, ours):
    """The scratch package: the manifest above and RxDataSources' test target, unchanged."""
    if os.path.exists(package):
        shutil.rmtree(package)
    tests = os.path.join(checkout, "Tests", "RxDataSourcesTests")
    if not os.path.isdir(tests):
        sys.exit(f"{checkout}: no Tests/RxDataSourcesTests")
    shutil.copytree(tests, os.path.join(package, "Tests", "RxDataSourcesTests"))
    open(os.path.join(package, "Package.swift"), "w").write(MANIFEST)
    link = os.path.join(os.path.dirname(package), "ReactiveMVVM")
    if os.path.islink(link) or os.path.exists(link):
        os.remove(link)
    os.symlink(os.path.abspath(ours), link)
    return sorted(os.listdir(os.path.join(package, "Tests", "RxDataSourcesTests")))


def compare(checkout, work, pairs):
    """Builds the comparison package and diffs `pairs` pairs of snapshots with both; returns
    how many differ, or None when it does not build."""
    package = os.path.join(work, "DiffComparison")
    if os.path.exists(package):
        shutil.rmtree(package)
    shutil.copytree(os.path.join(checkout, "Sources", "Differentiator"),
                    os.path.join(package, "Sources", "ReferenceDifferentiator"))
    os.makedirs(os.path.join(package, "Sources", "CompareDiffs"))
    open(os.path.join(package, "Sources", "CompareDiffs", "main.swift"), "w").write(COMPARISON_PROGRAM)
    open(os.path.join(package, "Package.swift"), "w").write(COMPARISON_MANIFEST)
    build_log = os.path.join(package, "build.log")
    if run(["swift", "build", "-c", "release"], package, build_log) != 0:
        print(f"    the comparison did not build, see {build_log}")
        return None
    # RxDataSources' Diff prints each duplicate it finds; only the comparison's own lines count.
    result = subprocess.run([os.path.join(package, ".build", "release", "CompareDiffs"), str(pairs)],
                            cwd=package, capture_output=True, text=True)
    open(os.path.join(package, "compare.log"), "w").write(result.stdout)
    lines = [line for line in result.stdout.splitlines()
             if line.startswith(("differs:", "  RxDataSources:", "  ours:", "compared "))]
    for line in lines:
        print(f"    {line}")
    summary = [line for line in lines if line.startswith("compared ")]
    if result.returncode != 0 or not summary:
        print(f"    the comparison stopped (status {result.returncode}), see {package}/compare.log")
        return None
    return int(summary[-1].rsplit(": ", 1)[1].split()[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", help="a clone of RxDataSources, or its URL (tag --tag is cloned from it)")
    parser.add_argument("--tag", default="5.0.2", help="the RxDataSources release whose tests run (default 5.0.2)")
    parser.add_argument("--ours", default=REPOSITORY, help="this package (default: the repository the script is in)")
    parser.add_argument("--work", default="/tmp/rxdatasources-check", help="the scratch folder")
    parser.add_argument("--pairs", type=int, default=20000,
                        help="random pairs of snapshots to diff with RxDataSources' Diff and ours (0: none)")
    arguments = parser.parse_args()

    os.makedirs(arguments.work, exist_ok=True)
    checkout = os.path.join(arguments.work, f"RxDataSources-{arguments.tag}")
    commit = fetch(arguments.source, arguments.tag, checkout)
    package = os.path.join(arguments.work, "RxDataSourcesCheck")
    files = prepare_package(checkout, package, arguments.ours)
    print(f"RxDataSources {arguments.tag} ({commit}): its tests unchanged ({', '.join(files)})", flush=True)

    build_log = os.path.join(package, "build.log")
    built = run(["swift", "build", "--build-tests"], package, build_log) == 0
    total, failed = 0, []
    if built:
        xunit = os.path.join(package, "tests.xml")
        run(["swift", "test", "--skip-build", "--parallel", "--num-workers", "2", "--xunit-output", xunit],
            package, os.path.join(package, "test.log"))
        total, failed = test_results(xunit)
        for test in failed:
            print(f"    failed: {test}")
    else:
        errors = sum(1 for line in open(build_log) if ": error:" in line)
        print(f"    build failed: {errors} error lines, see {build_log}")
    passed = total - len(failed)
    print(f"RxDataSources {arguments.tag} tests on ours: built={'yes' if built else 'no'}, "
          f"{total} run, {passed} passed, {len(failed)} failed (logs in {package})")
    differing = 0
    if arguments.pairs > 0:
        differing = compare(checkout, arguments.work, arguments.pairs)
        print(f"RxDataSources {arguments.tag} Diff against ours: "
              + ("did not run" if differing is None else f"{arguments.pairs} pairs, {differing} differ"))
    sys.exit(0 if built and total > 0 and not failed and differing == 0 else 1)


if __name__ == "__main__":
    main()
