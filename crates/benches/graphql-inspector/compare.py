"""Whole-process wall time of `xtask schema-diff` against graphql-inspector on one pair of schemas,
run interleaved (each round runs every command once) so that every tool sees the same machine.

    python3 compare.py [ROUNDS] [OLD NEW]

Needs a release build (`cargo build --release -p xtask`) and `npm install` in this directory.
Prints each command's median, min and max, and its ratio to ours.
"""
import pathlib
import statistics
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SCHEMAS = ROOT.parent / "shared" / "data" / "real-schemas"

rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
old, new = (sys.argv[2:4] if len(sys.argv) > 3 else
            [str(SCHEMAS / "github-2023-07-06.graphql"), str(SCHEMAS / "github-2024-07-08.graphql")])
commands = {
    "ours (xtask schema-diff --format json)":
        [str(ROOT / "target" / "release" / "xtask"), "schema-diff", old, new, "--format", "json"],
    "graphql-inspector diff (CLI 7.0.0)":
        [str(HERE / "node_modules" / ".bin" / "graphql-inspector"), "diff", old, new],
    "core diff(), SDL validated":
        ["node", str(HERE / "core-diff.mjs"), old, new],
    "core diff(), assumeValidSDL":
        ["node", str(HERE / "core-diff.mjs"), old, new, "--assume-valid"],
}
times = {name: [] for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[name].append(time.perf_counter() - start)
ours = statistics.median(next(iter(times.values())))
for name, runs in times.items():
    median = statistics.median(runs)
    print(f"{name:40s} median {median * 1000:7.1f} ms  min {min(runs) * 1000:7.1f}"
          f"  max {max(runs) * 1000:7.1f}  {median / ours:5.1f}x ours")
