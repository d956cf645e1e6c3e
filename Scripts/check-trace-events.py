#!/usr/bin/env python3
"""Checks a lane trace against Chrome's Trace Event Format, field by field.

Usage: check-trace-events.py TRACE.json     (exit 1 and a line per problem if it does not conform)
       check-trace-events.py --self-test    (the check must reject broken traces and accept a good one)

What it checks, from the format's documentation ("Trace Event Format", Google, the JSON Object
Format): the document is an object whose `traceEvents` is a list; every event has `name` (string),
`ph` (string), `pid` and `tid` (integers); every event but metadata (`M`) has a numeric `ts` in
microseconds, never earlier than the previous one on its track (pid, tid) — the order the
recorder promises; `X` has a numeric `dur` >= 0 and complete events on one track nest; `i`/`I`
have a scope `s` of `g`, `p` or `t` when given; `B`/`E` pair up on their track; `M` has an
`args` object, and `thread_name`/`process_name` give `args.name` as a string; every track that
carries events is named by a `thread_name` event. The CI writes the trace from
RxLanesTests (TraceEventFormatTests, with TEST_LOG_DIR set) and runs this on it.
"""
import json
import sys

PHASES = {"X", "i", "I", "B", "E", "M"}


def problems_of(document):
    problems = []
    if not isinstance(document, dict) or not isinstance(document.get("traceEvents"), list):
        return ["the document is not an object with a traceEvents list"]
    last_time, open_spans, open_begins, named, used = {}, {}, {}, set(), set()
    for index, event in enumerate(document["traceEvents"]):
        where = f"event {index}"
        if not isinstance(event, dict):
            problems.append(f"{where}: not an object")
            continue
        name, phase, pid, tid = event.get("name"), event.get("ph"), event.get("pid"), event.get("tid")
        if not isinstance(name, str) or not isinstance(phase, str):
            problems.append(f"{where}: name and ph must be strings")
            continue
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (pid, tid)):
            problems.append(f"{where}: pid and tid must be integers")
            continue
        if phase not in PHASES:
            problems.append(f"{where}: phase {phase!r} is not one this trace writes")
            continue
        track = (pid, tid)
        if phase == "M":
            args = event.get("args")
            if not isinstance(args, dict):
                problems.append(f"{where}: M without an args object")
            elif name in ("thread_name", "process_name") and not isinstance(args.get("name"), str):
                problems.append(f"{where}: {name} without a string args.name")
            elif name == "thread_name":
                named.add(track)
            continue
        used.add(track)
        time = event.get("ts")
        if not isinstance(time, (int, float)) or isinstance(time, bool):
            problems.append(f"{where}: no numeric ts")
            continue
        if track in last_time and time < last_time[track]:
            problems.append(f"{where}: ts {time} before {last_time[track]} on track {pid}/{tid}")
        last_time[track] = time
        if phase == "X":
            duration = event.get("dur")
            if not isinstance(duration, (int, float)) or isinstance(duration, bool) or duration < 0:
                problems.append(f"{where}: X without a numeric dur >= 0")
                continue
            stack = open_spans.setdefault(track, [])
            while stack and stack[-1] <= time:
                stack.pop()
            if stack and time + duration > stack[-1]:
                problems.append(f"{where}: X span overlaps the span it starts in on track {pid}/{tid}")
            stack.append(time + duration)
        elif phase in ("i", "I"):
            if "s" in event and event["s"] not in ("g", "p", "t"):
                problems.append(f"{where}: instant scope {event['s']!r} is not g, p or t")
        elif phase == "B":
            open_begins.setdefault(track, []).append(name)
        elif phase == "E":
            if not open_begins.get(track):
                problems.append(f"{where}: E without a B on track {pid}/{tid}")
            else:
                open_begins[track].pop()
    for track, names in sorted(open_begins.items()):
        if names:
            problems.append(f"track {track[0]}/{track[1]}: B without E ({', '.join(names)})")
    for track in sorted(used - named):
        problems.append(f"track {track[0]}/{track[1]} has no thread_name")
    return problems


def self_test():
    named = {"name": "thread_name", "ph": "M", "pid": 1, "tid": 1, "args": {"name": "lane"}}
    good = {"traceEvents": [
        named,
        {"name": "subscription 1", "ph": "X", "pid": 1, "tid": 1, "ts": 0, "dur": 10},
        {"name": "a", "ph": "i", "s": "t", "pid": 1, "tid": 1, "ts": 5},
        {"name": "subscription 2", "ph": "X", "pid": 1, "tid": 1, "ts": 10, "dur": 5},
        {"name": "b", "ph": "B", "pid": 1, "tid": 1, "ts": 20},
        {"name": "b", "ph": "E", "pid": 1, "tid": 1, "ts": 21},
    ]}
    broken = {
        "time going back": [named, {"name": "a", "ph": "i", "pid": 1, "tid": 1, "ts": 5},
                            {"name": "b", "ph": "i", "pid": 1, "tid": 1, "ts": 4}],
        "X without dur": [named, {"name": "a", "ph": "X", "pid": 1, "tid": 1, "ts": 5}],
        "overlapping X": [named, {"name": "a", "ph": "X", "pid": 1, "tid": 1, "ts": 0, "dur": 10},
                          {"name": "b", "ph": "X", "pid": 1, "tid": 1, "ts": 5, "dur": 10}],
        "unnamed track": [{"name": "a", "ph": "i", "pid": 1, "tid": 2, "ts": 5}],
        "E without B": [named, {"name": "a", "ph": "E", "pid": 1, "tid": 1, "ts": 5}],
        "B without E": [named, {"name": "a", "ph": "B", "pid": 1, "tid": 1, "ts": 5}],
        "string tid": [named, {"name": "a", "ph": "i", "pid": 1, "tid": "1", "ts": 5}],
        "bad scope": [named, {"name": "a", "ph": "i", "s": "x", "pid": 1, "tid": 1, "ts": 5}],
        "metadata without args": [{"name": "thread_name", "ph": "M", "pid": 1, "tid": 1}],
    }
    failures = [f"a good trace was refused: {problems_of(good)}"] if problems_of(good) else []
    failures += [f"not refused: {case}" for case, events in broken.items() if not problems_of({"traceEvents": events})]
    for failure in failures:
        print(f"check-trace-events self-test: {failure}", file=sys.stderr)
    return 1 if failures else 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        with open(arguments[0], encoding="utf-8") as file:
            document = json.load(file)
    except (OSError, ValueError) as error:
        print(f"{arguments[0]}: cannot read the trace: {error}", file=sys.stderr)
        return 1
    problems = problems_of(document)
    for problem in problems:
        print(f"{arguments[0]}: {problem}", file=sys.stderr)
    if problems:
        return 1
    events = document["traceEvents"]
    tracks = {(e["pid"], e["tid"]) for e in events if e.get("ph") != "M"}
    print(f"{arguments[0]}: {len(events)} events on {len(tracks)} tracks follow the Trace Event Format")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
