import Foundation

/// Reads `content/site.yml`.
enum SiteConfigParser {
    static let keys = ["title", "description", "base_url", "language", "languages", "default_prefix", "timezone", "moderation", "links", "footer", "contact", "offline", "take_part", "reminder"]

    static func parse(_ document: SourceDocument, log: DiagnosticLog) -> SiteConfig? {
        let path = document.path
        guard let fields = FieldReader(document.yaml, path: path, log: log, what: ToolText("what.siteFile"), keys: keys, at: document.start)
        else { return nil }
        let title = fields.text("title", required: true)
        let description = fields.text("description")
        let baseURL = fields.url("base_url", required: true, webOnly: true)
        let languages = SiteLanguagesParser.parse(fields)
        let zone = fields.timeZone("timezone")
        var blockedWords: [String] = []
        if let moderation = FieldReader(fields.node("moderation"), path: path, log: log, what: ToolText("what.moderation"),
                                        keys: ["blocked_words"], at: fields.keyLocation("moderation") ?? document.start) {
            blockedWords = moderation.textList("blocked_words")?.map(\.value) ?? []
        }
        var bookTemplate: String?
        if let links = FieldReader(fields.node("links"), path: path, log: log, what: ToolText("what.links"),
                                   keys: ["book"], at: fields.keyLocation("links") ?? document.start),
           let template = links.text("book") {
            bookTemplate = BookLinkTemplate.check(template, log: log) ? template.value : nil
        }
        let takePart = TakePartParser.parse(fields, at: document.start)
        // The club's own address for taking part may be published.
        let contact = (fields.textList("contact")?.map(\.value) ?? []) + (takePart?.email.map { [$0] } ?? [])
        let footer = fields.text("footer").map {
            MarkdownSource(text: $0.value, path: path, firstLine: $0.location.line)
        }
        let offline = fields.boolean("offline", hint: ToolText("site.offline.hint"))
        guard let title, let baseURL else { return nil }
        var config = SiteConfig(title: title.value, description: description?.value, baseURL: baseURL.value,
                                language: languages.tags[0], timeZone: zone?.value ?? .gmt,
                                blockedWords: blockedWords, contact: contact, bookLinkTemplate: bookTemplate, footer: footer)
        config.offline = offline?.value ?? true
        config.translatedLanguages = Array(languages.tags.dropFirst())
        config.declaresLanguages = languages.declared
        config.defaultPrefix = languages.defaultPrefix
        config.takePart = takePart
        config.reminder = fields.reminder("reminder")
        return config
    }
}
