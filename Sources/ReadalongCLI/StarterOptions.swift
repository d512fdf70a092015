import ArgumentParser
import Readalong

/// The settings of `publish new site`: the club, its language, zone and address, and its
/// founding member.
struct StarterOptions: ParsableArguments {
    @Option(name: .long, help: "For a site: the club's name, e.g. \"Fulls del Ter\".")
    var title: String?

    @Option(name: .long, help: "For a site: the language of its pages and menus: ca, es or en.")
    var language: String?

    @Option(name: .long, help: "For a site: the time zone its times are read in, e.g. Europe/Madrid.")
    var timezone: String?

    @Option(name: .customLong("base-url"), help: "For a site: the address it will be published at, e.g. https://club.github.io/club/.")
    var baseURL: String?

    @Option(name: .long, help: "For a site: the founding member's name, as the site shows it.")
    var name: String?

    @Option(name: .long, help: "For a site: the founding member's handle (lower-case letters, digits and hyphens).")
    var handle: String?

    @Option(name: .long, help: "For a site: its GitHub repository (https://github.com/OWNER/REPOSITORY), to add the forms members take part with.")
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
