import Foundation

/// A new club site, ready to check and build: `site.yml`, the founding member, a welcome page
/// and the club's norms in the site's language (both in the menu), `.gitignore`, and the CI
/// workflow of a content-only repository. No example book or room: `publish new` adds those.
public struct SiteStarter: Sendable {
    /// The languages whose starting pages are written (the interface strings cover the same).
    public static let languages = ["ca", "es", "en"]

    let title: String
    let language: String
    let timeZone: String
    let baseURL: String
    let founderName: String
    let founderHandle: String
    /// The club's GitHub repository, when members are to take part there.
    let forge: String?

    /// Checks every setting, refusing the first that a valid site could not hold.
    public init(title: String, language: String, timeZone: String, baseURL: String,
                founderName: String, founderHandle: String, forge: String? = nil) throws(Scaffold.Refusal) {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Scaffold.Refusal(ToolText("new.site.emptyTitle"))
        }
        guard Self.languages.contains(language) else {
            throw Scaffold.Refusal(ToolText("new.site.language", ["language": language]))
        }
        guard TimeZoneCatalog.zone(named: timeZone) != nil else {
            let hint = TimeZoneCatalog.suggestion(for: timeZone).map(Suggestion.didYouMean) ?? ToolText("zone.unknown.hint")
            throw Scaffold.Refusal(ToolText("new.site.timezone", ["zone": timeZone], texts: ["hint": hint]))
        }
        if let problem = URLRule.problem(with: baseURL, webOnly: true) {
            throw Scaffold.Refusal(ToolText("new.site.baseURL", texts: ["problem": problem]))
        }
        guard !founderName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Scaffold.Refusal(ToolText("new.site.emptyName"))
        }
        guard Slug.isValid(founderHandle) else {
            throw Scaffold.Refusal(ToolText("new.site.handle", ["handle": founderHandle,
                                                             "suggestion": Slug.suggestion(for: founderHandle)]))
        }
        self.title = title
        self.language = language
        self.timeZone = timeZone
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.founderName = founderName
        self.founderHandle = founderHandle
        if let forge {
            let parts = URL(string: forge)?.path.split(separator: "/") ?? []
            guard URLRule.problem(with: forge, webOnly: true) == nil, URL(string: forge)?.host?.lowercased() == "github.com",
                  parts.count == 2 else {
                throw Scaffold.Refusal(ToolText("new.site.forge", ["forge": forge]))
            }
        }
        self.forge = forge.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The files (path relative to the new site's folder → text); `today` is the day the
    /// founder joined, `version` the release of `publish` the CI workflow installs.
    public func files(today: LocalDate, version: String) -> [String: String] {
        let texts = StarterTexts.written(in: language, club: title, founder: founderHandle)
        let founder = """
        ---
        name: \(YAMLQuoted.string(founderName))
        joined: \(today)
        verified: true
        ---
        \(texts.founderBiography)

        """
        let forms = forge == nil ? [:] : TakePartForms.files(language: language, version: version)
        return forms.merging([
            "content/site.yml": siteFile(description: texts.siteDescription),
            "content/members/\(founderHandle).md": founder,
            "content/pages/\(texts.welcomeSlug).md": Self.page(texts.welcomeTitle, texts.welcomeDescription, menu: 1, texts.welcome),
            "content/pages/\(texts.normsSlug).md": Self.page(texts.normsTitle, texts.normsDescription, menu: 2, texts.norms),
            ".gitignore": "# " + comment("starter.gitignore") + "\noutput/\n.output.staging/\n",
            ".github/workflows/publish.yml": StarterWorkflow.text(version: version, language: toolLanguage),
        ]) { _, starter in starter }
    }

    private func siteFile(description: String) -> String {
        """
        # \(comment("starter.site.settings"))
        title: \(YAMLQuoted.string(title))
        description: \(YAMLQuoted.string(description))
        # \(comment("starter.site.baseURL"))
        base_url: \(baseURL)
        # \(comment("starter.site.language"))
        language: \(language)
        # \(comment("starter.site.timezone"))
        timezone: \(timeZone)

        """ + (forge.map { "# \(comment("starter.site.takePart"))\ntake_part:\n  forge: \($0)\n" } ?? "")
    }

    /// The language the starting files' comments are written in: the site's.
    private var toolLanguage: ToolLanguage { ToolLanguage(tag: language) ?? .english }

    /// A comment line's text from the catalogue, in the site's language.
    private func comment(_ key: String) -> String {
        ToolText(key).rendered(in: toolLanguage)
    }

    /// A free page shown in the menu at position `menu`.
    private static func page(_ title: String, _ description: String, menu: Int, _ body: String) -> String {
        "---\ntitle: \(YAMLQuoted.string(title))\ndescription: \(YAMLQuoted.string(description))\nmenu: \(menu)\n---\n\(body)"
    }
}
