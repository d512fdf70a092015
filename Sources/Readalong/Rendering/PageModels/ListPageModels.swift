/// The models of `/lists/` (template `lists`) and `/lists/<slug>/` (`list`), and the shelves
/// of member pages.

/// A list as the index shows it.
struct ListSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, titleLang, count, curator }
    let url: String
    let title: String
    /// The original's language when the title shown is the original's on a page of another
    /// language, for `lang` on it; `nil` (`false`) otherwise.
    let titleLang: String?
    /// The number of books, as text.
    let count: String
    /// Who keeps the list, or `false`.
    let curator: MemberReference?

    var templateValue: TemplateValue {
        fields([.url: .text(url), .title: .text(title), .titleLang: titleLang.orFalse, .count: .text(count), .curator: curator.orFalse])
    }
}

struct ListsPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case lists }
    let shell: PageShell
    let lists: [ListSummary]

    var templateValue: TemplateValue { shell.with(fields([.lists: lists.templateValue])) }
}

struct ListPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case list }

    /// A book of the list with the curator's note (`false` when there is none).
    struct Entry: KeyedTemplateModel {
        enum Key: String, CaseIterable { case book, note }
        let book: BookReference
        let note: String?

        var templateValue: TemplateValue { fields([.book: book.templateValue, .note: note.orFalse]) }
    }

    /// `list`: title, introduction, curator and books.
    struct Details: KeyedTemplateModel {
        enum Key: String, CaseIterable { case title, intro, curator, ordered, count, entries }
        let title: String
        /// HTML of the introduction, or `false`.
        let intro: String?
        let curator: MemberReference?
        /// Whether the books are numbered.
        let ordered: Bool
        let count: String
        let entries: [Entry]

        var templateValue: TemplateValue {
            fields([.title: .text(title), .intro: intro.orFalse, .curator: curator.orFalse, .ordered: .flag(ordered),
                    .count: .text(count), .entries: entries.templateValue])
        }
    }

    let shell: PageShell
    let list: Details

    var templateValue: TemplateValue { shell.with(fields([.list: list.templateValue])) }
}

/// A member's shelf on their page: its name and books.
struct ShelfModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case name, books }
    let name: String
    let books: [BookReference]

    var templateValue: TemplateValue { fields([.name: .text(name), .books: books.templateValue]) }
}
