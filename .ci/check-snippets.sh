#!/usr/bin/env bash
# Compiles every ```swift block of README.md and of the DocC articles
# (Sources/*/*.docc/**/*.md) against the
# package as it is, so documentation cannot drift from the API. The blocks are
# extracted into a scratch package (default .build-snippets/, ignored by git)
# that depends on this repository by path; .ci/snippets/extract.py explains
# the convention a block must follow, and the fixtures it may rely on.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SNIPPETS_SCRATCH:-.build-snippets}"
mkdir -p "$scratch"
python3 .ci/snippets/extract.py . "$scratch"
if ! swift build --package-path "$scratch"; then
    cat >&2 <<'MESSAGE'

A documentation snippet does not compile (the errors above name the Markdown
file and line). Fix the snippet, or the fixtures in .ci/snippets/ it relies on.
Conventions (details in .ci/snippets/extract.py):
  ```swift           compiled; imports and type declarations stay at file scope,
                     other lines run inside a @MainActor async throwing function
  ```swift uikit     also imports TabulaUIKit and UIKit (UIKitStandIn on Linux)
  ```swift appkit    also imports TabulaAppKit and AppKit (AppKitStandIn on Linux)
  ```swift coredata  also imports TabulaCoreData and Core Data (CoreDataStandIn on Linux)
  ```swift manifest  shown as Swift, not compiled (Package.swift excerpts);
                     so is ```swift nocompile, and any other info string
MESSAGE
    exit 1
fi
echo "Snippets compile."
