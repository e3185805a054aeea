#!/usr/bin/env python3
# Sums a Chrome trace written by LibTorch's profiler (bench_training --profile)
# per operator: self time (the operator's time minus the operators it called),
# calls and share, the largest first.
#   profile_summary.py TRACE.json [TOP]
# SPDX-License-Identifier: GPL-3.0-or-later
import collections
import json
import sys

trace = json.load(open(sys.argv[1]))
if isinstance(trace, dict):  # torch.profiler's export has the events under a key
    trace = trace["traceEvents"]
events = [e for e in trace if e.get("ph") == "X"]
top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
by_thread = collections.defaultdict(list)
for e in events:
    by_thread[e.get("tid")].append(e)
self_time = collections.Counter()
calls = collections.Counter()
for tid, evs in by_thread.items():
    evs.sort(key=lambda e: (e["ts"], -e["dur"]))
    stack = []  # (end, name)
    for e in evs:
        while stack and stack[-1][0] <= e["ts"]:
            stack.pop()
        if stack:  # time inside a child is not its parent's own
            self_time[stack[-1][1]] -= e["dur"]
        self_time[e["name"]] += e["dur"]
        calls[e["name"]] += 1
        stack.append((e["ts"] + e["dur"], e["name"]))
total = sum(self_time.values())
print(f"{'operator':44} {'self ms':>10} {'share':>7} {'calls':>8}")
for name, t in self_time.most_common(top):
    print(f"{name[:44]:44} {t / 1000:10.1f} {100 * t / total:6.1f}% {calls[name]:8}")
