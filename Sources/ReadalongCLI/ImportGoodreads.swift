import ArgumentParser
import Readalong

/// `publish import goodreads`: a Goodreads or StoryGraph CSV export into book files.
struct ImportGoodreads: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goodreads",
        abstract: "Create book files from a Goodreads or StoryGraph CSV export, skipping books the site has."
    )

    @Argument(help: "The exported library, e.g. goodreads_library_export.csv.")
    var export: String

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let session = try ImportSession(siteOptions)
        let outcome: BookListImporter.Outcome
        do {
            outcome = try BookListImporter.run(try ImportSession.read(export), site: session.site)
        } catch let error as ImportError {
            throw ImportSession.failure(error)
        }
        let rows = outcome.files.count + outcome.skipped.count
        Terminal.write("read a \(outcome.source.rawValue) export: \(rows) book\(rows == 1 ? "" : "s")\n")
        let result = outcome.files.isEmpty ? nil : try session.write(outcome.files)
        for skipped in outcome.skipped { Terminal.write("skipped \(skipped)\n") }
        let created = outcome.files.count
        Terminal.write("created \(created) book\(created == 1 ? "" : "s"), skipped \(outcome.skipped.count)\n")
        result.map(ImportSession.report)
    }
}
