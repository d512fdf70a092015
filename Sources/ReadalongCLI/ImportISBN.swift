import ArgumentParser
import Foundation
import Readalong

/// `publish import isbn`: book files and covers from Open Library, by ISBN.
struct ImportISBN: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "isbn",
        abstract: ToolText("help.isbn").inHelp,
        discussion: ToolText("help.isbn.discussion").inHelp
    )

    @Argument(help: ArgumentHelp(ToolText("help.isbn.inputs").inHelp))
    var inputs: [String]

    @OptionGroup var openLibrary: OpenLibraryOptions

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let language = siteOptions.language()
        let library = try openLibrary.library(language: language)
        var requests: [ISBNRequest] = []
        for input in inputs {
            if ISBNRequest.looksLikeISBN(input) {
                requests.append(ISBNRequest(text: input.trimmingCharacters(in: .whitespaces)))
                continue
            }
            do {
                requests += try ISBNRequest.list(try ImportSession.read(input, language: language), file: input)
            } catch let error as ImportError {
                throw ImportSession.failure(error, language: language)
            }
        }
        let session = try ImportSession(siteOptions)
        let reports = try ISBNImportRun.perform(requests, session: session, library: library)
        if reports.contains(where: ISBNImportRun.isProblem) { throw ExitCode(1) }
    }
}
