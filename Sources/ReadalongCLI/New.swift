import ArgumentParser
import Foundation
import Readalong

/// `publish new site <folder>`: start a club's site; `publish new book|member|room|transcript|news|list|pick
/// <slug>`: write a starting file that already validates, with a comment on every field and
/// example text that `check` points out until it is replaced. Never overwrites.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: ToolText("help.new").inHelp
    )

    @OptionGroup var siteOptions: SiteOptions

    @Argument(help: ArgumentHelp(ToolText("help.new.kind").inHelp))
    var kind: NewKind

    @Argument(help: ArgumentHelp(ToolText("help.new.slug").inHelp))
    var slug: String?

    @OptionGroup var starter: StarterOptions

    @Option(name: .long, help: ArgumentHelp(ToolText("help.new.isbn").inHelp))
    var isbn: String?

    @OptionGroup var openLibrary: OpenLibraryOptions

    @Option(name: .long, help: ArgumentHelp(ToolText("help.new.book").inHelp))
    var book: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.new.host").inHelp))
    var host: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.new.room").inHelp))
    var room: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.new.by").inHelp))
    var by: String?

    /// Writes `text` as an error line in `language`.
    private func fail(_ text: ToolText, _ language: ToolLanguage) {
        Terminal.writeError(ToolText("cli.error", texts: ["detail": text]).rendered(in: language) + "\n")
    }

    func run() throws {
        if kind == .forms { return try createForms() }
        guard let kind = kind.item else { return try createSite() }
        let language = siteOptions.language()
        guard starter.isEmpty else {
            fail(ToolText("new.siteOptionsOnly"), language)
            throw ExitCode(2)
        }
        if let isbn { return try fetchBook(isbn) }
        guard let slug else {
            fail(ToolText("new.needsName.\(kind.rawValue)"), language)
            throw ExitCode(2)
        }
        let result = try siteOptions.check()
        guard let site = result.site else {
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result)
                                + ToolText("new.fixFirst").rendered(in: language) + "\n")
            throw ExitCode(1)
        }
        let (fileSystem, options) = try siteOptions.resolve()
        let root = (fileSystem as? DiskFileSystem)?.root ?? "."
        let today = UTCTime.date(options.clock.now)
        let files: [String: String]
        do {
            var folder: ObjCBool = false
            let bookFolder = FileManager.default.fileExists(atPath: root + "/content/books/" + slug, isDirectory: &folder) && folder.boolValue
            files = try Scaffold.files(kind, slug: slug, book: book, host: host, room: room, site: site, today: today, by: by,
                                       bookFolder: bookFolder, language: ToolLanguage(tag: site.config.language) ?? .english)
        } catch let refusal as Scaffold.Refusal {
            fail(refusal.text, language)
            throw ExitCode(2)
        }
        try NewFiles.write(files, into: root, language: language)
        try NewFiles.report(try siteOptions.check(), about: files)
    }

    /// `new site <folder>`: a starting site, checked at once.
    private func createSite() throws {
        let choice = siteOptions.languageOption.choice
        guard let folder = slug else {
            fail(ToolText("new.site.needsFolder"), choice.language(siteTag: starter.language))
            throw ExitCode(2)
        }
        let language = choice.language(siteTag: starter.language)
        let clock = try siteOptions.clock()
        let files: [String: String]
        do {
            files = try starter.starter().files(today: UTCTime.date(clock.now), version: ReadalongRelease.version)
        } catch {
            fail(error.text, language)
            throw ExitCode(2)
        }
        try NewFiles.write(files, into: folder, language: language)
        let result: CheckResult
        do {
            result = try ContentPipeline.check(fileSystem: DiskFileSystem(root: folder), options: BuildOptions(clock: clock, language: choice))
        } catch {
            fail(.verbatim("\(error)"), language)
            throw ExitCode(2)
        }
        try NewFiles.report(result, about: files)
        Terminal.write(ToolText("new.site.next", ["folder": folder]).rendered(in: language) + "\n")
    }

    /// `new forms`: the issue forms and the take-part workflow of a site whose `take_part:`
    /// names a GitHub-style forge.
    private func createForms() throws {
        let language = siteOptions.language()
        let result = try siteOptions.check()
        guard let site = result.site else {
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result)
                                + ToolText("new.forms.fixFirst").rendered(in: language) + "\n")
            throw ExitCode(1)
        }
        guard let takePart = site.config.takePart, takePart.forge != nil, takePart.forgeStyle == .github else {
            fail(ToolText("new.forms.noForge"), language)
            Terminal.writeError(ToolText("cli.hint", texts: ["hint": ToolText("new.forms.noForge.hint")]).rendered(in: language) + "\n")
            throw ExitCode(1)
        }
        try NewFiles.write(TakePartForms.files(language: site.config.language, version: ReadalongRelease.version),
                           into: (try siteOptions.resolve().0 as? DiskFileSystem)?.root ?? ".", language: language)
    }

    /// `new book --isbn`: the import of one ISBN, failing (exit 1) unless the book was created.
    private func fetchBook(_ isbn: String) throws {
        let language = siteOptions.language()
        guard kind == .book else {
            fail(ToolText("new.isbnBookOnly"), language)
            throw ExitCode(2)
        }
        do {
            try slug.map(Scaffold.checkName)
        } catch let refusal as Scaffold.Refusal {
            fail(refusal.text, language)
            throw ExitCode(2)
        }
        let library = try openLibrary.library(language: language)
        let session = try ImportSession(siteOptions)
        let reports = try ISBNImportRun.perform([ISBNRequest(text: isbn)], session: session, library: library, slug: slug)
        guard case .created = reports.first?.outcome else { throw ExitCode(1) }
    }
}
