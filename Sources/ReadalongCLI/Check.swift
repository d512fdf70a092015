import ArgumentParser
import Readalong

/// `publish check`: validate the content and report every problem.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: ToolText("help.check").inHelp
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(name: .long, help: ArgumentHelp(ToolText("help.check.format").inHelp))
    var format: ReportFormat = .human

    @Flag(name: .long, help: ArgumentHelp(ToolText("help.check.strict").inHelp))
    var strict = false

    @Flag(name: .long, help: ArgumentHelp(ToolText("help.check.timings").inHelp))
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
