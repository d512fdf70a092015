import ArgumentParser
import Readalong

/// Where books are fetched from by ISBN, and how long to wait.
struct OpenLibraryOptions: ParsableArguments {
    @Option(name: .long, help: "The Open Library server (default https://openlibrary.org); a mirror or a test server.")
    var api: String?

    @Option(name: .long, help: "The cover server (default https://covers.openlibrary.org, or the --api server when that is given).")
    var covers: String?

    @Option(name: .long, help: "Seconds to wait for each answer (default 30).")
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
