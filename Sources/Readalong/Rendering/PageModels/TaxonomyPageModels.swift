/// The models of `/genres/<g>/` and `/topics/<t>/` (template `taxonomy`) and of `/genres/`
/// and `/topics/` (`terms`).
struct TaxonomyPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case term, books, pagination }

    /// `term`: the genre or topic; `index` is the URL of all of its kind, `count` the number
    /// of books as text.
    struct Term: KeyedTemplateModel {
        enum Key: String, CaseIterable { case name, kindLabel, index, count }
        let name: String
        let kindLabel: String
        let index: String
        let count: String

        var templateValue: TemplateValue {
            fields([.name: .text(name), .kindLabel: .text(kindLabel), .index: .text(index), .count: .text(count)])
        }
    }

    let shell: PageShell
    let term: Term
    let books: [BookReference]
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.term: term.templateValue, .books: books.templateValue, .pagination: pagination.orFalse]))
    }
}

struct TermsPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case terms }

    /// A genre or topic with its number of books.
    struct Entry: KeyedTemplateModel {
        enum Key: String, CaseIterable { case name, url, count }
        let name: String
        let url: String
        let count: Int

        var templateValue: TemplateValue { fields([.name: .text(name), .url: .text(url), .count: .number(count)]) }
    }

    let shell: PageShell
    let terms: [Entry]

    var templateValue: TemplateValue { shell.with(fields([.terms: terms.templateValue])) }
}
