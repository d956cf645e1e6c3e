import os
import subprocess, statistics, re
ROOT = os.environ["PEER_ROOT"]
oc = ROOT + "/oc/.build/release/ocbench"; ours = ROOT + "/ours/.build/release/bench"
pairs = [("ocSubjectPumping", "publishSubjectPumping", 100000), ("ocMapFilterPumping", "mapFilterPumping", 10000),
         ("ocJustMapFilterCreating", "mapFilterCreating", 1000), ("ocSubjectMapFilterCreating", "subjectMapFilterCreating", 1000),
         ("ocSwitchToLatestPumping", "flatMapLatestPumping", 10000)]
def wall(binary, name):
    return float(subprocess.run([binary, name, "-", "3"], capture_output=True, text=True).stdout.split()[1])
def instr(binary, name, n):
    err = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, name, str(n), "1"], capture_output=True, text=True).stderr
    return int(re.search(r"Collected : (\d+)", err).group(1))
def mallocs(binary, name, n):
    err = subprocess.run([binary, name, str(n), "1"], capture_output=True, text=True, env={"LD_PRELOAD": ROOT + "/malloccount.so"}).stderr
    return int(re.search(r"MALLOCS (\d+)", err).group(1))
for o, p, n in pairs:
    w = {"oc": [], "ours": []}
    for r in range(7):
        for lib in (["oc", "ours"] if r % 2 == 0 else ["ours", "oc"]):
            w[lib].append(wall(oc, o) if lib == "oc" else wall(ours, p))
    io = (instr(oc, o, 2*n) - instr(oc, o, n)) / n; ip = (instr(ours, p, 2*n) - instr(ours, p, n)) / n
    mo = (mallocs(oc, o, 2*n) - mallocs(oc, o, n)) / n; mp = (mallocs(ours, p, 2*n) - mallocs(ours, p, n)) / n
    print(f"{o} {statistics.median(w['oc']):.1f} {io:.0f} {mo:.1f} | {p} {statistics.median(w['ours']):.1f} {ip:.0f} {mp:.1f}", flush=True)
