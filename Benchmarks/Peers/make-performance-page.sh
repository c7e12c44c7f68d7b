#!/usr/bin/env bash
# Writes the performance page, Sources/Tabula/Tabula.docc/Performance.md, from
# one run: Tabula side by side with DifferenceKit, DeepDiff and ListDiff
# (PeersComparison, this package), then the live query and headless view
# benchmarks of the Benchmarks package (Benchmarks/run.sh). Every figure on the
# page comes from this run; the page names its date, commit and machine.
#
#   Benchmarks/Peers/make-performance-page.sh
#
# About 10 minutes on 2 cores once built (the first build of the two packages
# takes longer). Put the peers' sources in Benchmarks/Peers/Checkouts first
# (README.md beside this script); a peer that is missing is left out of the
# page, which names it. Commit your changes first: the page names the commit
# it measured, and says so when the work tree had uncommitted changes.
#
# Outputs of the run (JSON lines, report, logs) are kept in
# Benchmarks/Peers/results/ (git-ignored). To write the page again from the
# outputs of an earlier run, without measuring:
#
#   Benchmarks/Peers/make-performance-page.sh --from Benchmarks/Peers/results/run-<stamp>
set -euo pipefail

usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0" | sed 's/^# \{0,1\}//'; }

from=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --from) from="${2:?--from needs a results/run-<stamp> folder}"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "make-performance-page.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

# Resolved from where the script was started, before it changes directory.
if [[ -n "$from" ]]; then
    from="$(cd "$from" && pwd)" || { echo "make-performance-page.sh: no folder $from" >&2; exit 2; }
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
page="$root/Sources/Tabula/Tabula.docc/Performance.md"
command="Benchmarks/Peers/make-performance-page.sh"
cd "$here"

if [[ -n "$from" ]]; then
    run_dir="$from"
else
    stamp="$(date -u +%Y%m%dT%H%M%SZ)"
    run_dir="$here/results/run-$stamp"
    mkdir -p "$run_dir"

    # The peers: the tag of each git checkout, or the VERSION file of an extracted one.
    peers=()
    for peer in DifferenceKit DeepDiff ListDiff; do
        dir="Checkouts/$peer"
        if [[ ! -d "$dir" ]]; then
            echo "make-performance-page.sh: $peer is missing (no $dir; see Benchmarks/Peers/README.md): the page leaves it out" >&2
            continue
        fi
        if [[ -e "$dir/.git" ]]; then
            version="$(git -C "$dir" describe --tags --always 2>/dev/null || echo 'version unknown')"
        else
            version="$(cat "$dir/VERSION" 2>/dev/null || echo 'version unknown')"
        fi
        peers+=("$peer $version")
    done
    peer_list="$(IFS=','; echo "${peers[*]:-none}" | sed 's/,/, /g')"

    commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    if [[ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
        commit="$commit (with uncommitted changes)"
    fi
    os="$( (. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME") || uname -s), kernel $(uname -r)"
    CPU="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || uname -m)" \
    CORES="$(nproc)" \
    MEMORY="$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || echo unknown)" \
    OS="$os" SWIFT="$(swift --version 2>/dev/null | head -1)" PEERS="$peer_list" COMMIT="$commit" \
    DATE="$(date -u '+%Y-%m-%d %H:%M')" COMMAND="$command" LOAD="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" \
    python3 -c '
import json, os
keys = ["date", "commit", "cpu", "cores", "memory", "os", "swift", "peers", "command", "load"]
print(json.dumps({k: os.environ[k.upper()] for k in keys}, indent=1))
' > "$run_dir/run.json"

    echo "Building the comparison (release; log in $run_dir/build.log)..." >&2
    # No manifest cache: Package.swift looks at which peers are in Checkouts/,
    # which SwiftPM's cache of the manifest does not know.
    if ! swift build --manifest-cache none -c release --product PeersComparison > "$run_dir/build.log" 2>&1; then
        tail -30 "$run_dir/build.log" >&2
        echo "make-performance-page.sh: the comparison did not build; see $run_dir/build.log" >&2
        exit 1
    fi
    bin="$(swift build --manifest-cache none -c release --show-bin-path)"

    echo "Timing Tabula and the peers, interleaved (a few minutes)..." >&2
    {
        "$bin/PeersComparison" peers
        "$bin/PeersComparison" time
        echo "Measuring peak memory at 1M items, a process each..." >&2
        "$bin/PeersComparison" memory-all edit-1M
    } | tee "$run_dir/peers.jsonl" >&2

    echo "Running the live query and headless view benchmarks (Benchmarks/run.sh)..." >&2
    "$root/Benchmarks/run.sh" --filter '(Q1 .*|Q2 .*|H1 .*|H3 .*)' >&2
    cp "$root/Benchmarks/results/latest.md" "$run_dir/benchmarks.md"
fi

python3 "$here/performance_page.py" \
    --peers "$run_dir/peers.jsonl" --report "$run_dir/benchmarks.md" --run "$run_dir/run.json" --out "$page"
echo "Outputs of the run in ${run_dir#"$root/"}." >&2
