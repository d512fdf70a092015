// swift-tools-version: 6.0
// libFuzzer targets for Readalong's readers. Kept out of the main package: they only link
// when built with `-sanitize=fuzzer` (libFuzzer supplies `main`). See scripts/quality/fuzz.sh.
//
// - ReadalongFuzz: any input, as content files of a site, through the public check API.
// - YAMLDifferentialFuzz: the fast YAML reader against Yams on the same bytes. It reaches
//   internal types, so the package is built with `-enable-testing`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is whatever the checkout is called.
let readalong = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "ReadalongFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "ReadalongFuzz",
            dependencies: ["FuzzDriver", .product(name: "Readalong", package: readalong)],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "YAMLDifferentialFuzz",
            dependencies: ["FuzzDriver", .product(name: "Readalong", package: readalong)],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
