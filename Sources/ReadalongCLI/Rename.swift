import ArgumentParser
import Foundation
import Readalong

extension RenameKind: ExpressibleByArgument {}

/// `publish rename`: renames a member, book or room everywhere, keeping its old addresses.
struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: ToolText("help.rename").inHelp,
        discussion: ToolText("help.rename.discussion").inHelp
    )

    @Argument(help: ArgumentHelp(ToolText("help.rename.kind").inHelp))
    var kind: RenameKind

    @Argument(help: ArgumentHelp(ToolText("help.rename.old").inHelp))
    var old: String

    @Argument(help: ArgumentHelp(ToolText("help.rename.new").inHelp))
    var new: String

    @Flag(name: .long, help: ArgumentHelp(ToolText("help.rename.withoutGit").inHelp))
    var withoutGit = false

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let (fileSystem, options) = try siteOptions.resolve()
        let language = siteOptions.language()
        guard let disk = fileSystem as? DiskFileSystem else { throw ExitCode(2) }
        try requireCommitted(disk.root)
        let rename: SiteRename
        do {
            rename = try SiteRename.plan(kind, from: old, to: new, fileSystem: disk, options: options)
        } catch {
            throw Self.refusal(error, language: language)
        }
        do {
            try rename.write(toSite: disk.root)
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": error.localizedDescription]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        report(rename, language: language)
    }

    private func requireCommitted(_ root: String) throws {
        let language = siteOptions.language()
        switch GitWorkTree.state(ofSite: root) {
        case .clean:
            return
        case .dirty(let paths):
            let more = paths.count > 5 ? "  " + ToolText("rename.more", ["count": "\(paths.count - 5)"]).rendered(in: language) + "\n" : ""
            let listed = paths.prefix(5).map { "  \($0)\n" }.joined() + more
            Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("rename.uncommitted")]).rendered(in: language) + "\n"
                                + listed
                                + ToolText("cli.hint", texts: ["hint": ToolText("rename.uncommitted.hint")]).rendered(in: language) + "\n"
                                + ToolText("cli.nothingWritten").rendered(in: language) + "\n")
            throw ExitCode(1)
        case .notInGit:
            guard !withoutGit else { return }
            Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("rename.notInGit", ["root": root])])
                                    .rendered(in: language) + "\n"
                                + ToolText("cli.hint", texts: ["hint": ToolText("rename.notInGit.hint")]).rendered(in: language) + "\n"
                                + ToolText("cli.nothingWritten").rendered(in: language) + "\n")
            throw ExitCode(1)
        }
    }

    private static func refusal(_ error: RenameError, language: ToolLanguage) -> ExitCode {
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        switch error {
        case .invalidSite(let result), .invalidResult(let result):
            Terminal.writeError(formatter.format(result))
        default:
            break
        }
        Terminal.writeError(ToolText("cli.error", texts: ["detail": error.text]).rendered(in: language) + "\n"
                            + ToolText("cli.nothingWritten").rendered(in: language) + "\n")
        if case .unreadable = error { return ExitCode(2) }
        return ExitCode(1)
    }

    private func report(_ rename: SiteRename, language: ToolLanguage) {
        let words = ToolCatalogue.of(language)
        var text = words.render(ToolText("rename.moved", ["old": rename.kind.place(of: rename.old), "new": rename.kind.place(of: rename.new)]))
            + "\n"
        for path in rename.editedFiles { text += words.render(ToolText("rename.updated", ["path": path])) + "\n" }
        let files = rename.editedFiles.count
        let references = ToolText(rename.references == 1 ? "rename.references.one" : "rename.references.other",
                                  ["count": "\(rename.references)"])
        text += words.render(ToolText("rename.done", ["old": rename.old, "new": rename.new],
                                      texts: ["references": references, "files": ToolText(files == 1 ? "count.files.one" : "count.files.other",
                                                                                          ["count": "\(files)"])])) + "\n"
        Terminal.write(text)
        if rename.check.warningCount > 0 {
            Terminal.write(HumanFormatter(colour: Terminal.standardOutputIsTerminal).format(rename.check))
        }
    }
}
