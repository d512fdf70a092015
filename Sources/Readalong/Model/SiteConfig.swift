import Foundation

/// The settings of `content/site.yml`.
public struct SiteConfig: Sendable {
    /// The site's name.
    public var title: String
    /// A one-line tagline.
    public var description: String?
    /// Absolute http(s) URL the site is published at.
    public let baseURL: String
    /// BCP-47 tag for interface strings and dates (`en` when not set): `language:`, or the
    /// first of `languages:`, the language original files are written in.
    public let language: String
    /// The other languages the site is published in (`languages:` after the first), each
    /// under its own prefix; empty for a site in one language.
    public var translatedLanguages: [String] = []
    /// Whether `site.yml` names `languages:` (even one): translations need it.
    public var declaresLanguages = false
    /// Whether the default language is under its prefix too (`default_prefix:`), `/` then
    /// being a small page linking each language.
    public var defaultPrefix = false
    /// Zone of times written without one (`UTC` when not set).
    public let timeZone: TimeZone
    /// Words replaced by bullets wherever content text is published.
    public let blockedWords: [String]
    /// E-mail addresses and telephone numbers that may be published (the club's own); any
    /// other found in content text is replaced.
    public let contact: [String]
    /// "Find this book" URL template with `{isbn}`, `{title}`, `{author}` placeholders.
    public let bookLinkTemplate: String?
    /// Footer Markdown.
    public var footer: MarkdownSource?
    /// Whether the site can be read offline: a web app manifest, icons, a service worker
    /// and an offline page are published, and every page links the manifest (`true` when
    /// not set).
    public var offline: Bool = true
    /// Where members take part (`take_part:`); `nil` when the site names no way in.
    public var takePart: TakePartSettings?
    /// How long before each timed meeting the calendars' alarms go off (`reminder:`); no
    /// alarms when `nil`. A room's own `reminder` wins.
    public var reminder: ReminderLead?

    /// Every language the site is published in, the default first.
    public var languages: [String] { [language] + translatedLanguages }
}
