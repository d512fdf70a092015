/// Reads `content/pages/<slug>.md`.
enum PageParser {
    static let keys = ["title", "description", "menu", "draft", "contact"]

    static func parse(slug: String, _ document: SourceDocument, log: DiagnosticLog) -> Page? {
        guard let fields = FieldReader(document.yaml, path: document.path, log: log, what: ToolText("what.page"), keys: keys,
                                       at: document.start) else { return nil }
        let title = fields.text("title", required: true)
        let page = Page(slug: slug, path: document.path, title: title?.value ?? slug,
                        description: fields.text("description")?.value, menu: fields.integer("menu")?.value,
                        draft: fields.boolean("draft")?.value ?? false,
                        publishesContacts: fields.boolean("contact")?.value ?? false, body: document.body)
        return title == nil ? nil : page
    }
}
