// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tabula",
    // The minimums where Swift concurrency back-deploys (iOS 13, macOS 10.15,
    // tvOS 13, watchOS 6) and the first visionOS; newer API sits behind
    // `if #available`. Scripts/apple-sdk-typecheck.sh reads these and
    // typechecks every module at them against Apple's real SDKs
    // (CONTRIBUTING.md).
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Tabula", targets: ["Tabula"]),
        .library(name: "TabulaTesting", targets: ["TabulaTesting"]),
        .library(name: "TabulaUIKit", targets: ["TabulaUIKit"]),
        .library(name: "TabulaAppKit", targets: ["TabulaAppKit"]),
        .library(name: "TabulaGRDB", targets: ["TabulaGRDB"]),
        .library(name: "TabulaCoreData", targets: ["TabulaCoreData"]),
        .executable(name: "tabula", targets: ["TabulaCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SQLite through GRDB, for TabulaGRDB only. On Linux GRDB links the
        // system's libsqlite3 (its GRDBSQLite system library: apt libsqlite3-dev).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `swift package generate-documentation`: the DocC catalogs under
        // Sources/*/*.docc, built in CI with warnings treated as errors.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Combine's API on Linux, where Combine does not exist: the core's
        // `LiveSourcePublisher` compiles against it there (Linux only).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(
            name: "Tabula",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))]
        ),
        .target(name: "TabulaTesting", dependencies: ["Tabula"]),
        // UIKit's API as TabulaUIKit uses it, for Linux, so that TabulaUIKit
        // compiles and is tested there. Apple platforms use the real UIKit.
        .target(name: "UIKitStandIn"),
        // The same for the SwiftUI that TabulaUIKit's hosting cells and
        // representables, and TabulaAppKit's representable, use.
        .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn", "AppKitStandIn"]),
        // UIKit glue: UIKit where it exists, the stand-in on Linux; empty
        // elsewhere (macOS, watchOS). The sources' `#if`s match this condition.
        .target(
            name: "TabulaUIKit",
            dependencies: [
                "Tabula",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        // AppKit's API as TabulaAppKit uses it, for Linux, as UIKitStandIn is UIKit's.
        .target(name: "AppKitStandIn"),
        // AppKit glue: AppKit where it exists, the stand-in on Linux; empty
        // elsewhere (iOS, tvOS, watchOS, visionOS). The sources' `#if`s match.
        .target(
            name: "TabulaAppKit",
            dependencies: [
                "Tabula",
                .target(name: "AppKitStandIn", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        // Core Data's API as TabulaCoreData uses it, for Linux, as UIKitStandIn is UIKit's.
        .target(name: "CoreDataStandIn"),
        // Core Data glue: a live source from a fetch request. Core Data where it
        // exists, the stand-in on Linux.
        .target(
            name: "TabulaCoreData",
            dependencies: ["Tabula", .target(name: "CoreDataStandIn", condition: .when(platforms: [.linux]))]
        ),
        // Live queries over SQLite: a ListController fed by GRDB observations.
        .target(
            name: "TabulaGRDB",
            dependencies: ["Tabula", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "TabulaCommand",
            dependencies: [
                "Tabula",
                // `tabula demo`: a live query on SQLite, checked by the headless view.
                "TabulaGRDB", "TabulaTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TabulaTests",
            dependencies: [
                "Tabula", "TabulaTesting",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "TabulaTestingTests", dependencies: ["Tabula", "TabulaTesting"]),
        .testTarget(name: "TabulaGRDBTests", dependencies: ["TabulaGRDB", "Tabula", "TabulaTesting"]),
        .testTarget(name: "TabulaCommandTests", dependencies: ["TabulaCommand", "Tabula", "TabulaTesting"]),
        .testTarget(
            name: "TabulaCoreDataTests",
            dependencies: [
                "TabulaCoreData", "Tabula", "TabulaTesting",
                .target(name: "CoreDataStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "TabulaAppKitTests",
            dependencies: [
                "TabulaAppKit", "Tabula", "TabulaTesting",
                .target(name: "AppKitStandIn", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "TabulaUIKitTests",
            dependencies: [
                "TabulaUIKit", "Tabula", "TabulaTesting",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
