#!/usr/bin/env python3
"""Turns the ```swift blocks of README.md and of the DocC articles
(Sources/*/*.docc/**/*.md) into a Swift package
that `swift build` can compile, so documentation cannot drift from the API.

Usage: extract.py REPO_ROOT SCRATCH_DIR

The convention, which `.ci/check-snippets.sh` prints on failure:

- A block is compiled when its info string's first word is `swift`.
  `swift uikit` blocks use UITableView/UICollectionView: they also get
  `import TabulaUIKit`, UIKit and SwiftUI (or, where UIKit does not exist,
  the `UIKitStandIn` and `SwiftUIStandIn` modules), and are skipped, with a message, while the package
  has no `UIKitStandIn` target. `swift appkit` blocks likewise get
  `import TabulaAppKit` and AppKit (`AppKitStandIn` where AppKit does not
  exist), and `swift coredata` blocks `import TabulaCoreData` and Core Data
  (`CoreDataStandIn` where Core Data does not exist). `swift manifest`
  (Package.swift excerpts) and
  `swift nocompile` are shown as Swift but not compiled; so is any other info
  string (`swift-manifest`, `sh`, `json`, ...).
- Each Markdown file becomes one module, so the blocks of a page share the
  types they declare (the README's "A screen" declares `Friend`, and the
  controller example uses it), while pages stay independent of each other.
- A page whose blocks import `TabulaGRDB` or `GRDB` gets both as dependencies
  (GRDB.swift from the version Package.swift names); its blocks import them
  themselves, as continuation blocks get only Foundation and Tabula.
- A block that imports anything must import everything it uses, as a reader
  copies it whole; a block without `import` lines continues its page and gets
  `import Foundation` and `import Tabula`.
- Each block becomes one file. Its `import` lines, and the type declarations,
  extensions and attributed functions (`@Test func ...`) at its top level, are
  kept at file scope; every other line goes into the body of
  `@MainActor func snippet_<page>_<n>() async throws`, so blocks can use
  `try`, `await` and main-actor APIs without ceremony. Blocks are compiled,
  never run.
- Names a block uses but does not define (`contacts`, `dataSource`,
  `tableView`, ...) come from `.ci/snippets/Fixtures.swift` (every page),
  `.ci/snippets/Fixtures/<page>.swift` (one page, e.g. `README.swift`, for
  placeholders typed with that page's own declarations) and
  `.ci/snippets/FixturesUIKit.swift` (pages with uikit blocks, once the
  stand-in exists). Fixtures are computed properties that are never called,
  so they need no real values.
- `#sourceLocation` maps every line back to its Markdown file, so compiler
  errors name README.md and its line.
"""

import os
import re
import shutil
import sys

GRDB_IMPORT = re.compile(r"^\s*(@[A-Za-z_]+\s+)*import\s+(GRDB|TabulaGRDB)\b")
FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>```+|~~~+)(?P<info>.*)$")
IMPORT = re.compile(r"^\s*(@[A-Za-z_]+\s+)*import\s+\S")
ATTRIBUTE = re.compile(r"^\s*@[A-Za-z_][A-Za-z_0-9]*(\([^)]*\))?")
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final",
    "nonisolated", "indirect", "static",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "extension", "actor", "typealias"}
SKIPPED_WORDS = {"manifest", "nocompile"}


class Block:
    def __init__(self, path, first_line, info, lines):
        self.path = path              # relative to the repository root
        self.first_line = first_line  # 1-based line of the block's first code line
        self.words = info.split()
        self.lines = lines

    @property
    def language(self):
        return self.words[0] if self.words else ""

    @property
    def attributes(self):
        return set(self.words[1:])


def blocks_in(root, relative):
    """Every fenced block of a Markdown file, with its info string."""
    with open(os.path.join(root, relative), encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    result = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        fence, indent, info = match["fence"], match["indent"], match["info"].strip()
        body = []
        index += 1
        start = index + 1
        while index < len(lines):
            closing = FENCE.match(lines[index])
            if closing and closing["fence"].startswith(fence[0] * len(fence)) and not closing["info"].strip():
                break
            line = lines[index]
            body.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            index += 1
        result.append(Block(relative, start, info, body))
        index += 1
    return result


def brace_delta(line, state):
    """The change in brace depth over `line`, skipping strings and comments.

    `state` carries an open block comment or multi-line string across lines.
    """
    delta = 0
    i = 0
    while i < len(line):
        if state["block_comment"]:
            end = line.find("*/", i)
            if end < 0:
                return delta
            state["block_comment"] = False
            i = end + 2
            continue
        if state["multiline_string"]:
            end = line.find('"""', i)
            if end < 0:
                return delta
            state["multiline_string"] = False
            i = end + 3
            continue
        if line.startswith("//", i):
            return delta
        if line.startswith("/*", i):
            state["block_comment"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multiline_string"] = True
            i += 3
            continue
        char = line[i]
        if char == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            i += 1
            continue
        if char == "{":
            delta += 1
        elif char == "}":
            delta -= 1
        i += 1
    return delta


def starts_declaration(line, pending_attributes):
    """Whether a top-level line starts something that must live at file scope:
    a type, an extension, or a function with an attribute (`@Test func`)."""
    rest = line.strip()
    attributed = pending_attributes
    while True:
        match = ATTRIBUTE.match(rest)
        if not match:
            break
        attributed = True
        rest = rest[match.end():].strip()
    words = rest.split()
    while words and words[0] in MODIFIERS:
        words = words[1:]
    if not words:
        return False
    if words[0] in TYPE_KEYWORDS:
        return True
    return words[0] == "func" and attributed


def split_block(lines):
    """Splits a block into (imports, declarations, statements), each a list of
    (line offset, text) chunks so that source locations can be kept."""
    imports, declarations, statements = [], [], []
    state = {"block_comment": False, "multiline_string": False}
    depth = 0
    index = 0
    held = []  # attribute-only lines and comments waiting for what they belong to
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        at_top = depth == 0 and not state["block_comment"] and not state["multiline_string"]
        if at_top and IMPORT.match(line):
            imports.append((index, [line]))
            index += 1
            continue
        if at_top and stripped and ATTRIBUTE.fullmatch(stripped):
            # An attribute alone on its line belongs to the next line.
            held.append((index, line))
            depth += brace_delta(line, state)
            index += 1
            continue
        if at_top and starts_declaration(line, bool(held)):
            start = held[0][0] if held else index
            chunk = [text for _, text in held]
            held = []
            depth += brace_delta(line, state)
            chunk.append(line)
            index += 1
            while depth > 0 and index < len(lines):
                depth += brace_delta(lines[index], state)
                chunk.append(lines[index])
                index += 1
            declarations.append((start, chunk))
            continue
        if held:
            statements.append((held[0][0], [text for _, text in held]))
            held = []
        depth += brace_delta(line, state)
        statements.append((index, [line]))
        index += 1
    if held:
        statements.append((held[0][0], [text for _, text in held]))
    return imports, declarations, statements


class Emitter:
    """Writes a generated file, with `#sourceLocation` directives that map
    each chunk of a block back to its line in the Markdown file."""

    def __init__(self, block):
        self.block = block
        self.lines = []
        self.mapped = False

    def located(self, chunks):
        previous_end = None
        for offset, chunk in chunks:
            if offset != previous_end:
                self.lines.append(f'#sourceLocation(file: "{self.block.path}", line: {self.block.first_line + offset})')
                self.mapped = True
            self.lines.extend(chunk)
            previous_end = offset + len(chunk)

    def generated(self, *lines):
        if self.mapped:
            self.lines.append("#sourceLocation()")
            self.mapped = False
        self.lines.extend(lines)


# A block without imports continues its page, so it gets the core's. A block
# with imports must name all it uses: a reader copies it as it is.
CONTINUATION_IMPORTS = ["import Foundation", "import Tabula"]

UIKIT_IMPORTS = [
    "import TabulaUIKit",
    "#if canImport(UIKit)",
    "import SwiftUI",
    "import UIKit",
    "#else",
    "import SwiftUIStandIn",
    "import UIKitStandIn",
    "#endif",
]


APPKIT_IMPORTS = [
    "import TabulaAppKit",
    "#if canImport(AppKit)",
    "import AppKit",
    "#else",
    "import AppKitStandIn",
    "#endif",
]
COREDATA_IMPORTS = [
    "import TabulaCoreData",
    "#if canImport(CoreData)",
    "import CoreData",
    "#else",
    "import CoreDataStandIn",
    "#endif",
]


def snippet_file(block, module, number):
    imports, declarations, statements = split_block(block.lines)
    out = Emitter(block)
    out.generated(f"// Generated from {block.path}:{block.first_line - 1} by .ci/snippets/extract.py; do not edit.")
    if imports:
        out.located(imports)
    else:
        out.generated(*CONTINUATION_IMPORTS)
    if "uikit" in block.attributes:
        out.generated(*UIKIT_IMPORTS)
    if "appkit" in block.attributes:
        out.generated(*APPKIT_IMPORTS)
    if "coredata" in block.attributes:
        out.generated(*COREDATA_IMPORTS)
    out.located(declarations)
    out.generated(f"@MainActor func snippet_{module.removeprefix('Snippets_')}_{number}() async throws {{")
    out.located(statements)
    out.generated("}")
    return "\n".join(out.lines) + "\n"


def module_name(relative):
    stem = os.path.splitext(relative)[0]
    return "Snippets_" + re.sub(r"[^A-Za-z0-9]", "_", stem)


def main():
    root, scratch = (os.path.abspath(p) for p in sys.argv[1:3])
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
        manifest = handle.read()
    has_stand_in = re.search(r'\.target\(\s*name:\s*"UIKitStandIn"', manifest) is not None
    stand_in_is_product = re.search(r'\.library\(\s*name:\s*"UIKitStandIn"', manifest) is not None
    grdb = re.search(r'\.package\(url:\s*"(?P<url>[^"]*/GRDB\.swift)",\s*from:\s*"(?P<version>[^"]+)"\)', manifest)
    any_grdb = False

    # The README, and every article of every DocC catalog (Sources/*/*.docc,
    # subfolders included): the guides are those articles.
    pages = ["README.md"]
    for directory, _, files in sorted(os.walk(os.path.join(root, "Sources"))):
        if ".docc" in os.path.relpath(directory, root):
            pages += sorted(os.path.relpath(os.path.join(directory, name), root) for name in files if name.endswith(".md"))

    sources = os.path.join(scratch, "Sources")
    shutil.rmtree(sources, ignore_errors=True)
    os.makedirs(sources)

    identity = os.path.basename(root).lower()
    targets = []
    compiled = skipped_uikit = 0
    for page in pages:
        blocks = [b for b in blocks_in(root, page) if b.language == "swift" and not (b.attributes & SKIPPED_WORDS)]
        if not blocks:
            continue
        module = module_name(page)
        directory = os.path.join(sources, module)
        os.makedirs(directory)
        uses_uikit = uses_appkit = uses_coredata = False
        written = 0
        for number, block in enumerate(blocks, start=1):
            if "uikit" in block.attributes and not has_stand_in:
                print(f"skipped (no UIKitStandIn target in Package.swift yet): {page}:{block.first_line - 1}")
                skipped_uikit += 1
                continue
            uses_uikit = uses_uikit or "uikit" in block.attributes
            uses_appkit = uses_appkit or "appkit" in block.attributes
            uses_coredata = uses_coredata or "coredata" in block.attributes
            with open(os.path.join(directory, f"Snippet{number}.swift"), "w", encoding="utf-8") as handle:
                handle.write(snippet_file(block, module, number))
            written += 1
        if not written:
            shutil.rmtree(directory)
            continue
        shutil.copy(os.path.join(here, "Fixtures.swift"), directory)
        page_fixtures = os.path.join(here, "Fixtures", os.path.splitext(os.path.basename(page))[0] + ".swift")
        if os.path.exists(page_fixtures):
            shutil.copy(page_fixtures, os.path.join(directory, "PageFixtures.swift"))
        dependencies = ["Tabula", "TabulaTesting"]
        if grdb and any(GRDB_IMPORT.match(line) for block in blocks for line in block.lines):
            dependencies += ["TabulaGRDB", "GRDB"]
            any_grdb = True
        if uses_uikit:
            shutil.copy(os.path.join(here, "FixturesUIKit.swift"), directory)
            dependencies.append("TabulaUIKit")
            # Without a product the module is still importable: it is built
            # as a dependency of TabulaUIKit (on platforms without UIKit).
            if stand_in_is_product:
                dependencies.append("UIKitStandIn")
        if uses_appkit:
            # AppKitStandIn is built as a dependency of TabulaAppKit on Linux.
            dependencies.append("TabulaAppKit")
        if uses_coredata:
            # CoreDataStandIn is built as a dependency of TabulaCoreData on Linux.
            dependencies.append("TabulaCoreData")
        targets.append((module, dependencies))
        compiled += written

    def product(name):
        if name == "GRDB":
            return '.product(name: "GRDB", package: "GRDB.swift")'
        return f'.product(name: "{name}", package: "{identity}")'

    package_dependencies = [f'.package(path: "{root}")']
    if any_grdb:
        package_dependencies.append(f'.package(url: "{grdb["url"]}", from: "{grdb["version"]}")')

    target_lines = []
    for module, dependencies in targets:
        target_lines.append(
            f'        .target(\n'
            f'            name: "{module}",\n'
            f'            dependencies: [{", ".join(product(d) for d in dependencies)}],\n'
            f'            path: "Sources/{module}",\n'
            f'            // Snippets show expressions whose results they ignore; only errors matter.\n'
            f'            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]\n'
            f'        ),'
        )
    with open(os.path.join(scratch, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write(
            "// swift-tools-version:6.0\n"
            "// Generated by .ci/snippets/extract.py; do not edit.\n"
            "import PackageDescription\n\n"
            "let package = Package(\n"
            '    name: "TabulaSnippets",\n'
            "    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],\n"
            f'    dependencies: [{", ".join(package_dependencies)}],\n'
            "    targets: [\n" + "\n".join(target_lines) + "\n    ],\n"
            "    swiftLanguageModes: [.v6]\n"
            ")\n"
        )
    print(f"{compiled} snippet(s) from {len(targets)} page(s) extracted to {scratch}"
          + (f"; {skipped_uikit} uikit snippet(s) skipped" if skipped_uikit else ""))
    if not targets:
        print("nothing to compile")
        sys.exit(3)


if __name__ == "__main__":
    main()
