// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Readalong",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Readalong", targets: ["Readalong"]),
        .executable(name: "publish", targets: ["ReadalongCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        // glibc's malloc.h: a header of the C library, so nothing to install.
        .systemLibrary(name: "CMalloc"),
        .target(
            name: "Readalong",
            dependencies: ["Yams", "CCmarkGFM", "CVips"],
            resources: [.copy("Resources/templates"), .copy("Resources/assets"), .copy("Resources/strings"), .copy("Resources/tools")]
        ),
        .target(
            name: "ReadalongServe",
            dependencies: [
                "Readalong",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .executableTarget(
            name: "ReadalongCLI",
            dependencies: [
                "Readalong",
                "ReadalongServe",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BakeCommit"]
        ),
        .plugin(name: "BakeCommit", capability: .buildTool()),
        .testTarget(
            name: "ReadalongTests",
            dependencies: ["Readalong", "ReadalongServe", "CVips"]
        ),
    ]
)
