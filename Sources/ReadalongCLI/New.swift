import ArgumentParser
import Foundation
import Readalong

/// `publish new site <folder>`: start a club's site; `publish new book|member|room|transcript|news|list|pick
/// <slug>`: write a starting file that already validates, with a comment on every field and
/// example text that `check` points out until it is replaced. Never overwrites.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a new site, or a new book, member, room, transcript, news item, list or pick from a commented template."
    )

    @OptionGroup var siteOptions: SiteOptions

    @Argument(help: "What to create: site, book, member, room, transcript, news, list, pick, or forms (the issue forms and workflow of taking part).")
    var kind: NewKind

    @Argument(help: "For a site: the folder to create it in. Otherwise its slug (or handle for a member): lower-case letters, digits and hyphens; made from the title for a book with --isbn.")
    var slug: String?

    @OptionGroup var starter: StarterOptions

    @Option(name: .long, help: "For a book: fetch it from Open Library by this ISBN, with its cover.")
    var isbn: String?

    @OptionGroup var openLibrary: OpenLibraryOptions

    @Option(name: .long, help: "For a room: the book it reads; for a list or a pick: its first book (a slug of content/books/).")
    var book: String?

    @Option(name: .long, help: "For a room: its host (a handle of content/members/).")
    var host: String?

    @Option(name: .long, help: "For a transcript: the room it belongs to; for a news item: the room that shows it too.")
    var room: String?

    @Option(name: .long, help: "For a news item, list or pick: the member who writes it, keeps it or nominates its candidates.")
    var by: String?

    func run() throws {
        if kind == .forms { return try createForms() }
        guard let kind = kind.item else { return try createSite() }
        guard starter.isEmpty else {
            Terminal.writeError("error: --title, --language, --timezone, --base-url, --name, --handle and --forge are for a new site only\n")
            throw ExitCode(2)
        }
        if let isbn { return try fetchBook(isbn) }
        guard let slug else {
            Terminal.writeError("error: give the new \(kind.rawValue)'s \(kind == .member ? "handle" : "slug")"
                                + (kind == .book ? ", or --isbn to fetch the book from Open Library" : "") + "\n")
            throw ExitCode(2)
        }
        let result = try siteOptions.check()
        guard let site = result.site else {
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result)
                                + "fix these errors before adding new content\n")
            throw ExitCode(1)
        }
        let (fileSystem, options) = try siteOptions.resolve()
        let root = (fileSystem as? DiskFileSystem)?.root ?? "."
        let today = UTCTime.date(options.clock.now)
        let files: [String: String]
        do {
            files = try Scaffold.files(kind, slug: slug, book: book, host: host, room: room, site: site, today: today, by: by)
        } catch let refusal as Scaffold.Refusal {
            Terminal.writeError("error: \(refusal)\n")
            throw ExitCode(2)
        }
        try NewFiles.write(files, into: root)
        try NewFiles.report(try siteOptions.check(), about: files)
    }

    /// `new site <folder>`: a starting site, checked at once.
    private func createSite() throws {
        guard let folder = slug else {
            Terminal.writeError("error: give the folder of the new site, e.g. publish new site my-club\n")
            throw ExitCode(2)
        }
        let clock = try siteOptions.clock()
        let files: [String: String]
        do {
            files = try starter.starter().files(today: UTCTime.date(clock.now), version: ReadalongRelease.version)
        } catch {
            Terminal.writeError("error: \(error)\n")
            throw ExitCode(2)
        }
        try NewFiles.write(files, into: folder)
        let result: CheckResult
        do {
            result = try ContentPipeline.check(fileSystem: DiskFileSystem(root: folder), options: BuildOptions(clock: clock))
        } catch {
            Terminal.writeError("error: \(error)\n")
            throw ExitCode(2)
        }
        try NewFiles.report(result, about: files)
        Terminal.write("""
            next: edit the pages in \(folder)/content/pages/, add books with `publish new book`, then
                  `publish check --site \(folder)` and `publish build --site \(folder)`; docs/start.md tells the rest

            """)
    }

    /// `new forms`: the issue forms and the take-part workflow of a site whose `take_part:`
    /// names a GitHub-style forge.
    private func createForms() throws {
        let result = try siteOptions.check()
        guard let site = result.site else {
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result)
                                + "fix these errors before adding the forms\n")
            throw ExitCode(1)
        }
        guard let takePart = site.config.takePart, takePart.forge != nil, takePart.forgeStyle == .github else {
            Terminal.writeError("error: the forms are for a GitHub repository, and content/site.yml names none\n"
                                + "hint: add `take_part:` with `forge: https://github.com/OWNER/REPOSITORY` to content/site.yml "
                                + "(docs/take-part.md)\n")
            throw ExitCode(1)
        }
        try NewFiles.write(TakePartForms.files(language: site.config.language, version: ReadalongRelease.version),
                           into: (try siteOptions.resolve().0 as? DiskFileSystem)?.root ?? ".")
    }

    /// `new book --isbn`: the import of one ISBN, failing (exit 1) unless the book was created.
    private func fetchBook(_ isbn: String) throws {
        guard kind == .book else {
            Terminal.writeError("error: --isbn is for a book only\n")
            throw ExitCode(2)
        }
        do {
            try slug.map(Scaffold.checkName)
        } catch {
            Terminal.writeError("error: \(error)\n")
            throw ExitCode(2)
        }
        let library = try openLibrary.library()
        let session = try ImportSession(siteOptions)
        let reports = try ISBNImportRun.perform([ISBNRequest(text: isbn)], session: session, library: library, slug: slug)
        guard case .created = reports.first?.outcome else { throw ExitCode(1) }
    }
}
