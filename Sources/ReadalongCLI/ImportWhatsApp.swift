import ArgumentParser
import Readalong

/// `publish import whatsapp`: a WhatsApp chat export into transcripts of a room.
struct ImportWhatsApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whatsapp",
        abstract: "Turn a WhatsApp chat export (.txt) into chat transcripts of an existing room."
    )

    @Argument(help: "The exported chat, e.g. \"WhatsApp Chat with Club.txt\" or _chat.txt.")
    var export: String

    @Option(help: "The room's slug (its folder under content/rooms/).")
    var room: String

    @Option(name: .customLong("map"), help: ArgumentHelp("Whose messages a chat name is: \"Name=handle\" (repeatable).",
                                                          valueName: "Name=handle"))
    var mappings: [String] = []

    @Option(help: "One transcript per day, or one per schedule event.")
    var split: WhatsAppImporter.Split = .day

    @Option(help: "Read dates such as 05/06/23 day first or month first (default: as the export or the site's language shows).")
    var dateOrder: DateOrder?

    @OptionGroup var siteOptions: SiteOptions

    func validate() throws {
        for mapping in mappings where SenderMapping(argument: mapping) == nil {
            throw ValidationError("--map expects \"Name=handle\", found '\(mapping)'")
        }
    }

    func run() throws {
        let session = try ImportSession(siteOptions)
        let request = WhatsAppImporter.Request(room: room, mappings: mappings.compactMap(SenderMapping.init(argument:)),
                                               split: split, dateOrder: dateOrder)
        let bytes = try ImportSession.read(export)
        let outcome: WhatsAppImporter.Outcome
        do {
            outcome = try WhatsAppImporter.run(bytes, request: request, site: session.site)
        } catch {
            throw ImportSession.failure(error, input: (export, bytes), language: siteOptions.language())
        }
        Terminal.write("dates read \(outcome.dateOrder)\n")
        for name in outcome.groupNames {
            Terminal.write("skipped every line of '\(name)' as WhatsApp's notices: each starts with the invisible mark iPhones put "
                           + "on notices written under the group's name\n")
        }
        let result = try session.write(outcome.files)
        let files = outcome.files.count
        Terminal.write("imported \(outcome.messages) message\(outcome.messages == 1 ? "" : "s") into \(files) file\(files == 1 ? "" : "s"); "
                       + "skipped \(outcome.notices) WhatsApp notice\(outcome.notices == 1 ? "" : "s"); "
                       + "\(outcome.mediaNotes) media note\(outcome.mediaNotes == 1 ? "" : "s")\n")
        ImportSession.report(result)
    }
}

extension WhatsAppImporter.Split: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}
