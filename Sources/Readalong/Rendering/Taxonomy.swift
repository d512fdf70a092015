/// Genres or topics: terms matched without regard to case (accents kept), each shown as
/// written in the first book (by slug) that uses it, with a URL slug of its own. Terms are
/// filtered (blocked words, contact details) before names and slugs are made, so what is
/// replaced never reaches a URL either.
struct Taxonomy: Sendable {
    struct Term: Sendable {
        let name: String
        let slug: String
        /// Books with the term, by slug order.
        let books: [String]
    }

    /// Terms in display-name order.
    let terms: [Term]
    private let termByKey: [String: Term]
    private let filter: TextFilter

    init(books: [Book], terms keyPath: KeyPath<Book, [String]> & Sendable, filter: TextFilter) {
        self.filter = filter
        var names: [String: String] = [:]
        var members: [String: [String]] = [:]
        var order: [String] = []
        for book in books.sorted(by: { $0.slug < $1.slug }) {
            for written in book[keyPath: keyPath] {
                let term = filter.clean(written)
                let key = term.lowercased()
                if names[key] == nil {
                    names[key] = term
                    order.append(key)
                }
                if members[key]?.last != book.slug { members[key, default: []].append(book.slug) }
            }
        }
        // Terms that make the same slug are numbered; a number is skipped when another term
        // already makes that slug ("sci fi", "sci-fi" and "sci-fi-2" get three pages).
        var taken = Set<String>()
        var slugByKey: [String: String] = [:]
        let keys = order.sorted()
        let bases = keys.map { TermSlug.make(from: $0).isEmpty ? "term" : TermSlug.make(from: $0) }
        let plain = Set(bases)
        for (key, base) in zip(keys, bases) {
            var slug = base
            var number = 1
            while taken.contains(slug) || (number > 1 && plain.contains(slug)) {
                number += 1
                slug = "\(base)-\(number)"
            }
            taken.insert(slug)
            slugByKey[key] = slug
        }
        let byKey = Dictionary(uniqueKeysWithValues: order.map { ($0, Term(name: names[$0]!, slug: slugByKey[$0]!, books: members[$0]!)) })
        termByKey = byKey
        terms = byKey.values.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
    }

    /// The term as published for a name as written in some book.
    func term(_ written: String) -> Term? {
        termByKey[filter.clean(written).lowercased()]
    }
}
