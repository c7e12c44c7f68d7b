// swift-tools-version:6.1
// Benchmarks for Tabula, kept in their own package so that the library itself
// never depends on package-benchmark. See README.md in this folder.
import Foundation
import PackageDescription

/// The package name the compiler gives Tabula's own modules: SwiftPM's
/// identity of the parent package (its directory's name, lowercased), made a
/// C identifier. The A1/A2 benchmarks drive a `ListAdapter` through a minimal
/// `CellListView` of their own, whose connection to the adapter is visible to
/// the Tabula package only; compiling the benchmarks under the same package
/// name lets them see it. The library's users never need this.
let tabulaPackageName: String = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    var name = String(directory.lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if name.first?.isNumber ?? true { name = "_" + name }
    return name
}()

let package = Package(
    name: "TabulaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tabula", path: ".."),
        // GRDB itself, for the live query benchmarks' tables (the same
        // requirement as the parent package's).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // package-benchmark; the repository is now ordo-one/benchmark, and 1.38
        // warns when it is named by its old URL ("package-benchmark" identity).
        // Only the "MallocInterposer" trait: on Linux with Swift 6.3 the package's
        // default traits also enable "RuntimeInterposer", whose dependency
        // (ordo-one/swift-runtime-interposer) serves only the retain/release
        // metrics, unused here, and is not in the local package mirror: with the
        // default traits, resolution fails on this project's machines.
        // No jemalloc: package-benchmark 1.38 on Swift 6.3 uses its own malloc
        // interposer (plain C, built from source) for the malloc metrics.
        .package(
            url: "https://github.com/ordo-one/benchmark",
            from: "1.38.1",
            traits: ["MallocInterposer"]
        ),
    ],
    targets: [
        // The scenarios, shared by the benchmarks and the counts report.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [.product(name: "Tabula", package: "Tabula")],
            path: "Sources/BenchmarkScenarios"
        ),
        // Prints, once per scenario, what the diff and the staging produce.
        .executableTarget(
            name: "BenchmarkCounts",
            dependencies: ["BenchmarkScenarios", .product(name: "Tabula", package: "Tabula")],
            path: "Sources/BenchmarkCounts"
        ),
        // Measures the peak memory one diff, staging or hash floor adds, a
        // process per measurement (no package-benchmark: it reads /proc).
        .executableTarget(
            name: "BenchmarkMemory",
            dependencies: ["BenchmarkScenarios", .product(name: "Tabula", package: "Tabula")],
            path: "Sources/BenchmarkMemory"
        ),
        // The measured benchmarks (package-benchmark's convention: Benchmarks/<Name>/).
        .executableTarget(
            name: "TabulaBenchmarks",
            dependencies: [
                "BenchmarkScenarios",
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaTesting", package: "Tabula"),
                // The live query benchmarks (Q…): TabulaGRDB, and GRDB for their tables.
                .product(name: "TabulaGRDB", package: "Tabula"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TabulaBenchmarks",
            // No package name of its own (see tabulaPackageName above): the
            // one given in swiftSettings is then the only one.
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", tabulaPackageName])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
