import Foundation

/// Reads the languages of `content/site.yml`: `language:` or `languages:` (the first being
/// the default), and `default_prefix:`.
enum SiteLanguagesParser {
    /// The languages of a site, the default first.
    struct Languages {
        var tags: [String]
        var declared: Bool
        var defaultPrefix: Bool
    }

    static func parse(_ fields: FieldReader) -> Languages {
        let log = fields.log
        let language = fields.language("language")
        if let language, !LanguageTag.supported.contains(LanguageTag.primaryLanguage(of: language.value)) {
            log.report(.languageWithoutStrings, at: language.location,
                       ToolText("site.languageWithoutStrings", ["language": language.value]),
                       hint: ToolText("site.languageWithoutStrings.hint"))
        }
        let prefix = fields.boolean("default_prefix")?.value ?? false
        guard let list = fields.textList("languages"), !list.isEmpty else {
            return Languages(tags: [language?.value ?? "en"], declared: false, defaultPrefix: prefix)
        }
        if let language, let key = fields.keyLocation("languages") {
            log.report(.languageTwice, at: key, ToolText("site.languageAndLanguages", ["language": language.value]),
                       hint: ToolText("site.languageAndLanguages.hint"))
        }
        var tags: [String] = []
        for tag in list {
            guard LanguageTag.isValid(tag.value) else {
                log.report(.invalidLanguage, at: tag.location, ToolText("language.invalid", ["value": tag.value]),
                           hint: ToolText("language.invalid.hint"))
                continue
            }
            if tags.contains(where: { $0.lowercased() == tag.value.lowercased() }) {
                log.report(.languageRepeated, at: tag.location, ToolText("site.languageRepeated", ["language": tag.value]),
                           hint: ToolText("site.languageRepeated.hint"))
                continue
            }
            let primary = LanguageTag.primaryLanguage(of: tag.value)
            if !LanguageTag.supported.contains(primary) {
                log.report(.languageWithoutInterface, at: tag.location,
                           ToolText("site.languageWithoutInterface", ["language": tag.value, "file": "strings/\(primary).json"]),
                           hint: ToolText("site.languageWithoutInterface.hint", ["file": "strings/\(primary).json"]))
            }
            tags.append(tag.value)
        }
        return Languages(tags: tags.isEmpty ? [language?.value ?? "en"] : tags, declared: true, defaultPrefix: prefix)
    }
}
