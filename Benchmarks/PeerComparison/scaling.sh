#!/usr/bin/env bash
# How cost grows with N, side by side: RxSwift 6.9.1 and this library, release, the same source
# (scaling-main.swift and ../Benchmarks/RxScaling/ScalingScenarios.swift) compiled against RxSwift
# and against our RxSwift module name.
# Usage: RXSWIFT=/path/to/RxSwift-6.9.1-checkout bash Benchmarks/PeerComparison/scaling.sh
# (`fetch` RxSwift, then `git clone --branch 6.9.1 <its git dir> <folder>`). Prints, per
# scenario and N, each library's best of 3 in milliseconds (the two processes alternate, three
# times) and each one's growth exponent log10(t(10N) / t(N)) — 1.0 is linear. Not run in CI.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
library=$(cd "$here/../.." && pwd)
: "${RXSWIFT:?set RXSWIFT to a checkout of RxSwift 6.9.1}"
root=${PEER_ROOT:-$(mktemp -d)}
echo "working in $root"
for side in rx ours; do
  mkdir -p "$root/$side-scaling/Sources/scaling"
  cp "$here/scaling-main.swift" "$root/$side-scaling/Sources/scaling/main.swift"
  cp "$here/../Benchmarks/RxScaling/ScalingScenarios.swift" "$root/$side-scaling/Sources/scaling/"
done
cat > "$root/rx-scaling/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "rxscaling", dependencies: [.package(path: "$RXSWIFT")],
  targets: [.executableTarget(name: "scaling", dependencies: [.product(name: "RxSwift", package: "$(basename "$RXSWIFT")"), .product(name: "RxRelay", package: "$(basename "$RXSWIFT")")])])
MANIFEST
cat > "$root/ours-scaling/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "oursscaling", dependencies: [.package(name: "ReactiveMVVM", path: "$library")],
  targets: [.executableTarget(name: "scaling", dependencies: [.product(name: "RxSwift", package: "ReactiveMVVM"), .product(name: "RxRelay", package: "ReactiveMVVM")])])
MANIFEST
for side in rx ours; do (cd "$root/$side-scaling" && swift build -c release 2>&1 | tail -1); done
python3 "$here/run_scaling.py" "$root/rx-scaling/.build/release/scaling" "$root/ours-scaling/.build/release/scaling" "$@"
