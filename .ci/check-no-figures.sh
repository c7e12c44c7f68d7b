#!/usr/bin/env bash
# Fails when a doc comment (`///`) under Sources/ or a DocC article states a
# measured figure: a time ("60 μs a call", "3 seconds"), a size measured
# rather than designed ("32 bytes an item", "5 MB"), or a speed-up ("4×
# faster", "30% off"). Such figures go stale with nothing to check them;
# documentation says what happens, when, and at what complexity, and links to
# <doc:Performance>, which is generated from a benchmark run (and so is not
# checked here). Mechanisms and their history belong in `//` comments, in an
# article's prose without figures, or in Benchmarks/README.md.
#
#   .ci/check-no-figures.sh          # prints each offending line; exit 1 if any
set -euo pipefail
cd "$(dirname "$0")/.."

patterns=(
    '[0-9] ?(μs|µs|ms|ns)\b'
    '[0-9] ?(nano|micro|milli)?seconds?\b'
    '[0-9] ?minutes?\b'
    '\b(a few|tens of|hundreds of) (nano|micro|milli)seconds\b'
    'bytes an? (item|row|element|cell)\b'
    '[0-9] ?(kB|KB|MB|GB)\b'
    '[0-9] ?(×|x|times) (faster|slower|sooner|quicker|less|more|as (long|fast|slow|much))\b'
    '[0-9] ?% (faster|slower|off|less|more|of (the|its) time)\b'
)
regex="$(IFS='|'; echo "${patterns[*]}")"

found=0
# Doc comments of Swift sources.
while IFS= read -r line; do
    echo "$line"
    found=1
done < <(grep -rnE --include='*.swift' "^[[:space:]]*///.*($regex)" Sources || true)
# DocC articles, except the generated performance page.
while IFS= read -r line; do
    echo "$line"
    found=1
done < <(find Sources -path '*.docc/*' -name '*.md' ! -name 'Performance.md' -print0 \
    | xargs -0 -r grep -nHE "$regex" || true)

if [[ $found == 1 ]]; then
    echo "check-no-figures: measured figures in doc comments or articles (above); state what happens and when, with its complexity, and link to <doc:Performance>" >&2
    exit 1
fi
echo "check-no-figures: no measured figure in doc comments or articles"
