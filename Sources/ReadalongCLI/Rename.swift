import ArgumentParser
import Foundation
import Readalong

extension RenameKind: ExpressibleByArgument {}

/// `publish rename`: renames a member, book or room everywhere, keeping its old addresses.
struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rename a member, book or room: rewrite every reference, move the file, keep the old address.",
        discussion: """
        Refuses to run while content/ has uncommitted changes, or when the site has errors. \
        Nothing is written unless the renamed site checks clean.
        """
    )

    @Argument(help: "What to rename: member, book or room.")
    var kind: RenameKind

    @Argument(help: "The current handle or slug.")
    var old: String

    @Argument(help: "The new handle or slug.")
    var new: String

    @Flag(name: .long, help: "Run even though the site is not in a git repository (there is then no git history to undo it with).")
    var withoutGit = false

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let (fileSystem, options) = try siteOptions.resolve()
        guard let disk = fileSystem as? DiskFileSystem else { throw ExitCode(2) }
        try requireCommitted(disk.root)
        let rename: SiteRename
        do {
            rename = try SiteRename.plan(kind, from: old, to: new, fileSystem: disk, options: options)
        } catch {
            throw Self.refusal(error)
        }
        do {
            try rename.write(toSite: disk.root)
        } catch {
            Terminal.writeError("error: \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
        report(rename)
    }

    private func requireCommitted(_ root: String) throws {
        switch GitWorkTree.state(ofSite: root) {
        case .clean:
            return
        case .dirty(let paths):
            let listed = paths.prefix(5).map { "  \($0)\n" }.joined() + (paths.count > 5 ? "  …and \(paths.count - 5) more\n" : "")
            Terminal.writeError("error: content/ has changes that are not committed:\n\(listed)"
                                + "hint: commit them (or stash them) first, so the rename can be reviewed and undone on its own\n"
                                + "nothing was written\n")
            throw ExitCode(1)
        case .notInGit:
            guard !withoutGit else { return }
            Terminal.writeError("error: \(root) is not in a git repository, so the rename could not be undone\n"
                                + "hint: put the site in git, or pass --without-git to rename anyway\n"
                                + "nothing was written\n")
            throw ExitCode(1)
        }
    }

    private static func refusal(_ error: RenameError) -> ExitCode {
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        switch error {
        case .invalidSite(let result), .invalidResult(let result):
            Terminal.writeError(formatter.format(result))
        default:
            break
        }
        Terminal.writeError("error: \(error)\nnothing was written\n")
        if case .unreadable = error { return ExitCode(2) }
        return ExitCode(1)
    }

    private func report(_ rename: SiteRename) {
        var text = "moved \(rename.kind.place(of: rename.old)) to \(rename.kind.place(of: rename.new))\n"
        for path in rename.editedFiles { text += "updated \(path)\n" }
        let files = rename.editedFiles.count
        text += "rewrote \(rename.references) reference\(rename.references == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); "
            + "'\(rename.old)' is now an alias of '\(rename.new)', so its old addresses redirect\n"
        Terminal.write(text)
        if rename.check.warningCount > 0 {
            Terminal.write(HumanFormatter(colour: Terminal.standardOutputIsTerminal).format(rename.check))
        }
    }
}
