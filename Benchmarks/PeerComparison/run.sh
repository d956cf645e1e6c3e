#!/usr/bin/env bash
# Side by side in one session: RxSwift 6.9.1, OpenCombine 0.14.0 and this library, release,
# the same scenario source compiled against RxSwift and against our RxSwift/RxCocoa module
# names. Usage: RXSWIFT=/path/to/RxSwift-6.9.1-checkout bash Benchmarks/PeerComparison/run.sh
# (RxSwift is not among this machine's package copies: `fetch` it, then
# `git clone --branch 6.9.1 <its git dir> <folder>`). Nothing here runs in CI.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
library=$(cd "$here/../.." && pwd)
: "${RXSWIFT:?set RXSWIFT to a checkout of RxSwift 6.9.1}"
root=${PEER_ROOT:-$(mktemp -d)}
export PEER_ROOT=$root
echo "working in $root"
mkdir -p "$root/common" "$root/rx/Sources/bench" "$root/ours/Sources/bench" "$root/oc/Sources/ocbench"
for file in Scenarios.swift DriverScenarios.swift Floor.swift; do
    sed -e 's/^import RxCore$/import RxSwift/' -e 's/^import RxUI$/import RxCocoa/' \
        "$library/Benchmarks/Benchmarks/RxThroughput/$file" > "$root/common/$file"
done
cp "$here/bench-main.swift" "$root/common/main.swift"
for side in rx ours; do
    for file in Scenarios.swift DriverScenarios.swift Floor.swift main.swift; do ln -sf "$root/common/$file" "$root/$side/Sources/bench/$file"; done
done
cp "$here/opencombine-main.swift" "$root/oc/Sources/ocbench/main.swift"
cat > "$root/rx/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "rxbench", dependencies: [.package(path: "$RXSWIFT")],
  targets: [.executableTarget(name: "bench", dependencies: [.product(name: "RxSwift", package: "$(basename "$RXSWIFT")"), .product(name: "RxCocoa", package: "$(basename "$RXSWIFT")")])])
MANIFEST
cat > "$root/ours/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "oursbench", dependencies: [.package(name: "ReactiveMVVM", path: "$library")],
  targets: [.executableTarget(name: "bench", dependencies: [.product(name: "RxSwift", package: "ReactiveMVVM"), .product(name: "RxCocoa", package: "ReactiveMVVM")])])
MANIFEST
cat > "$root/oc/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "ocbench", dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")],
  targets: [.executableTarget(name: "ocbench", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")])])
MANIFEST
gcc -O2 -shared -fPIC -o "$root/malloccount.so" "$here/malloccount.c" -ldl
for side in rx ours oc; do (cd "$root/$side" && swift build -c release 2>&1 | tail -1); done
echo "== instructions (callgrind) and allocations per event: scenario, RxSwift instr, mallocs, ours instr, mallocs"
python3 "$here/run_counts.py"
echo "== wall clock, ns per event (median over 7 alternating rounds of each process's best of 3): scenario, RxSwift, ours, ratio"
python3 "$here/run_wall.py" 7
echo "== OpenCombine: its program, ns, instr, mallocs | our equivalent, ns, instr, mallocs"
python3 "$here/run_oc.py"
