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
scratch folder. Exits 1 unless the suite builds and every test passes.
"""

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

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


def test_results(xunit_path):
    """The test cases in an xunit report: how many ran and the names of those that failed."""
    if not os.path.exists(xunit_path):
        return 0, []
    cases = ElementTree.parse(xunit_path).getroot().findall(".//testcase")
    failed = [
        f'{c.get("classname")}.{c.get("name")}'
        for c in cases
        if c.find("failure") is not None or c.find("error") is not None
    ]
    return len(cases), failed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", help="a clone of RxDataSources, or its URL (tag --tag is cloned from it)")
    parser.add_argument("--tag", default="5.0.2", help="the RxDataSources release whose tests run (default 5.0.2)")
    parser.add_argument("--ours", default=REPOSITORY, help="this package (default: the repository the script is in)")
    parser.add_argument("--work", default="/tmp/rxdatasources-check", help="the scratch folder")
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
    sys.exit(0 if built and total > 0 and not failed else 1)


if __name__ == "__main__":
    main()
