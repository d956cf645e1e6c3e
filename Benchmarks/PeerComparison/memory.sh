#!/usr/bin/env bash
# Memory held by one live subscription, side by side: RxSwift 6.9.1 and this library, release,
# the same source (memory-main.swift). Usage:
#   RXSWIFT=/path/to/RxSwift-6.9.1-checkout bash Benchmarks/PeerComparison/memory.sh
# (`fetch` RxSwift, then `git clone --branch 6.9.1 <its git dir> <folder>`). Prints a Markdown
# table of bytes per subscription (the usable size of the live heap blocks). Not run in CI.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
library=$(cd "$here/../.." && pwd)
: "${RXSWIFT:?set RXSWIFT to a checkout of RxSwift 6.9.1}"
root=${PEER_ROOT:-$(mktemp -d)}
echo "working in $root" >&2
for side in rx ours; do mkdir -p "$root/$side-memory/Sources/memory"; cp "$here/memory-main.swift" "$root/$side-memory/Sources/memory/main.swift"; done
rx=$(basename "$RXSWIFT")
cat > "$root/rx-memory/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "rxmemory", dependencies: [.package(path: "$RXSWIFT")],
  targets: [.executableTarget(name: "memory", dependencies: [.product(name: "RxSwift", package: "$rx"), .product(name: "RxRelay", package: "$rx"), .product(name: "RxCocoa", package: "$rx")])])
MANIFEST
cat > "$root/ours-memory/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "oursmemory", dependencies: [.package(name: "ReactiveMVVM", path: "$library")],
  targets: [.executableTarget(name: "memory", dependencies: [.product(name: "RxSwift", package: "ReactiveMVVM"), .product(name: "RxRelay", package: "ReactiveMVVM"), .product(name: "RxCocoa", package: "ReactiveMVVM")])])
MANIFEST
for side in rx ours; do (cd "$root/$side-memory" && swift build -c release 2>&1 | tail -1 >&2); done
gcc -O2 -shared -fPIC -o "$root/livebytes.so" "$here/livebytes.c" -ldl
rx_out=$(LD_PRELOAD="$root/livebytes.so" "$root/rx-memory/.build/release/memory")
ours_out=$(LD_PRELOAD="$root/livebytes.so" "$root/ours-memory/.build/release/memory")
echo "| live subscription of | RxSwift 6.9.1 bytes | ours bytes |"
echo "|---|--:|--:|"
paste <(echo "$rx_out") <(echo "$ours_out" | cut -f2) | awk -F'\t' '{ printf "| %s | %s | %s |\n", $1, $2, $3 }'
