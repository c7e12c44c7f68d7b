#!/usr/bin/env python3
"""Compares two reports of `Benchmarks/run.sh`: a saved baseline and a new run.

For every benchmark in both, prints the median (p50) wall clock and the malloc
count of each run and the change. A change counts as real only when the new
median falls outside the baseline's interquartile range (p25–p75) and differs
by more than 5%; otherwise it is "within noise". Two runs on a machine that
other work shares can differ by more than that: compare runs made under the
same load (run.sh records the load average in each report). Standard library
only.

    python3 Benchmarks/compare.py BASELINE.md NEW.md

Exit status: 0 when both reports have a wall-clock table (whatever changed),
1 otherwise.
"""
import sys

from ratios import fmt_time, table


def verdict(base, new):
    """faster / slower / within noise, from the baseline's quartiles."""
    p50, p25, p75 = base.get("p50"), base.get("p25"), base.get("p75")
    now = new.get("p50")
    if p50 is None or now is None or p50 == 0:
        return "–"
    change = (now - p50) / p50
    if abs(change) <= 0.05 or (p25 is not None and p75 is not None and p25 <= now <= p75):
        return "within noise"
    return "**slower**" if change > 0 else "faster"


def main():
    if len(sys.argv) != 3:
        print("usage: python3 Benchmarks/compare.py BASELINE.md NEW.md", file=sys.stderr)
        return 1
    with open(sys.argv[1], encoding="utf-8") as f:
        base_lines = f.readlines()
    with open(sys.argv[2], encoding="utf-8") as f:
        new_lines = f.readlines()
    base_time, new_time = table(base_lines, "Time (wall clock)"), table(new_lines, "Time (wall clock)")
    if not base_time or not new_time:
        print("compare.py: a report has no wall-clock table", file=sys.stderr)
        return 1
    base_malloc, new_malloc = table(base_lines, "Malloc (total)"), table(new_lines, "Malloc (total)")

    print("| benchmark | baseline p50 | new p50 | change | verdict | baseline mallocs | new mallocs |")
    print("|---|---:|---:|---:|---|---:|---:|")
    for name in sorted(set(base_time) & set(new_time)):
        base, new = base_time[name], new_time[name]
        change = "–"
        if base.get("p50") and new.get("p50") is not None:
            change = f"{(new['p50'] - base['p50']) / base['p50'] * 100:+.0f}%"
        mallocs = [table_.get(name, {}).get("p50") for table_ in (base_malloc, new_malloc)]
        mallocs = ["–" if m is None else f"{m:,.0f}" for m in mallocs]
        print(f"| {name} | {fmt_time(base.get('p50'))} | {fmt_time(new.get('p50'))} | {change} | {verdict(base, new)} | {mallocs[0]} | {mallocs[1]} |")
    only_base = sorted(set(base_time) - set(new_time))
    only_new = sorted(set(new_time) - set(base_time))
    if only_base:
        print(f"\nOnly in the baseline: {', '.join(only_base)}.")
    if only_new:
        print(f"\nOnly in the new run: {', '.join(only_new)}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
