import ArgumentParser
import Foundation
import Readalong

/// `publish new book|member|room|transcript|news|list|pick <slug>`: write a starting file that already
/// validates, with a comment on every field. Never overwrites.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a new book, member, room, transcript, news item, list or pick from a commented template."
    )

    @OptionGroup var siteOptions: SiteOptions

    @Argument(help: "What to create: book, member, room, transcript, news, list or pick.")
    var kind: Scaffold.Kind

    @Argument(help: "Its slug (or handle for a member): lower-case letters, digits and hyphens; made from the title for a book with --isbn.")
    var slug: String?

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
        let existing = files.keys.sorted().filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        guard existing.isEmpty else {
            Terminal.writeError("error: \(existing.joined(separator: ", ")) already exists; nothing was written\n")
            throw ExitCode(1)
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Terminal.write("created \(path)\n")
        }
        let after = try siteOptions.check()
        let problems = after.diagnostics.filter { files.keys.contains($0.location.path) }
        if !problems.isEmpty {
            let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
            Terminal.writeError(formatter.format(problems, sources: after.sources).joined(separator: "\n") + "\n")
            throw ExitCode(1)
        }
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

extension Scaffold.Kind: ExpressibleByArgument {}
