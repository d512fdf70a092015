// swift-tools-version: 6.0
// A libFuzzer target for the content parsers. Kept out of the main package: it only links
// when built with `-sanitize=fuzzer` (libFuzzer supplies `main`). See scripts/quality/fuzz.sh.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is whatever the checkout is called.
let readalong = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "ReadalongFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "ReadalongFuzz",
            dependencies: [.product(name: "Readalong", package: readalong)],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
