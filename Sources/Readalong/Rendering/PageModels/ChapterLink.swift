/// A chapter of a book's "chapter by chapter" list: its companion page, and how many
/// messages and notes it gathers ("4 messages · 1 note").
struct ChapterLink: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, counts }
    let url: String
    let title: String
    let counts: String

    var templateValue: TemplateValue { fields([.url: .text(url), .title: .text(title), .counts: .text(counts)]) }
}
