#!/usr/bin/env bash
# Typechecks every Tabula module, and the test targets, against Apple's real
# SDKs, on Linux, with the toolchain's own swiftc (no Xcode, no Mac).
#
#   Scripts/apple-sdk-typecheck.sh [SDK ...]
#
# Each SDK is an extracted Xcode SDK folder (iPhoneOS18.6.sdk, AppleTVOS18.0.sdk,
# XROS2.0.sdk, MacOSX15.0.sdk, WatchOS11.0.sdk, ...). Without arguments, every
# `*.sdk` folder in $TABULA_APPLE_SDKS is checked; when that is unset or holds
# none, the script says it skipped and exits 0. CONTRIBUTING.md says where SDKs
# come from (Scripts/extract-apple-sdk.sh writes one from a git snapshot).
#
# Per SDK, at the minimum version Package.swift declares for its platform:
#   1. Tabula, TabulaTesting, TabulaUIKit (empty where UIKit is absent),
#      TabulaAppKit (empty where AppKit is absent), TabulaCoreData and TabulaGRDB (with GRDB
#      compiled for the platform from the package's resolved checkout) are
#      typechecked with and without DEBUG, in Swift 6
#      mode, each against the modules below it as they are: nothing imported
#      that a user's build would not import. Availability is checked there.
#   2. The same modules again at the SDK's own version, for deprecations
#      (Swift warns of one only from the version it happened in).
#   3. The test targets TabulaTests, TabulaTestingTests, TabulaUIKitTests,
#      TabulaAppKitTests, TabulaCoreDataTests and TabulaGRDBTests, with DEBUG, against the
#      toolchain's Swift Testing interface compiled for the platform (Xcode ships the same library).
# Every error and warning counts, deprecations included. An SDK whose standard
# library is older than the compiler's lacks API the compiler knows (a macOS 14
# SDK's Swift 5.9 has no `count(where:)` and no back-deployed `assumeIsolated`;
# iOS 18.6's Swift 6.1 no
# `SendableMetatype`, which GRDB uses): errors caused only by that are listed
# apart as "old-stdlib" and not counted, and the module below gets stand-ins for
# that API so that its dependants can be checked. GRDB's own diagnostics are
# listed, never counted.
#
# The last line is the summary:
#   apple-sdk-typecheck: E errors, W warnings (ios 18.6 at 13.0: Tabula 0/0, ...; ...)
# Exit status: 1 when anything counted (an error or a warning); 2 when the
# script cannot run (no swiftc, a folder that is not an SDK); else 0. What could
# not be checked (GRDB against an SDK it does not build with) is named in the
# summary.
#
# Work files (module caches, logs, modules) go to $TABULA_SDK_WORK (default
# ${TMPDIR:-/tmp}/tabula-apple-sdk); the first run of an SDK builds its modules
# into the cache (minutes), later runs reuse it. Nothing is written into the
# checkout but `swift package resolve`'s .build/checkouts when GRDB is missing.
set -u
cd "$(dirname "$0")/.." || exit 2
SRC=$(pwd)

say() { printf '%s\n' "$*"; }
setup_failure() { say "apple-sdk-typecheck: setup failure: $*"; exit 2; }

# The SDKs to check.
SDKS=()
if [ $# -gt 0 ]; then
    for a in "$@"; do SDKS+=("$(cd "$a" 2>/dev/null && pwd)") || setup_failure "no SDK folder at $a"; done
elif [ -n "${TABULA_APPLE_SDKS:-}" ] && [ -d "$TABULA_APPLE_SDKS" ]; then
    while IFS= read -r d; do SDKS+=("$d"); done < <(find "$TABULA_APPLE_SDKS" -mindepth 1 -maxdepth 1 -name '*.sdk' | LC_ALL=C sort)
fi
if [ ${#SDKS[@]} -eq 0 ]; then
    say "apple-sdk-typecheck: skipped: no Apple SDK (set TABULA_APPLE_SDKS to a folder of extracted *.sdk folders; see CONTRIBUTING.md)"
    exit 0
fi

SWIFTC=${SWIFTC:-swiftc}
command -v "$SWIFTC" >/dev/null || setup_failure "no swiftc on PATH"
TOOLCHAIN_LIB=$(cd "$(dirname "$(readlink -f "$(command -v "$SWIFTC")")")/../lib/swift" && pwd) \
    || setup_failure "cannot find the toolchain's lib/swift"
WORK=${TABULA_SDK_WORK:-${TMPDIR:-/tmp}/tabula-apple-sdk}
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd) || setup_failure "cannot create $WORK"

# --- Package.swift: minimum versions -----------------------------------------

# minimum PLATFORM: `.iOS(.v13)` -> 13.0, `.macOS(.v10_15)` -> 10.15.
minimum() {
    local v
    v=$(grep -o "\.$1(\.v[0-9_]*)" Package.swift | head -1 | sed 's/.*\.v\([0-9_]*\)).*/\1/; s/_/./')
    [ -n "$v" ] || return 1
    case $v in *.*) ;; *) v=$v.0 ;; esac
    say "$v"
}

# --- Sources -------------------------------------------------------------------

swift_files() { find "$1" -name '*.swift' | LC_ALL=C sort; }

GRDB=${GRDB_SRC:-$SRC/.build/checkouts/GRDB.swift}
if [ ! -f "$GRDB/Sources/GRDBSQLite/module.modulemap" ] && [ -z "${GRDB_SRC:-}" ]; then
    swift package resolve >"$WORK/resolve.log" 2>&1
fi
[ -f "$GRDB/Sources/GRDBSQLite/module.modulemap" ] || GRDB=""

# --- Diagnostics ---------------------------------------------------------------

# diagnostics LOG...: distinct "file:line:col: error|warning: message" lines,
# leaving out one warning that Swift Testing's own macro expansions raise here
# (they mark calls `unsafe` for the compiler's strict-memory-safety mode, which
# the Linux interface compiled for another target does not turn on).
diagnostics() {
    grep -hE '^[^ ].*:[0-9]+:[0-9]+: (error|warning): ' "$@" 2>/dev/null \
        | grep -vE "@__swiftmacro_.*: warning: no unsafe operations occur within 'unsafe' expression" \
        | LC_ALL=C sort -u
}
# is_old_stdlib LINE: whether an error comes from standard-library API that the
# compiler knows and the SDK's older standard library lacks.
is_old_stdlib() {
    local file line
    case ${1#*: error: } in
        *"'count(where:)'"* | *"'SendableMetatype'"* | *"type 'InlineArray'"* | *"type 'Span'"* \
            | *"type 'RawSpan'"* | *"type 'MutableSpan'"* | *"type 'Int128'"* | *"type 'UInt128'"*) return 0 ;;
        # Swift 5.9's `assumeIsolated` needs macOS 14 / iOS 17; Swift 6's
        # standard library (the iOS 18 SDK's) back-deploys it to iOS 13.
        *"'assumeIsolated(_:file:line:)' is only available in "*) return 0 ;;
        # `count { ... }` without `count(where:)` reads as a call of the property.
        "cannot call value of non-function type 'Int'")
            file=${1%%:*}; line=${1#*:}; line=${line%%:*}
            sed -n "${line}p" "$file" 2>/dev/null | grep -qE '\.count *(\{|\(where:)' && return 0 ;;
    esac
    return 1
}
# stand_ins LOG...: a file of stand-ins for the old-stdlib API LOG's errors
# name; prints its path, or nothing when none is needed.
stand_ins() {
    local lines body=""
    lines=$(diagnostics "$@" | grep ': error: ')
    if grep -q "'SendableMetatype'" <<<"$lines"; then
        body+=$'public typealias SendableMetatype = Any\n'
    fi
    if grep -qE "'count\(where:\)'|non-function type 'Int'" <<<"$lines"; then
        body+=$'extension Sequence {\n    @usableFromInline func count(where predicate: (Element) throws -> Bool) rethrows -> Int {\n        var n = 0\n        for e in self where try predicate(e) { n += 1 }\n        return n\n    }\n}\n'
    fi
    if grep -q "'assumeIsolated(_:file:line:)' is only available in " <<<"$lines"; then
        # Only typechecked, never run: the module is written for its dependants.
        body+=$'extension MainActor {\n    static func assumeIsolated<T: Sendable>(\n        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line\n    ) rethrows -> T {\n        fatalError("written by apple-sdk-typecheck.sh for typechecking only")\n    }\n}\n'
    fi
    [ -n "$body" ] || return 0
    local file="$CUR/stand-ins-$(basename "$1" .log).swift"
    printf '// Written by apple-sdk-typecheck.sh: API the SDK'"'"'s standard library lacks.\n%s' "$body" >"$file"
    say "$file"
}

TOTAL_E=0; TOTAL_W=0; OLD=0; INCOMPLETE=(); SUMMARY=()

# count LABEL LOG...: prints LOG's diagnostics, adds them to the totals, and
# appends "E/W" to the platform's part of the summary.
count() {
    local label=$1 e=0 w=0 line
    shift
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        if [[ $line == *": error: "* ]] && is_old_stdlib "$line"; then
            say "  old-stdlib: $line"; OLD=$((OLD + 1)); continue
        fi
        say "  $line"
        if [[ $line == *": error: "* ]]; then e=$((e + 1)); else w=$((w + 1)); fi
    done < <(diagnostics "$@")
    # A compiler that crashed reported nothing: not a clean result.
    local crashed=() log
    for log in "$@"; do grep -q 'Stack dump' "$log" 2>/dev/null && crashed+=("$(basename "$log" .log)"); done
    if [ ${#crashed[@]} -gt 0 ]; then
        say "$PLATFORM $label: $e errors, $w warnings; the compiler crashed in ${crashed[*]} (logs)"
        INCOMPLETE+=("$PLATFORM $label (the compiler crashed: ${crashed[*]})")
        PART+=("$label $e/$w (compiler crashed)")
    else
        say "$PLATFORM $label: $e errors, $w warnings"
        PART+=("$label $e/$w")
    fi
    TOTAL_E=$((TOTAL_E + e)); TOTAL_W=$((TOTAL_W + w))
}

# --- One SDK -------------------------------------------------------------------

# Resource folder: only the toolchain's clang headers and host plugins (the
# Linux one also maps swift-corelibs' CoreFoundation and Dispatch, which clang
# would take instead of the SDK's). An SDK that carries SwiftShims's module map
# has it passed with -fmodule-map-file (iOS 18 SDKs turn off clang's search for
# module maps in subfolders); one that does not gets the toolchain's shims. An
# SDK without usr/include/os.apinotes (before iOS 18.1) expects the one Apple's
# toolchains carried, written here.
resource_dir() { # resource_dir DIR SDK
    rm -rf "$1"; mkdir -p "$1/apinotes"
    ln -s "$TOOLCHAIN_LIB/clang" "$1/clang"
    [ -d "$TOOLCHAIN_LIB/host" ] && ln -s "$TOOLCHAIN_LIB/host" "$1/host"
    [ -f "$2/usr/lib/swift/shims/module.modulemap" ] || ln -s "$TOOLCHAIN_LIB/shims" "$1/shims"
    [ -f "$2/usr/include/os.apinotes" ] && return 0
    cat >"$1/apinotes/os.apinotes" <<'EOF'
Name: os
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_trace_payload_t
  Availability: nonswift
- Name: os_log_t
  Availability: nonswift
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Enumerators:
- Name: OS_LOG_TYPE_DEFAULT
  SwiftPrivate: true
- Name: OS_LOG_TYPE_INFO
  SwiftPrivate: true
- Name: OS_LOG_TYPE_DEBUG
  SwiftPrivate: true
- Name: OS_LOG_TYPE_ERROR
  SwiftPrivate: true
- Name: OS_LOG_TYPE_FAULT
  SwiftPrivate: true
- Name: OS_SIGNPOST_INTERVAL_BEGIN
  SwiftPrivate: true
- Name: OS_SIGNPOST_INTERVAL_END
  SwiftPrivate: true
- Name: OS_SIGNPOST_EVENT
  SwiftPrivate: true
Functions:
- Name: _os_log_impl
  SwiftPrivate: true
- Name: _os_log_error_impl
  Availability: nonswift
- Name: _os_log_fault_impl
  Availability: nonswift
- Name: _os_log_sensitive_deprecated
  Availability: nonswift
- Name: _os_trace_with_buffer
  Availability: nonswift
- Name: os_log_is_enabled
  Availability: nonswift
- Name: os_log_type_enabled
  SwiftName: 'OSLog.isEnabled(self:type:)'
- Name: _os_log_create
  Availability: nonswift
- Name: os_log_create
  SwiftName: 'OSLog.init(__subsystem:category:)'
  SwiftPrivate: true
  NullabilityOfRet: N
- Name: os_log_is_debug_enabled
  Availability: nonswift
- Name: os_signpost_enabled
  SwiftPrivate: true
- Name: os_signpost_id_generate
  SwiftPrivate: true
  NullabilityOfRet: O
- Name: os_signpost_id_make_with_pointer
  SwiftPrivate: true
  NullabilityOfRet: O
- Name: _os_signpost_emit_with_name_impl
  SwiftPrivate: true
EOF
}

check_sdk() {
    local sdk=$1 canonical version platform package_platform triple_arch os_name
    canonical=$(sed -n 's/.*"CanonicalName" *: *"\([a-z]*\)[0-9.]*".*/\1/p' "$sdk/SDKSettings.json" 2>/dev/null | head -1)
    version=$(sed -n 's/.*"Version" *: *"\([0-9.]*\)".*/\1/p' "$sdk/SDKSettings.json" 2>/dev/null | head -1)
    case $canonical in
        iphoneos) platform=ios; package_platform=iOS; triple_arch=arm64; os_name=ios ;;
        appletvos) platform=tvos; package_platform=tvOS; triple_arch=arm64; os_name=tvos ;;
        xros) platform=visionos; package_platform=visionOS; triple_arch=arm64; os_name=xros ;;
        watchos) platform=watchos; package_platform=watchOS; triple_arch=arm64_32; os_name=watchos ;;
        macosx) platform=macos; package_platform=macOS; triple_arch=x86_64; os_name=macos ;;
        *) setup_failure "$sdk: not an SDK this script knows (no CanonicalName in SDKSettings.json)" ;;
    esac
    local min; min=$(minimum "$package_platform") || { say "Package.swift declares no $package_platform"; return; }
    PLATFORM="$platform"
    local target="$triple_arch-apple-$os_name$min" sdk_target="$triple_arch-apple-$os_name$version"
    CUR="$WORK/$canonical$version"; local mods="$CUR/modules" logs="$CUR/logs"
    rm -rf "$mods" "$logs"; mkdir -p "$mods" "$logs" "$CUR/module-cache"
    resource_dir "$CUR/resource-dir" "$sdk"
    local shims=(); [ -f "$sdk/usr/lib/swift/shims/module.modulemap" ] && shims=(-Xcc "-fmodule-map-file=$sdk/usr/lib/swift/shims/module.modulemap")
    local flags=(-sdk "$sdk" -resource-dir "$CUR/resource-dir" -module-cache-path "$CUR/module-cache"
        -swift-version 6 -DSWIFT_PACKAGE -parse-as-library -diagnostic-style llvm -I "$mods" "${shims[@]}")
    PART=()
    say "== $platform: SDK $version ($sdk), target $target"

    # typecheck LOG MODULE TARGET [args...]: without DEBUG.
    typecheck() {
        local log=$1 name=$2 tgt=$3; shift 3
        "$SWIFTC" -typecheck -wmo -module-name "$name" -package-name tabula -target "$tgt" "${flags[@]}" "$@" >"$log" 2>&1
    }
    # emit LOG MODULE [args...]: with DEBUG, typechecks every body and writes
    # the module dependants import (with testing enabled, for the test
    # targets' @testable imports). When the compiler itself fails on function
    # bodies against an old standard library, the declarations alone do for
    # dependants.
    emit() {
        local log=$1 name=$2; shift 2
        rm -f "$mods/$name.swiftmodule"
        "$SWIFTC" -emit-module -wmo -enable-testing -module-name "$name" -package-name tabula -target "$target" "${flags[@]}" -DDEBUG \
            -emit-module-path "$mods/$name.swiftmodule" "$@" >"$log" 2>&1
        if [ ! -f "$mods/$name.swiftmodule" ] && grep -q 'Stack dump' "$log"; then
            say "  the compiler crashed writing the $name module; written again from its declarations alone"
            "$SWIFTC" -emit-module -wmo -enable-testing -module-name "$name" -package-name tabula -target "$target" "${flags[@]}" -DDEBUG \
                -Xfrontend -experimental-skip-all-function-bodies \
                -emit-module-path "$mods/$name.swiftmodule" "$@" >"$log.skip" 2>&1
        fi
        [ -f "$mods/$name.swiftmodule" ]
    }
    # library MODULE [args...]: a library with DEBUG (writing its module),
    # without, and at the SDK's version; counts. When missing stdlib API is
    # what stopped its module, it is written again with stand-ins for it.
    library() {
        local name=$1; shift
        local files; mapfile -t files < <(swift_files "Sources/$name")
        emit "$logs/$name-debug.log" "$name" "$@" "${files[@]}"
        if grep -qE "could not build (Objective-C )?module|failed to build module" "$logs/$name-debug.log"; then
            say "  the SDK's own modules did not build:"; grep -m3 ': error: ' "$logs/$name-debug.log" | sed 's/^/  /'
            # The files that import an SDK module this compiler cannot build
            # (the macOS 14 SDK's SwiftUI, with Swift 6) are left out, named
            # as not checked, and the rest of the module is checked.
            local failed kept=() skipped=() f
            failed=$(sed -n "s/.*failed to build module '\([A-Za-z0-9_]*\)'.*/\1/p" "$logs/$name-debug.log" | LC_ALL=C sort -u)
            for f in "${files[@]}"; do
                if [ -n "$failed" ] && sed -n 's/^ *import \([A-Za-z0-9_]*\).*/\1/p' "$f" | grep -qxF "$failed"; then
                    skipped+=("$f")
                else
                    kept+=("$f")
                fi
            done
            if [ ${#skipped[@]} -eq 0 ] || [ ${#kept[@]} -eq 0 ]; then
                INCOMPLETE+=("$platform $name"); return 1
            fi
            INCOMPLETE+=("$platform $name's $(for f in "${skipped[@]}"; do basename "$f"; done | paste -sd, -) (the SDK's $(echo $failed) does not build)")
            files=("${kept[@]}")
            emit "$logs/$name-debug.log" "$name" "$@" "${files[@]}"
        fi
        typecheck "$logs/$name-release.log" "$name" "$target" "$@" "${files[@]}"
        "$SWIFTC" -typecheck -wmo -module-name "$name" -package-name tabula -target "$sdk_target" "${flags[@]}" -DDEBUG "$@" "${files[@]}" \
            >"$logs/$name-sdk-version.log" 2>&1
        count "$name" "$logs/$name-debug.log" "$logs/$name-release.log" "$logs/$name-sdk-version.log"
        [ -f "$mods/$name.swiftmodule" ] && return 0
        local extra; extra=$(stand_ins "$logs/$name-debug.log")
        [ -n "$extra" ] && emit "$logs/$name-module.log" "$name" "$@" "${files[@]}" "$extra" && return 0
        say "  no $name module for its dependants"
        INCOMPLETE+=("$platform $name's dependants"); return 1
    }

    library Tabula || { SUMMARY+=("$platform $version at $min: ${PART[*]}"); return; }
    library TabulaTesting
    library TabulaUIKit
    library TabulaAppKit
    library TabulaCoreData

    # GRDB as SwiftPM builds it for an Apple platform: GRDBSQLite over the SDK's
    # sqlite3.h, FTS5 and snapshots enabled. Its diagnostics are not counted.
    local sqlite=() have_grdb=no
    if [ -n "$GRDB" ]; then
        sqlite=(-Xcc "-fmodule-map-file=$GRDB/Sources/GRDBSQLite/module.modulemap" -I "$GRDB/Sources/GRDBSQLite")
        local gfiles; mapfile -t gfiles < <(cd "$GRDB" && swift_files GRDB | sed "s|^|$GRDB/|")
        local gflags=(-DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_SNAPSHOT "${sqlite[@]}")
        "$SWIFTC" -emit-module -wmo -module-name GRDB -package-name grdb -target "$target" "${flags[@]}" \
            -emit-module-path "$mods/GRDB.swiftmodule" "${gflags[@]}" "${gfiles[@]}" >"$logs/GRDB.log" 2>&1
        if [ ! -f "$mods/GRDB.swiftmodule" ]; then
            local extra; extra=$(stand_ins "$logs/GRDB.log")
            [ -n "$extra" ] && "$SWIFTC" -emit-module -wmo -module-name GRDB -package-name grdb -target "$target" "${flags[@]}" \
                -emit-module-path "$mods/GRDB.swiftmodule" "${gflags[@]}" "${gfiles[@]}" "$extra" >"$logs/GRDB-stand-ins.log" 2>&1
            [ -f "$mods/GRDB.swiftmodule" ] && say "  GRDB built with stand-ins for what the SDK's standard library lacks"
        fi
        if [ -f "$mods/GRDB.swiftmodule" ]; then
            have_grdb=yes
            library TabulaGRDB "${sqlite[@]}" || have_grdb=no
        else
            say "  GRDB does not build for $platform against this SDK (not counted):"
            diagnostics "$logs/GRDB.log" | grep ': error: ' | head -3 | sed 's/^/  GRDB: /'
            INCOMPLETE+=("$platform TabulaGRDB (GRDB does not build against SDK $version)")
        fi
    else
        INCOMPLETE+=("$platform TabulaGRDB (no GRDB checkout)")
    fi

    # Swift Testing, from the toolchain's own interface, retargeted.
    local interface; interface=$(find "$TOOLCHAIN_LIB" -path '*/Testing.swiftmodule/*.swiftinterface' 2>/dev/null | head -1)
    if [ -n "$interface" ]; then
        mkdir -p "$mods/Testing.swiftmodule"
        sed "s/^\(\/\/ swift-module-flags: \)-target [^ ]*\( -disable-objc-interop\)\{0,1\}/\1-target $target/" "$interface" \
            >"$mods/Testing.swiftmodule/$triple_arch-apple-$os_name.swiftinterface"
        "$SWIFTC" -frontend -compile-module-from-interface -module-name Testing \
            "$mods/Testing.swiftmodule/$triple_arch-apple-$os_name.swiftinterface" \
            -o "$mods/Testing.swiftmodule/$triple_arch-apple-$os_name.swiftmodule" -target "$target" \
            -sdk "$sdk" -resource-dir "$CUR/resource-dir" -module-cache-path "$CUR/module-cache" \
            "${shims[@]}" \
            >"$logs/Testing.log" 2>&1
    fi
    if [ -n "$interface" ] && [ -f "$mods/Testing.swiftmodule/$triple_arch-apple-$os_name.swiftmodule" ]; then
        local t tfiles
        for t in TabulaTests TabulaTestingTests TabulaUIKitTests TabulaAppKitTests TabulaCoreDataTests TabulaGRDBTests; do
            [ "$t" = TabulaGRDBTests ] && [ "$have_grdb" = no ] && continue
            mapfile -t tfiles < <(swift_files "Tests/$t")
            "$SWIFTC" -typecheck -wmo -module-name "$t" -package-name tabula -target "$target" "${flags[@]}" -DDEBUG \
                "${sqlite[@]}" "${tfiles[@]}" >"$logs/$t.log" 2>&1
            count "$t" "$logs/$t.log"
        done
    else
        say "  no Swift Testing module for $platform (logs/Testing.log): test targets not checked"
        INCOMPLETE+=("$platform tests (no Swift Testing module)")
    fi
    SUMMARY+=("$platform $version at $min: $(IFS=,; echo "${PART[*]}" | sed 's/,/, /g')")
}

for sdk in "${SDKS[@]}"; do check_sdk "$sdk"; done

line="apple-sdk-typecheck: $TOTAL_E errors, $TOTAL_W warnings ($(IFS=';'; echo "${SUMMARY[*]}" | sed 's/;/; /g'))"
[ "$OLD" -gt 0 ] && line+="; old-stdlib $OLD (not counted)"
[ ${#INCOMPLETE[@]} -gt 0 ] && line+="; not checked: $(IFS=';'; echo "${INCOMPLETE[*]}" | sed 's/;/; /g')"
say "$line"
[ $((TOTAL_E + TOTAL_W)) -gt 0 ] && exit 1
exit 0
