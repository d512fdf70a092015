import ArgumentParser
import Foundation
import Readalong

/// `publish build` (the default): check the content, then publish it to output/.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content and build the site into output/ (the default command)."
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(name: .long, help: "Publish for this address instead of site.yml's base_url (e.g. https://example.org/club/).")
    var baseURL: String?

    @Flag(name: .long, help: "Print how long each stage took (load, validate, plan, render and write, swap).")
    var timings = false

    @Flag(name: .long, help: "Render and write every file, even those whose inputs did not change since the last build.")
    var force = false

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) || baseURL.contains(" ") {
            throw ValidationError("--base-url must be an absolute http:// or https:// address")
        }
    }

    /// What the build changed, when it could reuse the last one.
    private static func changes(_ summary: SiteBuild.Summary) -> String {
        switch summary.changed {
        case 0: return " (nothing changed)"
        case let count? where count < summary.files: return " (\(count) file\(count == 1 ? "" : "s") changed)"
        default: return ""
        }
    }

    func run() throws {
        let (fileSystem, options) = try siteOptions.resolve()
        let started = Date()
        let progress = Terminal.standardErrorIsTerminal ? ProgressLine() : nil
        let output = (fileSystem as? DiskFileSystem).map { $0.root + "/output" } ?? "output"
        var callback: SiteBuild.Progress?
        if let progress {
            callback = { total in progress.advance(of: total) }
        }
        let result: CheckResult
        let summary: SiteBuild.Summary?
        do {
            (result, summary) = try SiteBuild(fileSystem: fileSystem, options: options, baseURL: baseURL,
                                              output: output, everything: force, progress: callback).run()
        } catch {
            progress?.clear()
            Terminal.writeError("error: \(error)\nnothing was published; output/ is as it was\n")
            throw ExitCode(2)
        }
        progress?.clear()
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        if !result.diagnostics.isEmpty {
            Terminal.writeError(formatter.format(result.diagnostics, sources: result.sources)
                .joined(separator: "\n") + "\n")
        }
        guard let summary else {
            Terminal.writeError(formatter.summary(errors: result.errorCount, warnings: result.warningCount, files: result.fileCount)
                                + "\nnothing was published; output/ is as it was\n")
            throw ExitCode(1)
        }
        let seconds = Date().timeIntervalSince(started)
        let warnings = result.warningCount == 0 ? "" : ", \(result.warningCount) warning\(result.warningCount == 1 ? "" : "s")"
        Terminal.write("built \(summary.pages) pages, \(summary.files) files in \(String(format: "%.2f", seconds)) s"
                       + " into output/\(warnings)\(Self.changes(summary))\n")
        if timings { Terminal.write(TimingsTable.format(summary.timings)) }
    }
}
