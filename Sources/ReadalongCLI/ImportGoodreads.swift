import ArgumentParser
import Readalong

/// `publish import goodreads`: a Goodreads or StoryGraph CSV export into book files.
struct ImportGoodreads: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goodreads",
        abstract: ToolText("help.goodreads").inHelp
    )

    @Argument(help: ArgumentHelp(ToolText("help.goodreads.export").inHelp))
    var export: String

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let session = try ImportSession(siteOptions)
        let language = session.language
        let outcome: BookListImporter.Outcome
        do {
            outcome = try BookListImporter.run(try ImportSession.read(export, language: language), site: session.site)
        } catch let error as ImportError {
            throw ImportSession.failure(error, language: language)
        }
        let books = { (count: Int) in ToolText(count == 1 ? "count.books.one" : "count.books.other", ["count": "\(count)"]) }
        let rows = outcome.files.count + outcome.skipped.count
        Terminal.write(ToolText("bookList.read", ["source": outcome.source.rawValue], texts: ["books": books(rows)])
            .rendered(in: language) + "\n")
        let result = outcome.files.isEmpty ? nil : try session.write(outcome.files)
        for skipped in outcome.skipped { Terminal.write(ToolText("bookList.skippedRow", texts: ["what": skipped.text]).rendered(in: language) + "\n") }
        Terminal.write(ToolText("bookList.done", ["skipped": "\(outcome.skipped.count)"], texts: ["books": books(outcome.files.count)])
            .rendered(in: language) + "\n")
        result.map(ImportSession.report)
    }
}
