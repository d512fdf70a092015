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
            throw Scaffold.Refusal(description: "--title is empty: give the club's name, e.g. --title \"Fulls del Ter\"")
        }
        guard Self.languages.contains(language) else {
            throw Scaffold.Refusal(description: "--language '\(language)' is not one of ca, es or en "
                                   + "(the languages Readalong writes the site's pages and menus in)")
        }
        guard TimeZoneCatalog.zone(named: timeZone) != nil else {
            let hint = TimeZoneCatalog.suggestion(for: timeZone).map { "did you mean '\($0)'?" }
                ?? "use an IANA zone name such as Europe/Madrid or America/Mexico_City"
            throw Scaffold.Refusal(description: "--timezone '\(timeZone)' is not a time zone; \(hint)")
        }
        if let problem = URLRule.problem(with: baseURL, webOnly: true) {
            throw Scaffold.Refusal(description: "--base-url: \(problem); write the site's full address, "
                                   + "e.g. https://club.github.io/club/")
        }
        guard !founderName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Scaffold.Refusal(description: "--name is empty: give the founding member's name as the site shows it")
        }
        guard Slug.isValid(founderHandle) else {
            throw Scaffold.Refusal(description: "--handle '\(founderHandle)' is not a valid handle: use lower-case "
                                   + "letters, digits and hyphens, e.g. '\(Slug.suggestion(for: founderHandle))'")
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
                throw Scaffold.Refusal(description: "--forge '\(forge)' is not a GitHub repository's address; "
                                       + "write it as https://github.com/OWNER/REPOSITORY")
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
            ".gitignore": "# What publish writes: the site and its working folder. Never commit them.\noutput/\n.output.staging/\n",
            ".github/workflows/publish.yml": StarterWorkflow.text(version: version),
        ]) { _, starter in starter }
    }

    private func siteFile(description: String) -> String {
        """
        # The club's settings (docs/content.md in Readalong's repository lists every key).
        title: \(YAMLQuoted.string(title))
        description: \(YAMLQuoted.string(description))
        # The address the site is published at: feeds, calendars and links use it.
        base_url: \(baseURL)
        # The language of the site's menus and dates: ca, es or en.
        language: \(language)
        # The zone of every time written without one.
        timezone: \(timeZone)

        """ + (forge.map { "# Where members reply, vote, join, report and rate (docs/take-part.md).\ntake_part:\n  forge: \($0)\n" } ?? "")
    }

    /// A free page shown in the menu at position `menu`.
    private static func page(_ title: String, _ description: String, menu: Int, _ body: String) -> String {
        "---\ntitle: \(YAMLQuoted.string(title))\ndescription: \(YAMLQuoted.string(description))\nmenu: \(menu)\n---\n\(body)"
    }
}
