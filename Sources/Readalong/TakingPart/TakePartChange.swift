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
    /// `Marta Puig: going to «Debat», 12 November 2026`, in the site's language.
    public let summary: String
    /// The check of the changed site (no errors; its warnings, if any).
    public let check: CheckResult

    /// Works out the change on the site of `fileSystem`. Refuses, with a reason, a site
    /// with errors, a sender who is not a member, anything the rules of taking part do not
    /// allow, and a result that would not check clean.
    public static func plan(_ submission: Submission, from sender: TakePartSender, fileSystem: FileSystem,
                            options: BuildOptions) throws(TakePartError) -> TakePartChange {
        let before = try check(fileSystem, options: options)
        guard let site = before.site, before.errorCount == 0 else { throw .invalidSite(before) }
        let member = try sender.member(in: site, accounts: before.accounts)
        let read = { (path: String) throws(TakePartError) -> String in try text(of: path, in: fileSystem) }
        let editor = TakePartEditor(site: site, member: member, now: options.clock.now, read: read)
        let edit = try editor.edit(submission)
        let original = try read(edit.path)
        let after = try check(OverlayFileSystem(base: fileSystem, adding: [edit.path: Array(edit.text.utf8)]), options: options)
        guard after.errorCount == 0 else { throw .invalidResult(after) }
        return TakePartChange(member: member.handle, submission: submission, path: edit.path, text: edit.text,
                              changesFile: edit.text != original,
                              summary: edit.outcome.line(name: member.name, language: site.config.language),
                              check: CheckResult(site: nil, diagnostics: after.diagnostics, sources: after.sources, fileCount: after.fileCount))
    }

    /// Writes the change into the site at `root` (the folder holding `content/`).
    public func write(toSite root: String) throws {
        guard changesFile else { return }
        try ContentFileWriter.write([path: text], toSite: root)
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
