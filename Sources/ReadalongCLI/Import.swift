import ArgumentParser

/// `publish import`: bring content in from other tools.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Create content from a WhatsApp chat export, a Goodreads or StoryGraph book list, or ISBNs.",
        discussion: "Nothing is written unless the new files pass the content check. "
            + "Exit status of whatsapp and goodreads: 0 imported, 1 nothing imported because of a problem with the "
            + "input or the content, 2 usage or I/O failures; isbn says its own in its help.",
        subcommands: [ImportWhatsApp.self, ImportGoodreads.self, ImportISBN.self]
    )
}
