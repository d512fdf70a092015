import ArgumentParser
import Foundation
import Readalong

/// `publish build` (the default): check the content, then publish it to output/.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: ToolText("help.build").inHelp
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(name: .long, help: ArgumentHelp(ToolText("help.build.baseURL").inHelp))
    var baseURL: String?

    @Flag(name: .long, help: ArgumentHelp(ToolText("help.build.timings").inHelp))
    var timings = false

    @Flag(name: .long, help: ArgumentHelp(ToolText("help.build.force").inHelp))
    var force = false

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) || baseURL.contains(" ") {
            throw ValidationError(ToolText("build.baseURL").rendered(in: siteOptions.language()))
        }
    }

    /// What the build changed, when it could reuse the last one.
    private static func changes(_ summary: SiteBuild.Summary) -> ToolText? {
        switch summary.changed {
        case 0: return ToolText("build.nothingChanged")
        case let count? where count < summary.files:
            return ToolText(count == 1 ? "build.changed.one" : "build.changed.other", ["count": "\(count)"])
        default: return nil
        }
    }

    /// The line that ends a build that wrote the site.
    private static func builtLine(_ summary: SiteBuild.Summary, seconds: Double, warnings: Int) -> ToolText {
        var texts: [String: ToolText] = [:]
        var key = "build.done"
        if warnings > 0 {
            key += ".warnings"
            texts["warnings"] = ToolText(warnings == 1 ? "count.warnings.one" : "count.warnings.other", ["count": "\(warnings)"])
        }
        if let changes = changes(summary) {
            key += ".changes"
            texts["changes"] = changes
        }
        return ToolText(key, ["pages": "\(summary.pages)", "files": "\(summary.files)", "seconds": String(format: "%.2f", seconds)],
                        texts: texts)
    }

    func run() throws {
        let (fileSystem, options) = try siteOptions.resolve()
        let language = siteOptions.language()
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
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language) + "\n"
                                + ToolText("build.nothingPublished").rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        progress?.clear()
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        if !result.diagnostics.isEmpty {
            Terminal.writeError(formatter.format(result.diagnostics, sources: result.sources)
                .joined(separator: "\n") + "\n")
        }
        guard let summary else {
            Terminal.writeError(formatter.summary(errors: result.errorCount, warnings: result.warningCount, files: result.fileCount,
                                                  language: result.language)
                                + "\n" + ToolText("build.nothingPublished").rendered(in: language) + "\n")
            throw ExitCode(1)
        }
        let seconds = Date().timeIntervalSince(started)
        Terminal.write(Self.builtLine(summary, seconds: seconds, warnings: result.warningCount).rendered(in: language) + "\n")
        if timings { Terminal.write(TimingsTable.format(summary.timings)) }
    }
}
