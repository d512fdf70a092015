/// How a run picks the language of its messages: the language asked for (`--lang`), else
/// the site's own language, else the environment's locale, else English.
public struct ToolLanguageChoice: Sendable, Hashable {
    /// The language asked for on the command line, which overrides everything.
    public var requested: ToolLanguage?
    /// The language of the environment's locale, used when the site names none the tools speak.
    public var locale: ToolLanguage?

    /// Creates a choice; with neither, messages follow the site's language, else English.
    public init(requested: ToolLanguage? = nil, locale: ToolLanguage? = nil) {
        self.requested = requested
        self.locale = locale
    }

    /// Messages in `language` whatever the site and the locale say.
    public static func always(_ language: ToolLanguage) -> ToolLanguageChoice {
        ToolLanguageChoice(requested: language)
    }

    /// The language for a site whose `language` is `siteTag` (`nil` when it could not be read).
    public func language(siteTag: String?) -> ToolLanguage {
        requested ?? siteTag.flatMap(ToolLanguage.init(tag:)) ?? locale ?? .english
    }
}
