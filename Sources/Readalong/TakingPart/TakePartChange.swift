/// One submission applied to a site, worked out and checked in memory before anything is
/// written: the one file it edits, in place, and the line that tells the member what was
/// done. Nothing is planned unless the site checks clean before and after.
public struct TakePartChange: Sendable {
    /// The member who sent it (their handle).
    public let member: String
    public let submission: Submission
    /// The site-relative path of the edited file.
    public let path: String
    /// The file's text after the change.
    public let text: String
    /// Whether the text differs from the file's (a second identical reply changes nothing).
    public let changesFile: Bool
    /// New files added beside the edit: a nominated book imported by ISBN, and its cover.
    public let added: [ImportedFile]
    /// `Marta Puig: going to «Debat», 12 November 2026`, in the site's language.
    public let summary: String
    /// The check of the changed site (no errors; its warnings, if any).
    public let check: CheckResult

    /// Works out the change on the site of `fileSystem`. Refuses, with a reason, a site
    /// with errors, a sender who is not a member, anything the rules of taking part do not
    /// allow, and a result that would not check clean. With `library`, a nomination by the
    /// ISBN of a book the site lacks adds that book from Open Library.
    public static func plan(_ submission: Submission, from sender: TakePartSender, fileSystem: FileSystem,
                            options: BuildOptions, library: OpenLibrary? = nil) throws(TakePartError) -> TakePartChange {
        let before = try check(fileSystem, options: options)
        guard let site = before.site, before.errorCount == 0 else { throw .invalidSite(before) }
        let member = try sender.member(in: site, accounts: before.accounts)
        let read = { (path: String) throws(TakePartError) -> String in try text(of: path, in: fileSystem) }
        let importBook = library.map { library in { (isbn: String) -> ISBNImporter.Outcome in
            guard let known = try? ImportSite.load(from: fileSystem) else { return .failed(ToolText("isbnImport.siteUnreadable")) }
            return ISBNImporter.run([ISBNRequest(text: isbn)], site: known, library: library)[0].outcome
        } }
        let editor = TakePartEditor(site: site, member: member, now: options.clock.now, read: read, importBook: importBook)
        var edit = try editor.edit(submission)
        let original = try read(edit.path)
        var files = Dictionary(edit.added.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        files[edit.path] = Array(edit.text.utf8)
        let after = try check(OverlayFileSystem(base: fileSystem, adding: files), options: options)
        guard after.errorCount == 0 else { throw .invalidResult(after) }
        if case .nominate(_, let pick) = edit.outcome, let added = edit.added.first,
           let book = after.site?.books.first(where: { $0.path == added.path }) {
            edit.outcome = .nominate(book: book.title.value, pick: pick)
        }
        return TakePartChange(member: member.handle, submission: submission, path: edit.path, text: edit.text,
                              changesFile: edit.text != original, added: edit.added,
                              summary: edit.outcome.line(name: member.name, language: site.config.language),
                              check: CheckResult(site: nil, diagnostics: after.diagnostics, sources: after.sources, fileCount: after.fileCount))
    }

    /// Writes the change into the site at `root` (the folder holding `content/`).
    public func write(toSite root: String) throws {
        guard changesFile else { return }
        var files = Dictionary(added.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        files[path] = Array(text.utf8)
        try ContentFileWriter.write(bytes: files, toSite: root)
    }

    private static func check(_ fileSystem: FileSystem, options: BuildOptions) throws(TakePartError) -> CheckResult {
        do {
            return try ContentPipeline.check(fileSystem: fileSystem, options: options)
        } catch {
            throw .failedToRead("\(error)")
        }
    }

    private static func text(of path: String, in fileSystem: FileSystem) throws(TakePartError) -> String {
        do {
            return String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
        } catch {
            throw .failedToRead("\(error)")
        }
    }
}
