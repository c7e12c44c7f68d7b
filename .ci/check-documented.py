#!/usr/bin/env python3
"""Fails when a public symbol that the package declares has no doc comment.

Usage: check-documented.py BUILD_DIR MODULE [MODULE ...]

It reads the symbol graphs that `swift package generate-documentation` extracts
(BUILD_DIR/<triple>/extracted-symbols/<package>/<MODULE>/*.symbols.json), so it
sees what the compiler sees: every public and open declaration, whatever its
spelling in the source. A symbol counts when it has a source location under
Sources/ (what the compiler synthesises, such as `hashValue`, and what a
protocol's default implementation lends, has none) and is not an `extension`
block (the members of an extension carry the documentation, not the block).
Members a dependency lends (its sources under .build/checkouts/) are left out.
"""

import glob
import json
import os
import sys


def main():
    build, modules = sys.argv[1], sys.argv[2:]
    missing = []
    counted = 0
    for module in modules:
        pattern = os.path.join(build, "*", "extracted-symbols", "*", module, "*.symbols.json")
        files = glob.glob(pattern)
        if not files:
            print(f"check-documented: no symbol graph for {module} under {build} "
                  "(run swift package generate-documentation first)", file=sys.stderr)
            return 1
        for path in files:
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                if symbol["kind"]["identifier"] == "swift.extension":
                    continue
                uri = symbol.get("location", {}).get("uri", "")
                # A dependency's own declarations, such as OpenCombine's
                # `Sequence.publisher` that the core's collections gain on
                # Linux, are its to document.
                if "/Sources/" not in uri or "/.build/checkouts/" in uri:
                    continue
                counted += 1
                lines = (symbol.get("docComment") or {}).get("lines", [])
                if not any(line.get("text", "").strip() for line in lines):
                    where = uri.split("/Sources/", 1)[1]
                    line = symbol["location"]["position"]["line"] + 1
                    name = ".".join(symbol["pathComponents"])
                    missing.append(f"Sources/{where}:{line}: {module}.{name} has no doc comment")
    for entry in sorted(set(missing)):
        print(entry, file=sys.stderr)
    if missing:
        print(f"check-documented: {len(set(missing))} of {counted} public symbols undocumented", file=sys.stderr)
        return 1
    print(f"check-documented: all {counted} public symbols of {', '.join(modules)} are documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
