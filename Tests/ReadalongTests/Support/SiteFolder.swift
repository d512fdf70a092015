import XCTest

/// The `publish` binary is built with the tests; its absence fails the test that needs it.
struct MissingBinary: Error {
    let path: String
}

/// A copy of the fixture site on disk, and a way to run the real `publish` binary on it.
final class SiteFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-e2e-\(UUID().uuidString)")
        for (path, text) in SiteFixture.files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `publish` with the arguments and waits for it.
    func publish(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let process = try Self.process(arguments, environment: environment)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Standard output of `publish` run with exactly `arguments` (no `--lang en` added), in
    /// `directory` when one is given.
    static func output(ofExactly arguments: [String], environment: [String: String],
                       in directory: URL? = nil) throws -> String {
        let process = try Self.process([], environment: environment)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A `publish` process, not started yet. Its messages are in English (`--lang en`, which
    /// every command takes) unless the arguments ask for a language, name none of the
    /// commands, or only ask for the version.
    static func process(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let binary = Bundle.main.bundleURL.appendingPathComponent("publish")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw MissingBinary(path: binary.path) }
        let process = Process()
        process.executableURL = binary
        let inEnglish = !arguments.isEmpty && !arguments.contains("--lang") && arguments != ["--version"]
        process.arguments = arguments + (inEnglish ? ["--lang", "en"] : [])
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return process
    }
}
