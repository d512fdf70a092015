/// The web app manifest (`manifest.webmanifest`): what a phone needs to add the site to its
/// home screen and open it like an app. Written with its members in a fixed order, so that the
/// same site always gives the same bytes.
struct WebAppManifest: Sendable {
    /// One icon: its URL, width in pixels, and whether it may be masked.
    struct Icon: Sendable {
        let url: String
        let size: Int
        let maskable: Bool
    }

    let name: String
    let shortName: String
    let description: String?
    let language: String
    /// The home page: where the app opens, and the URLs it keeps to.
    let home: String
    let colours: ThemeColours
    let icons: [Icon]

    /// Launchers cut names longer than about twelve characters.
    static let shortNameLength = 12

    /// The name under the icon: the title when it is short, otherwise its first word (cut
    /// when even that is too long).
    static func shortName(of title: String) -> String {
        if title.count <= shortNameLength { return title }
        let word = title.split(separator: " ").first.map(String.init) ?? title
        return String(word.prefix(shortNameLength))
    }

    /// The manifest as JSON.
    var json: String {
        var members: [(String, String)] = [("name", Escaping.jsonString(name)), ("short_name", Escaping.jsonString(shortName))]
        if let description { members.append(("description", Escaping.jsonString(description))) }
        members += [("lang", Escaping.jsonString(language)), ("start_url", Escaping.jsonString(home)),
                    ("scope", Escaping.jsonString(home)), ("display", "\"standalone\""),
                    ("theme_color", Escaping.jsonString(colours.accent)),
                    ("background_color", Escaping.jsonString(colours.background))]
        let icons = self.icons.map { icon in
            "    {\"src\": \(Escaping.jsonString(icon.url)), \"sizes\": \"\(icon.size)x\(icon.size)\", \"type\": \"image/png\", "
                + "\"purpose\": \"\(icon.maskable ? "maskable" : "any")\"}"
        }
        members.append(("icons", "[\n" + icons.joined(separator: ",\n") + "\n  ]"))
        return "{\n" + members.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}
