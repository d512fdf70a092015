import ArgumentParser
import Readalong

/// `publish build` (the default): check the content, then publish it to output/.
///
/// Rendering is not implemented yet: the command checks the content and says so plainly
/// instead of writing a partial site.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into output/ (rendering is not built yet: this checks the content)."
    )

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let result = try siteOptions.check()
        Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result))
        guard result.errorCount == 0 else { throw ExitCode(1) }
        Terminal.writeError("note: rendering is not built yet, so nothing was written to output/; "
                            + "the content was checked and is valid.\n")
    }
}
