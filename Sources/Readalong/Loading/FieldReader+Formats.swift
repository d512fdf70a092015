import Foundation

/// Readers for the formatted values of the spec: dates, URLs, languages, zones, slugs.
extension FieldReader {
    /// A `YYYY-MM-DD` date.
    func date(_ key: String, required: Bool = false) -> Located<LocalDate>? {
        guard let value = text(key, required: required) else { return nil }
        guard let date = LocalDate.parse(value.value) else {
            log.report(.invalidDate, at: value.location, ToolText("date.invalid", ["value": value.value]),
                       hint: DateRewrite.hint(for: value.value, withTime: false) ?? ToolText("date.invalid.hint"))
            return nil
        }
        return Located(date, at: value.location)
    }

    /// An absolute URL with an allowed scheme (`http`, `https`, `mailto`; web only if asked).
    func url(_ key: String, required: Bool = false, webOnly: Bool = false) -> Located<String>? {
        guard let value = text(key, required: required) else { return nil }
        return checkedURL(value, field: key, webOnly: webOnly)
    }

    func checkedURL(_ value: Located<String>, field: String, webOnly: Bool = false) -> Located<String>? {
        if let problem = URLRule.problem(with: value.value, webOnly: webOnly) {
            log.report(.invalidURL, at: value.location, ToolText("url.field", ["field": field], texts: ["problem": problem]),
                       hint: ToolText(webOnly ? "url.hint.web" : "url.hint.any"))
            return nil
        }
        return value
    }

    /// A map of link names to URLs (`links:` of books and members).
    func links(_ key: String) -> [Link]? {
        guard let entries = map(key) else { return nil }
        return entries.compactMap { entry in
            guard let value = Self.text(of: entry.value, key: entry.key.value, reader: self),
                  let url = checkedURL(value, field: "\(key).\(entry.key.value)") else { return nil }
            return Link(name: entry.key.value, url: url.value)
        }
    }

    /// A BCP-47 language tag.
    func language(_ key: String) -> Located<String>? {
        guard let value = text(key) else { return nil }
        guard LanguageTag.isValid(value.value) else {
            log.report(.invalidLanguage, at: value.location, ToolText("language.invalid", ["value": value.value]),
                       hint: ToolText("language.invalid.hint"))
            return nil
        }
        return value
    }

    /// An IANA time zone name.
    func timeZone(_ key: String) -> Located<TimeZone>? {
        guard let value = text(key) else { return nil }
        guard let zone = TimeZoneCatalog.zone(named: value.value) else {
            let hint = TimeZoneCatalog.suggestion(for: value.value).map(Suggestion.didYouMean) ?? ToolText("zone.unknown.hint")
            log.report(.unknownTimeZone, at: value.location, ToolText("zone.unknown", ["zone": value.value]), hint: hint)
            return nil
        }
        return Located(zone, at: value.location)
    }

    /// A reference by slug or handle (`book:`, `host:`): text; existence is checked later.
    func reference(_ key: String, required: Bool = false) -> Located<String>? {
        text(key, required: required)
    }

    /// A list of references, with entries written twice reported.
    func referenceList(_ key: String) -> [Located<String>]? {
        guard let items = textList(key) else { return nil }
        var seen = Set<String>()
        return items.filter { item in
            guard seen.insert(item.value).inserted else {
                log.report(.duplicateEntry, at: item.location, ToolText("list.twice", ["entry": item.value, "key": key]),
                           hint: ToolText("list.twice.hint"))
                return false
            }
            return true
        }
    }

    /// A relative image path (`cover:`, `avatar:`); existence is checked against the site.
    func image(_ key: String) -> Located<String>? {
        text(key)
    }
}
