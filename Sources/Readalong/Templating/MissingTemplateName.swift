/// A name a template uses that no value in scope has, found by checked rendering.
struct MissingTemplateName: Equatable, Sendable, CustomStringConvertible {
    /// The template the tag is written in.
    let template: String
    /// The name as written in the tag (`page.prev`, `avatar`).
    let name: String

    var description: String { "\(template).mustache names \"\(name)\", which the page's values do not have" }
}

/// The names a checked rendering found missing, in the order met.
struct MissingTemplateNames: Error, Equatable, CustomStringConvertible {
    let names: [MissingTemplateName]

    var description: String { names.map(\.description).joined(separator: "; ") }
}
