import ArgumentParser
import Foundation
import Readalong

/// What every import command does around its importer: read the input and the site, check
/// the new files in place, write them, and report.
struct ImportSession {
    let fileSystem: DiskFileSystem
    let options: BuildOptions
    let site: ImportSite
    /// The language of what the import prints.
    let language: ToolLanguage

    /// Opens the site of `--site`; a missing content/ folder or an unreadable file is exit 2.
    init(_ siteOptions: SiteOptions) throws {
        let (fileSystem, options) = try siteOptions.resolve()
        guard let disk = fileSystem as? DiskFileSystem else { throw ExitCode(2) }
        language = siteOptions.language()
        do {
            site = try ImportSite.load(from: disk)
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        self.fileSystem = disk
        self.options = options
    }

    /// The bytes of the file to import; exit 2 when it cannot be read.
    static func read(_ path: String, language: ToolLanguage = .english) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("import.cannotRead", ["path": path])])
                                    .rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        return [UInt8](data)
    }

    /// Reports why nothing was imported; the caller throws the result (exit 1). A problem
    /// at a line of the input (`input` is its path and bytes) is reported like a content
    /// error, at that line of that file, with the line shown.
    static func failure(_ error: ImportError, input: (path: String, bytes: [UInt8])? = nil,
                        language: ToolLanguage = .english) -> ExitCode {
        if let input, let diagnostic = error.diagnostic(inExport: input.path) {
            let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
            let source = String(decoding: input.bytes, as: UTF8.self)
            Terminal.writeError(formatter.format(diagnostic.speaking(language), source: source) + "\n"
                                + ToolText("cli.nothingWritten").rendered(in: language) + "\n")
        } else {
            Terminal.writeError(ToolText("cli.error", texts: ["detail": error.text]).rendered(in: language) + "\n"
                                + ToolText("cli.nothingWritten").rendered(in: language) + "\n")
        }
        return ExitCode(1)
    }

    /// Checks the site as it will be with `files`; when any of them has an error, reports
    /// and fails (exit 1) without writing. Otherwise writes them (never over an existing
    /// file), printing each path, and returns the check to report once the summary is out.
    func write(_ files: [ImportedFile]) throws -> CheckResult {
        let result = try check(files)
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        guard result.errorCount == 0 else {
            Terminal.writeError(formatter.format(result) + ToolText("cli.nothingWritten").rendered(in: language) + "\n")
            throw ExitCode(1)
        }
        try store(files)
        return result
    }

    /// The check of `files` on the site as it will be with them; a site that cannot be
    /// read is exit 2.
    func check(_ files: [ImportedFile]) throws -> CheckResult {
        do {
            return try ImportCheck.run(files, on: fileSystem, options: options)
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
    }

    /// Writes checked files (never over an existing file), printing each path when
    /// `announce` is set; a file that cannot be written is exit 2.
    func store(_ files: [ImportedFile], announce: Bool = true) throws {
        for file in files {
            precondition(file.path.hasPrefix("content/") && !file.path.split(separator: "/").contains(".."))
            let url = URL(fileURLWithPath: fileSystem.root).appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url, options: .withoutOverwriting)
            } catch {
                Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("import.cannotWrite", [
                    "path": file.path, "reason": error.localizedDescription])]).rendered(in: language) + "\n")
                throw ExitCode(2)
            }
            if announce { Terminal.write(ToolText("import.wrote", ["path": file.path]).rendered(in: language) + "\n") }
        }
    }

    /// Prints the check of the written files: their warnings, if any, and the count.
    static func report(_ result: CheckResult) {
        Terminal.write(HumanFormatter(colour: Terminal.standardOutputIsTerminal).format(result))
    }
}
