import ArgumentParser
import Foundation
import Readalong

/// Writing what `publish new` made, and reporting what `check` then says about it.
enum NewFiles {
    /// Writes `files` (path relative to `root` → text), refusing (exit 1, nothing written)
    /// when any of them exists already.
    static func write(_ files: [String: String], into root: String, language: ToolLanguage) throws {
        let existing = files.keys.sorted().filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        guard existing.isEmpty else {
            Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("new.exists", ["paths": existing.joined(separator: ", ")])])
                                    .rendered(in: language) + "\n")
            throw ExitCode(1)
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Terminal.write(ToolText("new.created", ["path": path]).rendered(in: language) + "\n")
        }
    }

    /// Prints the diagnostics `check` gives about the new files: the warnings that point at
    /// example text still to replace, and any error (then exit 1).
    static func report(_ result: CheckResult, about files: [String: String]) throws {
        let problems = result.diagnostics.filter { files.keys.contains($0.location.path) }
        guard !problems.isEmpty else { return }
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        Terminal.writeError(formatter.format(problems, sources: result.sources).joined(separator: "\n") + "\n")
        if problems.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
