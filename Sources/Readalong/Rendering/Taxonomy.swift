/// Genres or topics of books, or tags of news items: terms matched without regard to case
/// (accents kept), each shown as written in the first entry that uses it (books by slug, news
/// newest first), with a URL slug of its own. Terms are filtered (blocked words, contact
/// details) before names and slugs are made, so what is replaced never reaches a URL either.
struct Taxonomy: Sendable {
    struct Term: Sendable {
        let name: String
        let slug: String
        /// The slugs of the entries with the term, in the order the taxonomy was given them
        /// (books by slug order).
        let books: [String]
    }

    /// Terms in display-name order.
    let terms: [Term]
    private let termByKey: [String: Term]
    private let filter: TextFilter

    init(books: [Book], terms keyPath: KeyPath<Book, [String]> & Sendable, filter: TextFilter) {
        // Sorting the pairs rather than the books saves copying every book.
        self.init(entries: books.map { ($0.slug, $0[keyPath: keyPath]) }.sorted(by: { $0.slug < $1.slug }), filter: filter)
    }

    /// The terms of `entries` (a slug and the terms written for it), taken in the order given.
    init(entries: [(slug: String, terms: [String])], filter: TextFilter) {
        self.filter = filter
        var names: [String: String] = [:]
        var members: [String: [String]] = [:]
        var order: [String] = []
        // Most books share their terms: each spelling is filtered once.
        var cleaned: [String: String] = [:]
        for entry in entries {
            for written in entry.terms {
                let term = cleaned[written] ?? filter.clean(written)
                cleaned[written] = term
                let key = term.lowercased()
                if names[key] == nil {
                    names[key] = term
                    order.append(key)
                }
                if members[key]?.last != entry.slug { members[key, default: []].append(entry.slug) }
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
