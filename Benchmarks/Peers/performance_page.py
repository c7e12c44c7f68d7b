#!/usr/bin/env python3
"""Writes the performance page (Sources/Tabula/Tabula.docc/Performance.md)
from one run of make-performance-page.sh: the JSON lines of PeersComparison
and the markdown report of Benchmarks/run.sh. Every figure on the page comes
from those two outputs; nothing on it is written by hand. Standard library only.

    python3 performance_page.py --peers RUN.jsonl --report REPORT.md --run RUN.json --out PAGE.md

RUN.json holds what make-performance-page.sh recorded about the run: date,
commit, machine, Swift, the peers' versions, the command.
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from ratios import paired_medians, wall_clock_medians  # noqa: E402  (Benchmarks/ratios.py)

MAX_LINES = 150

LIBRARIES = [
    ("tabula-staged", "Tabula `StagedChangeset`"),
    ("tabula-changeset", "Tabula `Changeset`"),
    ("differencekit", "DifferenceKit `StagedChangeset`"),
    ("deepdiff", "DeepDiff `diff`"),
    ("listdiff", "ListDiff `List.diffing`"),
    ("stdlib", "Standard library `difference(from:).inferringMoves()`"),
    ("hash-floor", "Hash floor"),
]
SHORT = {
    "tabula-staged": "Tabula staged", "tabula-changeset": "Tabula changeset",
    "differencekit": "DifferenceKit", "deepdiff": "DeepDiff", "listdiff": "ListDiff",
    "stdlib": "standard library", "hash-floor": "hash floor",
}
PEERS = ["differencekit", "deepdiff", "listdiff"]
PEER_NAMES = {"differencekit": "DifferenceKit", "deepdiff": "DeepDiff", "listdiff": "ListDiff"}

SCENARIOS = [
    ("edit-5k", "1 section, 5,000 items: 1,000 deleted, 1,000 inserted, 200 moved"),
    ("edit-100k", "1 section, 100,000 items: 10,000 deleted, 10,000 inserted, 2,000 moved"),
    ("edit-1M", "1 section, 1,000,000 items: 100,000 deleted, 100,000 inserted, 20,000 moved"),
    ("update-100k", "1 section, 100,000 items, the same identifiers, 10,000 contents changed"),
    ("reversed-100k", "1 section, 100,000 items reversed"),
    ("identical-100k", "1 section, 100,000 equal items, built separately"),
    ("sectioned-100x1k", "100 sections of 1,000 items: 10% of items deleted, 10% inserted, "
                         "2% moved across sections; 5 sections deleted, 5 inserted, 5 moved"),
]

# The benchmarks of Benchmarks/run.sh the page quotes, and what each measures.
LIVE_QUERY = [
    ("Q1 incremental-update-one-100k", "`LiveQuery`, `.incremental` engine, 100k rows"),
    ("Q1 refetch-update-one-100k", "`LiveQuery`, `.refetch` engine (the default), 100k rows"),
    ("Q1 baseline-observation-snapshot-diff-100k",
     "without Tabula's live query: GRDB `ValueObservation`, a `Snapshot` built and diffed, 100k rows"),
    ("Q2 incremental-update-one-1M", "`LiveQuery`, `.incremental` engine, 1M rows"),
]
HEADLESS = [
    ("H1 headless-batch-one-row-100k", "one-row batch on 100k rows in 1,000 sections, checked as applied"),
    ("H1 baseline-uikit-reads-100k", "what UIKit itself reads after that batch (counts and one cell), no check"),
    ("H3 headless-batch-one-row-2000-row-section", "one-row batch in a 2,000-row section of 50k rows, `.touchedItems`"),
    ("H3 headless-batch-one-row-20-row-section", "the same in a 20-row section"),
    ("H3 baseline-touched-sections-2000-row-section", "the 2,000-row batch with the default check"),
]


def fmt_time(ns):
    if ns is None:
        return "–"
    if ns >= 1e9:
        return f"{ns / 1e9:.2f} s"
    if ns >= 1e6:
        return f"{ns / 1e6:.1f} ms" if ns >= 1e7 else f"{ns / 1e6:.2f} ms"
    return f"{ns / 1e3:.0f} μs"


def fmt_ratio(r):
    if r is None:
        return "–"
    if r < 0.01:
        return f"{r:.4f}×"
    if r < 0.1:
        return f"{r:.3f}×"
    return f"{r:.2f}×"


def fmt_count(n):
    return "–" if n is None else f"{n:,}"


def load_peers(path):
    time, memory, peers = {}, {}, {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line.startswith("{"):
                continue
            obj = json.loads(line)
            if obj["type"] == "peers":
                peers = obj
            elif obj["type"] == "time":
                time[(obj["scenario"], obj["library"])] = obj
            elif obj["type"] == "memory":
                memory[(obj["scenario"], obj["library"])] = obj
    return time, memory, peers


def median_time(entry):
    values = [t for t in entry.get("times_ns", []) if t is not None]
    return statistics.median(values) if values else None


def rounds(entry):
    return sum(1 for t in entry.get("times_ns", []) if t is not None)


def paired_ratio(tabula, other):
    """Median over the rounds both ran of Tabula's time ÷ the other's."""
    quotients = [a / b for a, b in zip(tabula.get("times_ns", []), other.get("times_ns", []))
                 if a is not None and b is not None and b > 0]
    return statistics.median(quotients) if quotients else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--peers", required=True)
    parser.add_argument("--report", required=True)
    parser.add_argument("--run", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    time, memory, peers = load_peers(args.peers)
    with open(args.report) as f:
        report = f.readlines()
    with open(args.run) as f:
        run = json.load(f)
    walls = wall_clock_medians(report)
    paired = paired_medians(report)
    missing = peers.get("missing", [])

    def cell_reason(entry):
        reason = entry.get("not_run")
        return {"no sections": "no sections", "not run": "not run", "not built": "not built"}.get(reason, "–")

    # Ratios of Tabula's staged changeset over each peer, for the summary.
    ratio_span = {}
    for peer in PEERS + ["stdlib", "hash-floor"]:
        values = []
        for scenario, _ in SCENARIOS:
            t, o = time.get((scenario, "tabula-staged")), time.get((scenario, peer))
            if t and o and "not_run" not in o:
                r = paired_ratio(t, o)
                if r is not None:
                    values.append(r)
        if values:
            ratio_span[peer] = (min(values), max(values))

    m1 = {lib: memory.get(("edit-1M", lib)) for lib, _ in LIBRARIES}

    def per_item(entry):
        if not entry or "added_bytes" not in entry or not entry.get("items"):
            return None
        return entry["added_bytes"] / entry["items"]

    out = []
    w = out.append
    w("# Performance")
    w("")
    w("How Tabula's diff compares with the libraries you would otherwise use, side by side in one run.")
    w("")
    w("## Overview")
    w("")
    parts = []
    for peer in PEERS:
        if peer in ratio_span:
            lo, hi = ratio_span[peer]
            parts.append(f"{fmt_ratio(lo)}–{fmt_ratio(hi)} of {PEER_NAMES[peer]}'s")
    if "hash-floor" in ratio_span:
        lo, hi = ratio_span["hash-floor"]
        parts.append(f"and {fmt_ratio(lo)}–{fmt_ratio(hi)} of the hash floor's")
    summary = ("In this run, Tabula's `StagedChangeset` took " + ", ".join(parts)
               + " time on the scenarios each handles (the hash floor builds one dictionary of the old "
               "identifiers and probes it with every new one, the least a hashing diff does). ") if parts else ""
    tab = per_item(m1["tabula-staged"])
    mem_parts = [f"{per_item(m1[p]):.0f} for {PEER_NAMES[p]}" for p in PEERS if per_item(m1[p]) is not None]
    if tab is not None:
        summary += f"At 1M items it added {tab:.0f} bytes per item to the peak memory"
        summary += (" (" + ", ".join(mem_parts) + ")") if mem_parts else ""
        summary += ". "
    summary += ("The tables below give every figure: time, the moves each library reports, the batches it stages, "
                "memory, then the live query and headless view figures, the machine, and how to run it yourself.")
    if missing:
        summary += " Not built in this run, so not quoted: " + ", ".join(PEER_NAMES[p] for p in missing) + "."
    w(summary)
    w("")
    w("## The run")
    w("")
    w("| | |")
    w("|---|---|")
    w(f"| date (UTC) | {run['date']} |")
    w(f"| commit | {run['commit']} |")
    w(f"| CPU | {run['cpu']} |")
    w(f"| cores | {run['cores']} |")
    w(f"| load average at start (1, 5, 15 min) | {run.get('load', '?')} |")
    w(f"| memory | {run['memory']} |")
    w(f"| OS | {run['os']} |")
    w(f"| Swift | {run['swift']} |")
    w(f"| peers | {run['peers']} |")
    w(f"| command | `{run['command']}` |")
    w("")
    try:
        load = float(run.get("load", "0").split()[0])
        cores = int(run["cores"])
    except (ValueError, IndexError, KeyError):
        load, cores = 0.0, 1
    busy = (f" Other processes kept the {cores} cores busy (load average {load:g} at the start): absolute "
            "times are noisy, the ratios less so.") if load > cores / 2 else ""
    w("Release builds. The diffs were timed in one process, in rounds: in each round every library ran once, "
      "in an order rotated from round to round, so that load from other processes falls on all of them alike. "
      "Times are medians over the rounds; a ratio is the median, over the rounds, of Tabula's time divided "
      "by the other library's in the same round." + busy)
    w("")
    w("## Scenarios")
    w("")
    w("Each scenario is built from a fixed seed, the same for every library; items are an integer identifier "
      "and an integer of content. DeepDiff, ListDiff and the standard library diff one flat array and take "
      "no sections.")
    w("")
    for scenario, text in SCENARIOS:
        w(f"- `{scenario}`: {text}.")
    w("")
    w("## Time")
    w("")
    w("Median time of one call; in parentheses, Tabula's `StagedChangeset` time divided by that library's "
      "(below 1× Tabula is faster). The standard library's diff is `difference(from:)` then `inferringMoves()`, "
      "which finds its moves; its time grows with items × changes, and it was not run where it would take minutes.")
    w("")
    cols = [lib for lib, _ in LIBRARIES if lib not in missing]
    w("| scenario | " + " | ".join(SHORT[c] for c in cols) + " |")
    w("|---|" + "---:|" * len(cols))
    for scenario, _ in SCENARIOS:
        cells = []
        t = time.get((scenario, "tabula-staged"))
        for lib in cols:
            e = time.get((scenario, lib))
            if not e:
                cells.append("–")
            elif "not_run" in e:
                cells.append(cell_reason(e))
            elif lib == "tabula-staged":
                cells.append(fmt_time(median_time(e)))
            else:
                cells.append(f"{fmt_time(median_time(e))} ({fmt_ratio(paired_ratio(t, e) if t else None)})")
        w(f"| {scenario} | " + " | ".join(cells) + " |")
    measured = [e for e in time.values() if "not_run" not in e]
    most = {}
    for e in measured:
        most[e["scenario"]] = max(most.get(e["scenario"], 0), len(e.get("times_ns", [])))
    by_count = {}
    for scenario, _ in SCENARIOS:
        if scenario in most:
            by_count.setdefault(most[scenario], []).append(f"`{scenario}`")
    fewest = min((rounds(e) for e in measured), default=0)
    w("")
    w("Rounds: " + "; ".join(f"{n} for {', '.join(names)}" for n, names in by_count.items())
      + ". A library stopped taking part once its calls in a scenario had taken longer than the run's budget "
      f"(the slowest ran {fewest}); its ratio then covers only the rounds it ran, and can differ from the "
      "quotient of the medians.")
    w("")
    w("## Moves and stages")
    w("")
    w("Moves each library reports (items and sections); for the libraries that stage, the number of batches "
      "(stages) it takes to apply the change. Fewer moves mean fewer rows animated across the list.")
    w("")
    mcols = [lib for lib in ["tabula-staged", "tabula-changeset", "differencekit", "deepdiff", "listdiff", "stdlib"]
             if lib not in missing]
    w("| scenario | " + " | ".join(
        f"{SHORT[c]} moves" + (" / stages" if c in ("tabula-staged", "differencekit") else "") for c in mcols) + " |")
    w("|---|" + "---:|" * len(mcols))
    for scenario, _ in SCENARIOS:
        cells = []
        for lib in mcols:
            e = time.get((scenario, lib))
            if not e:
                cells.append("–")
            elif "not_run" in e:
                cells.append(cell_reason(e))
            elif "stages" in e:
                cells.append(f"{fmt_count(e.get('moves'))} / {fmt_count(e['stages'])}")
            else:
                cells.append(fmt_count(e.get("moves")))
        w(f"| {scenario} | " + " | ".join(cells) + " |")
    w("")
    w("## Memory")
    w("")
    w("Peak memory one call adds on `edit-1M` (1,000,000 items), each in a fresh process, read from "
      "`/proc/self/status`: the peak resident set during the call (reset just before it) minus the resident "
      "set before it, with the inputs already built and the result alive at the reading.")
    w("")
    w("| library | added MiB | bytes per item | ÷ Tabula `StagedChangeset` |")
    w("|---|---:|---:|---:|")
    for lib, name in LIBRARIES:
        e = m1.get(lib)
        if lib in missing or not e:
            continue
        if "not_run" in e:
            continue
        bound = "" if e.get("exact") else "≤ "
        pi = per_item(e)
        ratio = f"{pi / tab:.2f}×" if tab and pi is not None else "–"
        w(f"| {name} | {bound}{e['added_bytes'] / 2**20:.1f} | {bound}{pi:.1f} | {ratio} |")
    w("")
    w("## Live queries")
    w("")
    w("Time from a commit that updates one row of a GRDB table to the update reaching the main actor "
      "(Tabula's `TabulaGRDB`), median of package-benchmark's samples.")
    w("")
    w("| benchmark | what | median |")
    w("|---|---|---:|")
    for name, text in LIVE_QUERY:
        v = walls.get(name)
        w(f"| {name.split()[0]} | {text} | {fmt_time(v[0] * 1e3) if v else 'not measured'} |")
    p = paired.get("Q1 paired refetch-over-baseline-100k")
    if p:
        w("")
        w(f"The `.refetch` engine took {fmt_ratio(p[0])} the baseline's time at 100k rows "
          "(median of per-sample quotients, both measured back to back in one process).")
    w("")
    w("## Headless view")
    w("")
    w("`HeadlessListView` (in `TabulaTesting`) applies a batch and checks it against UIKit's rules, "
      "so that list code is tested without a device. Median time of one batch:")
    w("")
    w("| benchmark | what | median |")
    w("|---|---|---:|")
    for name, text in HEADLESS:
        v = walls.get(name)
        w(f"| {name.split()[0]} | {text} | {fmt_time(v[0] * 1e3) if v else 'not measured'} |")
    w("")
    w("## Reproduce")
    w("")
    w("The comparison lives in `Benchmarks/Peers`, a package of its own that is not part of Tabula and "
      "downloads nothing while it runs: put the peers' sources in `Benchmarks/Peers/Checkouts` "
      "(`Benchmarks/Peers/README.md` gives the `git clone` commands and tags), then, from the repository root:")
    w("")
    w("```")
    w(run["command"])
    w("```")
    w("")
    w("It builds both benchmark packages in release mode, runs the comparison and the live query and "
      "headless benchmarks, and writes this page. Every figure here comes from that one run. A peer whose "
      "sources are missing is left out and named at the top.")
    w("")
    w("This page is written by that command; it is never edited by hand.")

    if len(out) > MAX_LINES:
        print(f"performance_page.py: the page has {len(out)} lines, more than {MAX_LINES}", file=sys.stderr)
        return 1
    out_path = args.out
    if os.path.islink(out_path):
        os.unlink(out_path)
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"Wrote {out_path} ({len(out)} lines).", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
