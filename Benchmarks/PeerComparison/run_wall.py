import os
import subprocess, statistics, sys
ROOT = os.environ["PEER_ROOT"]
libs = {"rx": ROOT + "/rx/.build/release/bench", "ours": ROOT + "/ours/.build/release/bench"}
names = subprocess.run([libs["ours"]], capture_output=True, text=True).stdout.split()
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 7
out = {}
for name in names:
    res = {"rx": [], "ours": []}
    for r in range(rounds):
        order = ["rx", "ours"] if r % 2 == 0 else ["ours", "rx"]
        for lib in order:
            line = subprocess.run([libs[lib], name, "-", "3"], capture_output=True, text=True).stdout.strip().split()
            res[lib].append(float(line[1]))
    rx = statistics.median(res["rx"]); ours = statistics.median(res["ours"])
    out[name] = (rx, ours)
    print(f"{name} {rx:.1f} {ours:.1f} {rx/ours:.1f}", flush=True)
