/// The `links.book` URL template of site.yml: `{isbn}`, `{title}` and `{author}` placeholders.
enum BookLinkTemplate {
    static let placeholders = ["isbn", "title", "author"]

    /// Checks the placeholders and that the template is an http(s) URL; reports problems.
    static func check(_ template: Located<String>, log: DiagnosticLog) -> Bool {
        var valid = true
        var sample = ""
        var rest = Substring(template.value)
        while let open = rest.firstIndex(of: "{") {
            sample += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                log.report(.unknownPlaceholder, at: template.location, ToolText("bookLink.unclosed"),
                           hint: ToolText("bookLink.placeholders"))
                return false
            }
            let name = String(rest[rest.index(after: open)..<close])
            if !placeholders.contains(name) {
                log.report(.unknownPlaceholder, at: template.location, ToolText("bookLink.unknown", ["name": name]),
                           hint: Suggestion.hint(for: name, in: placeholders) ?? ToolText("bookLink.placeholders"))
                valid = false
            }
            sample += "x"
            rest = rest[rest.index(after: close)...]
        }
        sample += rest
        if URLRule.problem(with: sample, webOnly: true) != nil {
            log.report(.invalidURL, at: template.location,
                       ToolText("bookLink.notAbsolute", ["template": template.value]), hint: ToolText("url.hint.web"))
            valid = false
        }
        return valid
    }
}
