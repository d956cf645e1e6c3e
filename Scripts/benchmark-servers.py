#!/usr/bin/env python3
"""Load figures for the two servers, with Hummingbird's hello world as the ceiling, in one run.

Release builds, loopback only, every load bounded in time: requests per second and p50/p99
latency for three routes of each server at 1, 64 and 256 connections (wrk, 5 s each), RSS
before and after; a request's latency with 10,000 idle connections open; RSS over 1,000,000
mixed requests (errors included). Prints Markdown tables. Run it through
Scripts/benchmark-servers.sh, which builds what it measures.
"""
import os, re, resource, socket, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, ".build-release/release/github-fixture-server")
RETRO = os.path.join(ROOT, ".build-release/release/retrospect-server")
HELLO = os.path.join(ROOT, ".build-release-hello/release/hello-server")
DURATION = os.environ.get("BENCH_DURATION", "5s")

def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))

def wait_for_port(port):
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    sys.exit(f"nothing listens on {port}")

def start(command, port):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for_port(port)
    return process

def wrk(url, connections, script=None, duration=DURATION):
    threads = str(min(2, connections))
    command = ["wrk", "-t", threads, "-c", str(connections), "-d", duration, "--latency"] + (["-s", script] if script else []) + [url]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    total = int(re.search(r"(\d+) requests in", output).group(1))
    def latency(label):
        match = re.search(rf"^\s+{label}%\s+([\d.]+)(us|ms|s)\s*$", output, re.M)
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
    return rps, latency("50"), latency("99"), total

def get_latency_ms(port, path):
    start_time = time.perf_counter()
    connection = socket.create_connection(("127.0.0.1", port), timeout=30)
    connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    answer = b""
    while chunk := connection.recv(65536):
        answer += chunk
    connection.close()
    assert answer.startswith(b"HTTP/1.1 200"), answer[:80]
    return (time.perf_counter() - start_time) * 1000

def main():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    database = os.path.join(tempfile.mkdtemp(), "bench.sqlite")
    servers = [
        ("github-fixture-server", [FIXTURE, "--port", "18110", "--read-timeout", "300"], 18110,
         ["/users/octocat", "/search/repositories?q=swift", "/users/octocat/repos"]),
        ("retrospect-server", [RETRO, "--port", "18111", "--database", database, "--idle-timeout", "300"], 18111,
         ["/goals?status=complete", "/retrospects/count", "/goals/1"]),
        ("Hummingbird hello world (ceiling)", [HELLO, "18112"], 18112, ["/"]),
    ]
    print(f"Machine: {os.cpu_count()} cores; wrk {DURATION} per row; {time.strftime('%Y-%m-%d')}\n")
    print("| server | route | connections | requests/s | p50 ms | p99 ms |")
    print("|---|---|--:|--:|--:|--:|")
    memory = []
    for name, command, port, routes in servers:
        process = start(command, port)
        before = rss_kib(process.pid)
        for route in routes:
            for connections in (1, 64, 256):
                rps, p50, p99, _ = wrk(f"http://127.0.0.1:{port}{route}", connections)
                print(f"| {name} | `{route}` | {connections} | {rps:,.0f} | {p50:.2f} | {p99:.2f} |", flush=True)
        memory.append((name, before, rss_kib(process.pid)))
        process.terminate()
        process.wait()
    print("\n| server | RSS before (MiB) | RSS after the load above (MiB) |")
    print("|---|--:|--:|")
    for name, before, after in memory:
        print(f"| {name} | {before / 1024:.1f} | {after / 1024:.1f} |")

    print("\n| server | idle connections open | request latency, median of 20 (ms) | max (ms) |")
    print("|---|--:|--:|--:|")
    for name, command, port, routes in servers[:2]:
        process = start(command, port)
        idle = []
        for _ in range(10_000):
            idle.append(socket.create_connection(("127.0.0.1", port), timeout=30))
        time.sleep(1)
        samples = [get_latency_ms(port, routes[0]) for _ in range(20)]
        print(f"| {name} | {len(idle):,} | {statistics.median(samples):.1f} | {max(samples):.1f} |", flush=True)
        for connection in idle:
            connection.close()
        process.terminate()
        process.wait()

    memory_over_a_million(servers)


# Each server's mix: its routes and as many bad requests (unknown routes, bad parameters).
MIXED_PATHS = {
    "github-fixture-server": ["/users/octocat", "/search/repositories?q=swift", "/no/such/route",
                              "/users/octocat/repos?page=abc", "/users/nobody-here", "/users/octocat/events?per_page=-5"],
    "retrospect-server": ["/goals?status=complete", "/retrospects/count", "/no/such/route",
                          "/goals?status=bogus", "/goals/999999", "/goals?status=active&lastGoalId=abc"],
}


def memory_over_a_million(servers):
    """RSS after a warm-up and after 1,000,000 mixed requests, half of them errors."""
    print("\n| server | mixed requests (half of them errors) | RSS after the warm-up (MiB) | RSS after (MiB) | growth (MiB) | requests |")
    print("|---|---|--:|--:|--:|--:|")
    for name, command, port, _ in servers[:2]:
        script = os.path.join(tempfile.mkdtemp(), "mixed.lua")
        paths = ", ".join(f'"{path}"' for path in MIXED_PATHS[name])
        with open(script, "w") as lua:
            lua.write(f'local paths = {{{paths}}}\n'
                      'local i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n')
        process = start(command, port)
        _, _, _, warm = wrk(f"http://127.0.0.1:{port}/", 8, script, "2s")
        after_warm = rss_kib(process.pid)
        total = warm
        while total < 1_000_000:
            _, _, _, count = wrk(f"http://127.0.0.1:{port}/", 64, script, "10s")
            total += count
        after_million = rss_kib(process.pid)
        process.terminate()
        process.wait()
        print(f"| {name} | `{'`, `'.join(MIXED_PATHS[name])}` | {after_warm / 1024:.1f} | {after_million / 1024:.1f} | "
              f"{(after_million - after_warm) / 1024:+.1f} | {total:,} |", flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--memory-only"]:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        database = os.path.join(tempfile.mkdtemp(), "bench.sqlite")
        memory_over_a_million([
            ("github-fixture-server", [FIXTURE, "--port", "18110", "--read-timeout", "300"], 18110, []),
            ("retrospect-server", [RETRO, "--port", "18111", "--database", database, "--idle-timeout", "300"], 18111, []),
        ])
        sys.exit(0)
    main()
