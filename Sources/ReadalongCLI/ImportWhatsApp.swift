import ArgumentParser
import Readalong

/// `publish import whatsapp`: a WhatsApp chat export into transcripts of a room.
struct ImportWhatsApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whatsapp",
        abstract: ToolText("help.whatsapp").inHelp
    )

    @Argument(help: ArgumentHelp(ToolText("help.whatsapp.export").inHelp))
    var export: String

    @Option(help: ArgumentHelp(ToolText("help.whatsapp.room").inHelp))
    var room: String

    @Option(name: .customLong("map"), help: ArgumentHelp(ToolText("help.whatsapp.map").inHelp,
                                                          valueName: "Name=handle"))
    var mappings: [String] = []

    @Option(help: ArgumentHelp(ToolText("help.whatsapp.split").inHelp))
    var split: WhatsAppImporter.Split = .day

    @Option(help: ArgumentHelp(ToolText("help.whatsapp.dateOrder").inHelp))
    var dateOrder: DateOrder?

    @OptionGroup var siteOptions: SiteOptions

    func validate() throws {
        for mapping in mappings where SenderMapping(argument: mapping) == nil {
            throw ValidationError(ToolText("import.map", ["mapping": mapping]).rendered(in: siteOptions.language()))
        }
    }

    func run() throws {
        let session = try ImportSession(siteOptions)
        let request = WhatsAppImporter.Request(room: room, mappings: mappings.compactMap(SenderMapping.init(argument:)),
                                               split: split, dateOrder: dateOrder)
        let bytes = try ImportSession.read(export, language: session.language)
        let language = session.language
        let outcome: WhatsAppImporter.Outcome
        do {
            outcome = try WhatsAppImporter.run(bytes, request: request, site: session.site)
        } catch {
            throw ImportSession.failure(error, input: (export, bytes), language: language)
        }
        Terminal.write(ToolText("import.datesRead", texts: ["order": outcome.dateOrder.text]).rendered(in: language) + "\n")
        for name in outcome.groupNames {
            Terminal.write(ToolText("import.groupNotices", ["name": name]).rendered(in: language) + "\n")
        }
        let result = try session.write(outcome.files)
        let counted = { (count: Int, key: String) in ToolText("\(key).\(count == 1 ? "one" : "other")", ["count": "\(count)"]) }
        Terminal.write(ToolText("import.whatsApp.done", texts: [
            "messages": counted(outcome.messages, "uses.messages"), "files": counted(outcome.files.count, "count.files"),
            "notices": counted(outcome.notices, "import.notices"), "media": counted(outcome.mediaNotes, "import.media"),
        ]).rendered(in: language) + "\n")
        ImportSession.report(result)
    }
}

extension WhatsAppImporter.Split: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}
