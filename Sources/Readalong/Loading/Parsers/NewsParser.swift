import Foundation

/// Reads `content/news/<slug>.md`.
enum NewsParser {
    static let keys = ["title", "date", "author", "tags", "room", "pinned", "draft"]

    static func parse(slug: String, _ document: SourceDocument, log: DiagnosticLog) -> WrittenNewsItem? {
        guard let fields = FieldReader(document.yaml, path: document.path, log: log, what: ToolText("what.newsItem"), keys: keys,
                                       at: document.start) else { return nil }
        let title = fields.text("title", required: true)
        let date = fields.moment("date", required: true)
        let author = fields.reference("author")
        let tags = fields.textList("tags")?.map(\.value) ?? []
        let room = fields.reference("room")
        let pinned = fields.boolean("pinned")?.value ?? false
        let draft = fields.boolean("draft")?.value ?? false
        guard let title, let date else { return nil }
        return WrittenNewsItem(slug: slug, path: document.path, title: title.value, date: date,
                        author: author, tags: tags, room: room, pinned: pinned, draft: draft, body: document.body)
    }
}
