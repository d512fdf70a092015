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
                log.report(.unknownPlaceholder, at: template.location, "a '{' in links.book is never closed",
                           hint: "placeholders are {isbn}, {title} and {author}")
                return false
            }
            let name = String(rest[rest.index(after: open)..<close])
            if !placeholders.contains(name) {
                log.report(.unknownPlaceholder, at: template.location, "unknown placeholder '{\(name)}' in links.book",
                           hint: Suggestion.hint(for: name, in: placeholders) ?? "placeholders are {isbn}, {title} and {author}")
                valid = false
            }
            sample += "x"
            rest = rest[rest.index(after: close)...]
        }
        sample += rest
        if URLRule.problem(with: sample, webOnly: true) != nil {
            log.report(.invalidURL, at: template.location,
                       "'links.book': '\(template.value)' does not make an absolute http(s) address",
                       hint: "write a full address starting with http:// or https://")
            valid = false
        }
        return valid
    }
}
