// swift-tools-version:6.1
// Tabula side by side with the diffing libraries a user would otherwise pick,
// in one process (see README.md beside this file). Not part of the product:
// neither Tabula nor the Benchmarks package depends on it, and CI never
// builds it. It fetches nothing: it compiles the peers' sources from
// Checkouts/<Peer>/ (git-ignored), where README.md says how to put them, and
// leaves out every peer whose folder is missing; the comparison then says
// which peers it was built without.
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// A peer: where its sources are once checked out, and the file that shows they are there.
struct Peer {
    var name: String
    /// The sources to compile, relative to this package.
    var path: String
    /// Files under `path` that are not Swift sources (left out where they exist).
    var exclude: [String] = []
    var marker: String

    var isPresent: Bool {
        FileManager.default.fileExists(atPath: here.appendingPathComponent(path).appendingPathComponent(marker).path)
    }
}

let peers = [
    // DifferenceKit 1.3.0; its UIKit and AppKit extensions compile to nothing on Linux.
    Peer(name: "DifferenceKit", path: "Checkouts/DifferenceKit/Sources", exclude: ["Info.plist"], marker: "StagedChangeset.swift"),
    // DeepDiff 2.3.3: the diff only (Sources/Shared); Sources/iOS is UIKit glue.
    Peer(name: "DeepDiff", path: "Checkouts/DeepDiff/Sources/Shared", marker: "DeepDiff.swift"),
    // ListDiff 0.2.0: one file.
    Peer(name: "ListDiff", path: "Checkouts/ListDiff/Sources", marker: "ListDiff.swift"),
]
let present = peers.filter(\.isPresent)

let package = Package(
    name: "TabulaPeers",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tabula", path: "../.."),
    ],
    targets: [
        // The Benchmarks package's scenarios, the same files (a symbolic link).
        .target(
            name: "BenchmarkScenarios",
            dependencies: [.product(name: "Tabula", package: "Tabula")],
            path: "Sources/BenchmarkScenarios"
        ),
        .executableTarget(
            name: "PeersComparison",
            dependencies: ["BenchmarkScenarios", .product(name: "Tabula", package: "Tabula")]
                + present.map { .target(name: $0.name) },
            path: "Sources/PeersComparison",
            // PEER_<NAME> for each peer built; not canImport, which a module
            // left in .build by an earlier build with the peer would satisfy.
            swiftSettings: present.map { .define("PEER_\($0.name.uppercased())") }
        ),
    ] + present.map { peer in
        // The peers are Swift 5 code.
        .target(
            name: peer.name, path: peer.path,
            exclude: peer.exclude.filter {
                FileManager.default.fileExists(atPath: here.appendingPathComponent(peer.path).appendingPathComponent($0).path)
            },
            swiftSettings: [.swiftLanguageMode(.v5)]
        )
    },
    swiftLanguageModes: [.v6]
)
