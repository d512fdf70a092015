import ArgumentParser
import Readalong

/// The settings of `publish new site`: the club, its language, zone and address, and its
/// founding member.
struct StarterOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(ToolText("help.starter.title").inHelp))
    var title: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.starter.language").inHelp))
    var language: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.starter.timezone").inHelp))
    var timezone: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(ToolText("help.starter.baseURL").inHelp))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.starter.name").inHelp))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.starter.handle").inHelp))
    var handle: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.starter.forge").inHelp))
    var forge: String?

    /// Whether any of these options was given (they belong to `new site` only).
    var isEmpty: Bool { [title, language, timezone, baseURL, name, handle, forge].allSatisfy { $0 == nil } }

    /// The starter these options describe, or the first one missing or refused.
    func starter() throws(Scaffold.Refusal) -> SiteStarter {
        let missing = [("--title", title), ("--language", language), ("--timezone", timezone),
                       ("--base-url", baseURL), ("--name", name), ("--handle", handle)].filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty, let title, let language, let timezone, let baseURL, let name, let handle else {
            throw Scaffold.Refusal(ToolText("new.site.missing", ["options": missing.joined(separator: ", ")]))
        }
        return try SiteStarter(title: title, language: language, timeZone: timezone, baseURL: baseURL,
                               founderName: name, founderHandle: handle, forge: forge)
    }
}
