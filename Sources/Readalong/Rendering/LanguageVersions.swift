/// The languages a site is published in and where each one's pages live: the default
/// language at the site's root (or under its own prefix with `default_prefix`), every other
/// one under `/<tag>/`, with the same paths after the prefix. A page's versions in the other
/// languages are found from its URL alone.
struct LanguageVersions: Sendable {
    /// One language of the site.
    struct Version: Sendable {
        /// The tag as `languages:` writes it (`es`, `es-MX`).
        let tag: String
        /// The folder of its pages after the base path (`es/`; empty for the default
        /// language without `default_prefix`).
        let prefix: String
        /// The language's name in itself (`español`), which the language switch shows.
        let autonym: String
    }

    let versions: [Version]
    private let origin: String
    private let basePath: String

    /// The languages of `config`, published at `baseURL`.
    init(config: SiteConfig, baseURL: String) {
        let urls = SiteURLs(baseURL: baseURL)
        origin = urls.origin
        basePath = urls.basePath
        versions = config.languages.enumerated().map { index, tag in
            Version(tag: tag, prefix: index == 0 && !config.defaultPrefix ? "" : tag.lowercased() + "/",
                    autonym: UIStrings(languageTag: tag)["language.autonym"])
        }
    }

    /// The default language: the one original files are written in, and `x-default`.
    var original: Version { versions[0] }

    /// The URL of the page at `url` (made for the language `from`) in the language `to`.
    func url(_ url: String, from: Version, to: Version) -> String {
        let start = basePath + from.prefix
        guard url.hasPrefix(start) else { return url }
        return basePath + to.prefix + url.dropFirst(start.count)
    }

    /// The `<link rel="alternate" hreflang>` of a page at `url` in `current`: every
    /// language, itself included, then `x-default` for the default language's version.
    func alternates(of url: String, in current: Version) -> [LanguageAlternate] {
        versions.map { LanguageAlternate(hreflang: $0.tag, href: origin + self.url(url, from: current, to: $0)) }
            + [LanguageAlternate(hreflang: "x-default", href: origin + self.url(url, from: current, to: original))]
    }

    /// The language switch of a page at `url` in `current`: the same page in each language.
    func switchLinks(of url: String, in current: Version) -> [LanguageLink] {
        versions.map {
            LanguageLink(label: $0.autonym, url: self.url(url, from: current, to: $0), lang: $0.tag, current: $0.tag == current.tag)
        }
    }
}
