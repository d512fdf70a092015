import ArgumentParser
import Readalong

/// Where books are fetched from by ISBN, and how long to wait.
struct OpenLibraryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(ToolText("help.openLibrary.api").inHelp))
    var api: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.openLibrary.covers").inHelp))
    var covers: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.openLibrary.timeout").inHelp))
    var timeout: Double = OpenLibrary.defaultTimeout

    /// The servers, or a usage failure (exit 2), said in `language`, for an address that is not http(s).
    func library(language: ToolLanguage) throws -> OpenLibrary {
        do {
            return try OpenLibrary(api: api, covers: covers, timeout: timeout)
        } catch let error as OpenLibrary.BadAddress {
            Terminal.writeError(ToolText("cli.error", texts: ["detail": error.text]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
    }
}
