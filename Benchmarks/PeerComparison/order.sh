#!/usr/bin/env bash
# Event order, side by side: the same expressions (order-main.swift) compiled against RxSwift
# 6.9.1 and against this library's RxSwift module name; prints each one's order when they
# differ and exits 1, else how many agree. Usage:
#   RXSWIFT=/path/to/RxSwift-6.9.1-checkout bash Benchmarks/PeerComparison/order.sh
# (`fetch` RxSwift, then `git clone --branch 6.9.1 <its git dir> <folder>`). Not run in CI.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
library=$(cd "$here/../.." && pwd)
: "${RXSWIFT:?set RXSWIFT to a checkout of RxSwift 6.9.1}"
root=${PEER_ROOT:-$(mktemp -d)}
for side in rx ours; do
  mkdir -p "$root/$side-order/Sources/order"
  cp "$here/order-main.swift" "$root/$side-order/Sources/order/main.swift"
done
cat > "$root/rx-order/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "rxorder", dependencies: [.package(path: "$RXSWIFT")],
  targets: [.executableTarget(name: "order", dependencies: [.product(name: "RxSwift", package: "$(basename "$RXSWIFT")")])])
MANIFEST
cat > "$root/ours-order/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "oursorder", dependencies: [.package(name: "ReactiveMVVM", path: "$library")],
  targets: [.executableTarget(name: "order", dependencies: [.product(name: "RxSwift", package: "ReactiveMVVM")])])
MANIFEST
for side in rx ours; do (cd "$root/$side-order" && swift build 2>&1 | tail -1 >&2); done
"$root/rx-order/.build/debug/order" > "$root/rx.txt"
"$root/ours-order/.build/debug/order" > "$root/ours.txt"
if diff "$root/rx.txt" "$root/ours.txt"; then
  echo "$(wc -l < "$root/rx.txt") expressions deliver in RxSwift 6.9.1's order"
else
  echo "the orders above differ (< RxSwift, > ours)"
  exit 1
fi
