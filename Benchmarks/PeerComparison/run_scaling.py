"""Runs both scaling executables at N = 1,000 … each scenario's largest N, alternating the two
libraries three times and keeping each one's best, and prints a Markdown table with growth
exponents. A run over the time limit is reported as such and stops that scenario's growth."""
import math
import subprocess
import sys

rx, ours = sys.argv[1], sys.argv[2]
only = set(sys.argv[3:])
LIMIT = 150  # seconds for one process (three rounds)


def run(binary, scenario, count):
    try:
        out = subprocess.run([binary, scenario, str(count), "3"], capture_output=True, text=True, timeout=LIMIT)
    except subprocess.TimeoutExpired:
        return None, None
    name, n, ms, checksum = out.stdout.split()
    return float(ms), int(checksum)


listing = subprocess.run([ours], capture_output=True, text=True).stdout.split("\n")
scenarios = [(line.split()[0], int(line.split()[1])) for line in listing if line.strip()]
print("| scenario | N | RxSwift ms | ours ms | RxSwift growth | ours growth |")
print("|---|--:|--:|--:|--:|--:|")
for scenario, maximum in scenarios:
    if only and scenario not in only:
        continue
    previous = {"rx": None, "ours": None}
    stopped = {"rx": False, "ours": False}
    count = 1_000
    while count <= maximum:
        best = {"rx": None, "ours": None}
        sums = {}
        for _ in range(3):
            for side, binary in (("rx", rx), ("ours", ours)):
                if stopped[side]:
                    continue
                ms, checksum = run(binary, scenario, count)
                if ms is None:
                    stopped[side] = True
                    continue
                sums[side] = checksum
                best[side] = ms if best[side] is None else min(best[side], ms)
        if len(set(sums.values())) > 1:
            sys.exit(f"{scenario} {count}: checksums differ {sums}")

        def cell(side):
            return "> %d s" % LIMIT if best[side] is None else "%.2f" % best[side]

        def growth(side):
            if best[side] is None or previous[side] is None:
                return ""
            return "%.2f" % math.log10(best[side] / max(previous[side], 1e-3))

        print(f"| {scenario} | {count:,} | {cell('rx')} | {cell('ours')} | {growth('rx')} | {growth('ours')} |", flush=True)
        previous = dict(best)
        if stopped["rx"] and stopped["ours"]:
            break
        count *= 10
