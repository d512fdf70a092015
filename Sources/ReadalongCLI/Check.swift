import ArgumentParser
import Readalong

/// `publish check`: validate the content and report every problem.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every file of content/ against the content rules and report all problems."
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(name: .long, help: "Report format: human, json or github.")
    var format: ReportFormat = .human

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(name: .long, help: "Print how long loading and validating took (on standard error).")
    var timings = false

    func run() throws {
        let result = try siteOptions.check()
        Terminal.write(format.render(result, colour: Terminal.standardOutputIsTerminal))
        if timings { Terminal.writeError(TimingsTable.format(result.timings)) }
        if result.errorCount > 0 || (strict && result.warningCount > 0) {
            throw ExitCode(1)
        }
    }
}
