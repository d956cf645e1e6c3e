import os
import subprocess, re, sys
ROOT = os.environ["PEER_ROOT"]
libs = {"rx": ROOT + "/rx/.build/release/bench", "ours": ROOT + "/ours/.build/release/bench"}
names = subprocess.run([libs["ours"]], capture_output=True, text=True).stdout.split()
per_unit = {"publishSubjectPumpingTwoSubs": 2}
def base(name):
    if name.startswith("publishSubjectPumping"): return 100000
    if "Creating" in name: return 1000
    return 10000
def mallocs(lib, name, n):
    err = subprocess.run([libs[lib], name, str(n), "1"], capture_output=True, text=True, env={"LD_PRELOAD": ROOT + "/malloccount.so"}).stderr
    return int(re.search(r"MALLOCS (\d+)", err).group(1))
def instr(lib, name, n):
    err = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", libs[lib], name, str(n), "1"], capture_output=True, text=True).stderr
    return int(re.search(r"Collected : (\d+)", err).group(1))
only = sys.argv[1:] or names
for name in names:
    if name not in only: continue
    n = base(name); e = per_unit.get(name, 1)
    row = [name]
    for lib in ["rx", "ours"]:
        i = (instr(lib, name, 2*n) - instr(lib, name, n)) / (n*e)
        m = (mallocs(lib, name, 2*n) - mallocs(lib, name, n)) / (n*e)
        row += [f"{i:.0f}", f"{m:.1f}"]
    print(" ".join(row), flush=True)
