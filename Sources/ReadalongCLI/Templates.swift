import ArgumentParser
import Foundation
import Readalong

/// `publish templates list|eject`: see the built-in templates and copy one into the site's
/// `templates/` folder to change it there.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: ToolText("help.templates").inHelp,
        subcommands: [List.self, Eject.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: ToolText("help.templates.list").inHelp)

        @OptionGroup var siteOptions: SiteOptions

        func run() throws {
            let root = DiskFileSystem(root: siteOptions.site).root
            let language = siteOptions.language()
            for name in BuiltInTemplates.names {
                let overridden = FileManager.default.fileExists(atPath: "\(root)/templates/\(name).mustache")
                let note = "  " + ToolText("templates.overridden", ["name": name]).rendered(in: language)
                Terminal.write(name + (overridden ? note : "") + "\n")
            }
        }
    }

    struct Eject: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: ToolText("help.templates.eject").inHelp)

        @OptionGroup var siteOptions: SiteOptions

        @Argument(help: ArgumentHelp(ToolText("help.templates.name").inHelp))
        var name: String

        func run() throws {
            let language = siteOptions.language()
            guard let text = BuiltInTemplates.text(of: name) else {
                throw ValidationError(ToolText("templates.unknown", ["name": name]).rendered(in: language))
            }
            let root = DiskFileSystem(root: siteOptions.site).root
            let path = "templates/\(name).mustache"
            guard !FileManager.default.fileExists(atPath: root + "/" + path) else {
                Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("new.exists", ["paths": path])])
                                        .rendered(in: language) + "\n")
                throw ExitCode(1)
            }
            try FileManager.default.createDirectory(atPath: root + "/templates", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
            Terminal.write(ToolText("templates.ejected", ["path": path]).rendered(in: language) + "\n")
        }
    }
}
