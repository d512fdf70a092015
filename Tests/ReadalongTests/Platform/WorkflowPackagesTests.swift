import XCTest

/// The workflows that build `publish` from source install every system library `Package.swift`
/// names: adding a library to the package without adding it to them fails here.
final class WorkflowPackagesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Debian packages of every `.apt([...])` provider in Package.swift.
    private func packageLibraries() throws -> Set<String> {
        let manifest = try read("Package.swift")
        return Set(manifest.matches(of: /\.apt\(\[([^\]]*)\]\)/).flatMap { match in
            match.1.matches(of: /"([^"]+)"/).map { String($0.1) }
        })
    }

    /// The packages of every `apt-get install` line in a workflow.
    private func installed(by workflow: String) throws -> Set<String> {
        let text = try read(workflow)
        return Set(text.matches(of: /apt-get install -y ([^\n&|;]+)/).flatMap { $0.1.split(separator: " ").map(String.init) })
    }

    func testPackageSwiftNamesTheLibrariesWeExpect() throws {
        XCTAssertEqual(try packageLibraries(), ["libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libvips-dev"])
    }

    func testEveryWorkflowThatBuildsInstallsEveryLibrary() throws {
        let libraries = try packageLibraries()
        for workflow in [".github/workflows/publish.yml", ".github/workflows/release.yml"] {
            let missing = libraries.subtracting(try installed(by: workflow))
            XCTAssertEqual(missing, [], "\(workflow) does not install \(missing.sorted()), which Package.swift links against")
        }
        let setup = try read("scripts/setup.sh")
        for library in libraries { XCTAssertTrue(setup.contains("\n  \(library)"), "scripts/setup.sh does not install \(library)") }
    }
}
