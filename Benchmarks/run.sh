#!/usr/bin/env bash
# Runs Tabula's benchmarks and prints one markdown report (Benchmarks/README.md
# says how to read it): the machine, the scenario counts (BenchmarkCounts), the peak
# memory one call adds (BenchmarkMemory), the package-benchmark tables (wall
# clock and malloc count) and the ratios (ratios.py). The report is also saved
# to Benchmarks/results/ (git-ignored), build and tool logs beside it.
#
#   Benchmarks/run.sh                      # the measured run (3–5 minutes on 2 cores once built)
#   Benchmarks/run.sh --quick              # smoke run: a few iterations each
#   Benchmarks/run.sh --filter '.*5k.*'    # only benchmarks whose whole name matches
#   Benchmarks/run.sh --memory-only        # only the peak memory section (about 10 s once built)
#   Benchmarks/run.sh --with-stdlib-100k   # also the standard library's diff at 100k (~10 s per sample)
#   Benchmarks/run.sh --save-baseline NAME # also keep this report as baseline NAME
#   Benchmarks/run.sh --compare NAME       # end the report with the deltas against baseline NAME
#
# The peak memory section measures 9 single calls (edit-5k, edit-100k and
# edit-1M × Changeset, StagedChangeset, hash floor), each in a fresh process;
# --quick measures them all too, since each is one call already. Its
# measurements are named "memory <scenario> <method>" ("memory edit-1M staged").
# A --filter that does not mention "memory" skips the section, so that a
# filtered run stays as short as the benchmarks it selects; one that does
# measures the names it wholly matches ('memory.*', 'memory edit-1M .*',
# '(H1.*|memory.*)'). package-benchmark still runs with the same filter, and
# has nothing to run for a filter of memory names only: --memory-only skips it,
# the scenario counts and the ratios (and does not build package-benchmark).
#
# Baselines are reports kept in Benchmarks/results/baselines/ (git-ignored, like
# every report): save one before a change, compare after it (compare.py says
# which medians moved beyond the baseline's p25–p75 and by more than 5%).
#
# Needs only the Swift toolchain (6.3 or later) and python3: package-benchmark
# 1.38 on Swift 6.3 uses its own malloc interposer, built from source, and no
# jemalloc (see Benchmarks/Package.swift).
set -euo pipefail

# The comment at the top of this file (up to its first line that is not a comment).
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0" | sed 's/^# \{0,1\}//'; }

quick=0
memory_only=0
filter=""
stdlib100k=0
save_baseline=""
compare=
while [[ $# -gt 0 ]]; do
    case "$1" in
        --quick) quick=1 ;;
        --memory-only) memory_only=1 ;;
        --filter) filter="${2:?--filter needs a regular expression}"; shift ;;
        --filter=*) filter="${1#--filter=}" ;;
        --with-stdlib-100k) stdlib100k=1 ;;
        --save-baseline) save_baseline="${2:?--save-baseline needs a name}"; shift ;;
        --save-baseline=*) save_baseline="${1#--save-baseline=}" ;;
        --compare) compare="${2:?--compare needs a baseline name}"; shift ;;
        --compare=*) compare="${1#--compare=}" ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

# A baseline's name becomes a file name: letters, digits, '.', '_' and '-'.
for name in "$save_baseline" "$compare"; do
    if [[ -n "$name" && ! "$name" =~ ^[A-Za-z0-9._-]+$ ]]; then
        echo "run.sh: a baseline name may hold only letters, digits, '.', '_' and '-': $name" >&2
        exit 2
    fi
done

# A report of memory only has no wall-clock table to keep or to compare.
if [[ $memory_only == 1 && ( -n "$save_baseline" || -n "$compare" || $stdlib100k == 1 ) ]]; then
    echo "run.sh: --memory-only measures no benchmark: it takes no --save-baseline, --compare or --with-stdlib-100k" >&2
    exit 2
fi

# The memory section: always without a filter; with one, only if it mentions memory.
memory_section=1
if [[ -n "$filter" && ! "${filter,,}" == *memory* ]]; then
    memory_section=0
fi
if [[ $memory_only == 1 && $memory_section == 0 ]]; then
    echo "run.sh: with --memory-only, a --filter must name memory measurements ('memory.*', 'memory edit-1M .*')" >&2
    exit 2
fi

cmdline="Benchmarks/run.sh"
[[ $quick == 1 ]] && cmdline+=" --quick"
[[ $memory_only == 1 ]] && cmdline+=" --memory-only"
[[ -n "$filter" ]] && cmdline+=" --filter '$filter'"
[[ $stdlib100k == 1 ]] && cmdline+=" --with-stdlib-100k"
[[ -n "$save_baseline" ]] && cmdline+=" --save-baseline $save_baseline"
[[ -n "$compare" ]] && cmdline+=" --compare $compare"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
mkdir -p results
# Checked before the run, not after minutes of it.
if [[ -n "$compare" && ! -f "results/baselines/$compare.md" ]]; then
    echo "run.sh: no baseline named $compare in Benchmarks/results/baselines/ (save one with --save-baseline $compare)" >&2
    exit 2
fi
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
report="results/benchmark-$stamp.md"
buildlog="results/build-$stamp.log"
toollog="results/benchmark-tool-$stamp.log"
: > "$report"

emit() { tee -a "$report"; }

started=$(date +%s)
load_start="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"

commit="$(git -C .. rev-parse --short HEAD 2>/dev/null || echo unknown)"
if [[ -n "$(git -C .. status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
    commit="$commit (with uncommitted changes)"
fi
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || true)"
memory="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || true)"
swift_version="$(swift --version 2>/dev/null | head -1)"

echo "Building (release; log in Benchmarks/$buildlog)..." >&2
products=()
[[ $memory_only == 0 ]] && products+=(BenchmarkCounts)
[[ $memory_section == 1 ]] && products+=(BenchmarkMemory)
for product in "${products[@]}"; do
    if ! swift build -c release --product "$product" >> "$buildlog" 2>&1; then
        tail -40 "$buildlog" >&2
        echo "run.sh: the build failed; see Benchmarks/$buildlog" >&2
        exit 1
    fi
done
bin="$(swift build -c release --show-bin-path)"
benchmark_version="$(python3 - <<'PY' 2>/dev/null || true
import json
pins = json.load(open("Package.resolved"))["pins"]
print(next((p["state"].get("version", p["state"].get("revision", "?")) for p in pins if p["identity"] in ("benchmark", "package-benchmark")), "?"))
PY
)"

args=(--format markdown --grouping metric --time-units microseconds --path stdout --no-progress)
[[ -n "$filter" ]] && args+=(--filter "$filter")
mode="measured run"
[[ $quick == 1 ]] && mode="SMOKE RUN (TABULA_BENCH_QUICK=1: a few iterations each; not for any figure)"
[[ $memory_only == 1 ]] && mode="$mode, peak memory only"

{
    echo "# Tabula benchmark run"
    echo
    echo "| | |"
    echo "|---|---|"
    echo "| mode | $mode |"
    echo "| date (UTC) | $(date -u '+%Y-%m-%d %H:%M') |"
    echo "| commit | $commit |"
    echo "| command | \`$cmdline\` |"
    echo "| nproc | $(nproc) |"
    echo "| CPU | ${cpu:-unknown} |"
    echo "| memory | ${memory:-unknown} |"
    echo "| kernel | $(uname -sr) |"
    echo "| Swift | $swift_version |"
    echo "| package-benchmark | ${benchmark_version:-?} |"
    echo "| load average (1, 5, 15 min) at start | $load_start |"
} | emit

status=0
if [[ $memory_only == 0 ]]; then
    {
        echo
        echo "## Scenario counts (BenchmarkCounts)"
        echo
    } | emit
    "$bin/BenchmarkCounts" | emit || { status=$?; echo "run.sh: BenchmarkCounts failed ($status)" >&2; }
fi

# Before package-benchmark's tables, not after: ratios.py and compare.py read
# every markdown row up to the next "### " heading as part of the table above it.
if [[ $memory_section == 1 ]]; then
    echo "Measuring the peak memory added per call..." >&2
    memory_args=(--all)
    [[ -n "$filter" ]] && memory_args+=(--filter "$filter")
    {
        echo
        echo "## Peak memory added per call (fresh process each)"
        echo
    } | emit
    "$bin/BenchmarkMemory" "${memory_args[@]}" | emit || { status=$?; echo "run.sh: BenchmarkMemory --all failed ($status)" >&2; }
    {
        echo
        echo "Checks of the method (BenchmarkMemory --self-check), each in a fresh process too:"
        echo
    } | emit
    "$bin/BenchmarkMemory" --self-check | emit || { status=$?; echo "run.sh: BenchmarkMemory --self-check failed ($status)" >&2; }
fi

# Ends the report with the load and the time taken, and keeps it as latest.md.
finish_report() {
    local elapsed=$(( $(date +%s) - started ))
    {
        echo
        echo "Load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'); whole run (build included): $((elapsed / 60)) min $((elapsed % 60)) s."
    } | emit
    cp "$report" results/latest.md
    echo "Report saved to Benchmarks/$report (and Benchmarks/results/latest.md)." >&2
}

if [[ $memory_only == 1 ]]; then
    finish_report
    exit $status
fi

echo "Running the benchmarks (tool log in Benchmarks/$toollog)..." >&2
echo | emit
# SwiftPM forwards two notes of the plugin on standard output (the Swift runtime
# interposer warning and "skipping LD_PRELOAD ... (not built)", harmless here, see
# Benchmarks/README.md); they go to the tool log instead of the report.
TABULA_BENCH_QUICK=$quick TABULA_BENCH_STDLIB_100K=$stdlib100k \
    swift package benchmark "${args[@]}" 2> "$toollog" \
    | sed -u -e "/^$(printf '\033')\[33mWarning: running with the Swift runtime interposer/{w /dev/stderr" -e 'd}' \
        -e '/^Note: skipping LD_PRELOAD of /{w /dev/stderr' -e 'd}' 2>> "$toollog" \
    | emit || benchmark_status=$?
if [[ ${benchmark_status:-0} != 0 ]]; then
    status=$benchmark_status
    tail -40 "$toollog" >&2
    echo "run.sh: swift package benchmark failed ($status); see Benchmarks/$toollog" >&2
fi

{
    echo
    echo "## Ratios (ratios.py)"
    echo
} | emit
python3 ratios.py "$report" | emit || true

if [[ -n "$compare" ]]; then
    {
        echo
        echo "## Against baseline '$compare' (compare.py)"
        echo
    } | emit
    python3 compare.py "results/baselines/$compare.md" "$report" | emit || true
fi

finish_report
if [[ -n "$save_baseline" ]]; then
    mkdir -p results/baselines
    cp "$report" "results/baselines/$save_baseline.md"
    echo "Saved as baseline '$save_baseline' (Benchmarks/results/baselines/$save_baseline.md)." >&2
fi
exit $status
