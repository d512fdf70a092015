/// An edition of a book as its page lists it: its title and its facts in a line
/// ("Catalan · 256 pages · ISBN 9788499300047").
struct EditionSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case title, facts }
    let title: String
    let facts: String

    var templateValue: TemplateValue { fields([.title: .text(title), .facts: .text(facts)]) }
}
