#!/usr/bin/env bash
# Idle CPU of each app: starts it in tmux, waits for its first screen, then reads the process's
# user+system CPU ticks from /proc/PID/stat over a still period and prints the share of one core.
# Usage: Scripts/measure-idle-cpu.sh [seconds=10] [build folder=Apps/.build/release]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
bin=${2:-Apps/.build/release}
ticks_per_second=$(getconf CLK_TCK)
database=$(mktemp -d)/retrospect.sqlite
config=$(mktemp -d)
measure() {
    local name=$1 wait_for=$2; shift 2
    local session="idle-$name-$$"
    tmux new-session -d -s "$session" -x 100 -y 30 "XDG_CONFIG_HOME=$config $*; sleep 60"
    for _ in $(seq 100); do
        tmux capture-pane -p -t "$session" | grep -q "$wait_for" && break
        sleep 0.1
    done
    sleep 1
    local pid
    pid=$(pgrep -n -f "^$1( |$)")
    local before after
    before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    sleep "$seconds"
    after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    tmux kill-session -t "$session"
    printf '| %s | %d | %d | %.2f %% |\n' "$name" "$seconds" $((after - before)) "$(echo "100 * ($after - $before) / $ticks_per_second / $seconds" | bc -l)"
}
echo "| app | idle seconds | CPU ticks (1/$ticks_per_second s) | share of a core |"
echo "|---|--:|--:|--:|"
measure swifthub "Events · octocat" "$bin/swifthub"
measure retrospect "Completed goals" "$bin/retrospect" --database "$database"
measure gallery "Gallery" "$bin/gallery"
