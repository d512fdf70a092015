import ArgumentParser
import Readalong

/// `publish import`: bring content in from other tools.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: ToolText("help.import").inHelp,
        discussion: ToolText("help.import.discussion").inHelp,
        subcommands: [ImportWhatsApp.self, ImportGoodreads.self, ImportISBN.self]
    )
}
