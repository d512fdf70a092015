import ArgumentParser
import Foundation
import Readalong

/// `publish import isbn`: book files and covers from Open Library, by ISBN.
struct ImportISBN: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "isbn",
        abstract: "Create book files and covers from Open Library by ISBN, skipping books the site has.",
        discussion: "Each argument is an ISBN (ISBN-10 or ISBN-13, hyphens allowed) or a file of ISBNs, one a line "
            + "(blank lines and # comments are skipped). Every ISBN is reported: created, skipped and why, not found, "
            + "or failed and why. Exit status: 0 every ISBN created or skipped, 1 some not found or failed (the others "
            + "are written), 2 usage or I/O failures."
    )

    @Argument(help: "ISBNs, or files listing them.")
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
