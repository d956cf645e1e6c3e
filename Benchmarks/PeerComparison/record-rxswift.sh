#!/usr/bin/env bash
# Records what RxSwift 6.9.1 delivers for the scenarios of Tests/RxSwiftModuleNamesTests
# (TimelineScenarios.swift: time operators on 1,150 random timelines in virtual time;
# OrderScenarios.swift: event order where trampolined and immediate work mix;
# SubUnitTimingScenarios.swift: intervals in coarser units than the ticks, where RxSwift's
# throttle and delay round and ours do not) into the rxswift-6.9.1-*.txt files beside them,
# which AgainstRxSwiftTests compares with ours in CI. Then builds the same program against this
# library and prints how many runs agree (sub-unit timing: fewer, as AgainstRxSwiftTests lists).
# Usage:
#   RXSWIFT=/path/to/RxSwift-6.9.1-checkout bash Benchmarks/PeerComparison/record-rxswift.sh
# (`fetch` RxSwift, then `git clone --branch 6.9.1 <its git dir> <folder>`). Not run in CI.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
library=$(cd "$here/../.." && pwd)
tests="$library/Tests/RxSwiftModuleNamesTests"
: "${RXSWIFT:?set RXSWIFT to a checkout of RxSwift 6.9.1}"
root=${PEER_ROOT:-$(mktemp -d)}
seeds=$(sed -n 's/.*static let timelineSeeds = \([0-9]*\).*/\1/p' "$tests/AgainstRxSwiftTests.swift")
for side in rx ours; do
  mkdir -p "$root/$side-record/Sources/record"
  cp "$here/record-main.swift" "$root/$side-record/Sources/record/main.swift"
  cp "$tests/TimelineScenarios.swift" "$tests/OrderScenarios.swift" "$tests/SubUnitTimingScenarios.swift" \
    "$root/$side-record/Sources/record/"
done
rx=$(basename "$RXSWIFT")
cat > "$root/rx-record/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "rxrecord", dependencies: [.package(path: "$RXSWIFT")],
  targets: [.executableTarget(name: "record", dependencies: [.product(name: "RxSwift", package: "$rx"), .product(name: "RxTest", package: "$rx")])])
MANIFEST
cat > "$root/ours-record/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "oursrecord", dependencies: [.package(name: "ReactiveMVVM", path: "$library")],
  targets: [.executableTarget(name: "record", dependencies: [.product(name: "RxSwift", package: "ReactiveMVVM"), .product(name: "RxTest", package: "ReactiveMVVM")])])
MANIFEST
for side in rx ours; do (cd "$root/$side-record" && swift build 2>&1 | tail -1 >&2); done
"$root/rx-record/.build/debug/record" order > "$tests/rxswift-6.9.1-order.txt"
"$root/rx-record/.build/debug/record" timelines "$seeds" > "$tests/rxswift-6.9.1-timelines.txt"
"$root/rx-record/.build/debug/record" subunit "$seeds" > "$tests/rxswift-6.9.1-subunit.txt"
status=0
for kind in order timelines subunit; do
  "$root/ours-record/.build/debug/record" "$kind" "$seeds" > "$root/ours-$kind.txt"
  total=$(wc -l < "$tests/rxswift-6.9.1-$kind.txt")
  differing=$(diff "$tests/rxswift-6.9.1-$kind.txt" "$root/ours-$kind.txt" | grep -c '^<' || true)
  echo "$kind: $((total - differing)) of $total runs as RxSwift 6.9.1 records them"
  # The sub-unit runs differ by design, as many as AgainstRxSwiftTests.subUnitDifferences lists.
  if [ "$differing" -gt 0 ] && [ "$kind" != subunit ]; then status=1; fi
done
exit $status
