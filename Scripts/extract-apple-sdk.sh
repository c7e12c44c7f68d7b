#!/usr/bin/env bash
# Writes one Xcode SDK folder out of a git repository that stores SDKs, for
# Scripts/apple-sdk-typecheck.sh (CONTRIBUTING.md says which repositories).
#
#   Scripts/extract-apple-sdk.sh <git dir> <SDK folder in the repository> <destination>
#   e.g. Scripts/extract-apple-sdk.sh iOS-SDKss/.git iPhoneOS18.6.sdk ~/apple-sdks
#
# Every blob of HEAD under the folder is written one by one, so a snapshot that
# lacks some (mirrors often leave out files of several MiB, such as
# usr/lib/libLLVM.dylib, which typechecking never reads) still gives an SDK;
# the missing files are listed. Symbolic links are kept. Some repositories store
# copies where Xcode has links; a copied usr/include/libxml (a link to
# libxml2/libxml in Xcode) makes clang see module libxml2 twice, so it is made a
# link again. Never commit an SDK to Tabula's repository.
set -eu
[ $# -eq 3 ] || { echo "usage: $0 <git dir> <SDK folder in the repository> <destination>" >&2; exit 2; }
mkdir -p "$3"
python3 - "$1" "${2%/}" "$3" <<'PY'
import os, subprocess, sys

git_dir, folder, destination = sys.argv[1:4]
listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "HEAD", "--", folder],
                         capture_output=True, check=True).stdout
entries = []
for record in filter(None, listing.split(b"\0")):
    meta, path = record.split(b"\t", 1)
    mode, kind, sha = meta.decode().split()
    if kind == "blob":
        entries.append((mode, sha, path.decode()))
if not entries:
    sys.exit(f"{folder}: not in {git_dir}")

reader = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing, links, written = [], [], 0
for mode, sha, path in entries:
    reader.stdin.write(f"{sha}\n".encode())
    reader.stdin.flush()
    header = reader.stdout.readline().decode().split()
    if len(header) != 3:
        missing.append(path)
        continue
    data = reader.stdout.read(int(header[2]))
    reader.stdout.read(1)
    target = os.path.join(destination, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if mode == "120000":
        links.append((data.decode(), target))
        continue
    with open(target, "wb") as f:
        f.write(data)
    os.chmod(target, 0o755 if mode == "100755" else 0o644)
    written += 1
reader.stdin.close()
reader.wait()
for link, target in links:
    if os.path.lexists(target):
        os.remove(target)
    os.symlink(link, target)

sdk = os.path.join(destination, folder)
include = os.path.join(sdk, "usr", "include")
copied = os.path.join(include, "libxml")
if os.path.isdir(copied) and not os.path.islink(copied) and os.path.isdir(os.path.join(include, "libxml2", "libxml")):
    subprocess.run(["rm", "-rf", copied], check=True)
    os.symlink(os.path.join("libxml2", "libxml"), copied)
    print(f"{copied}: a copy, made a link to libxml2/libxml again")
print(f"{sdk}: {written} files, {len(links)} links, {len(missing)} missing from the repository")
for path in missing:
    print(f"  missing: {path}")
PY
