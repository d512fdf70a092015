/// `/genres/` and `/topics/` (every term with its number of books), and each term's list of
/// books, `/genres/<g>/` and `/topics/<t>/`, `ListPaging.books` a page.
struct TaxonomyPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts
    /// Each term's books in listing order, by kind and term slug, sorted once per build.
    private let listedBooks: [TaxonomyKind: [String: [String]]]

    init(published: PublishedSite, kit: PageKit, parts: PageParts) {
        self.published = published
        self.kit = kit
        self.parts = parts
        listedBooks = [.genre: published.genres, .topic: published.topics].mapValues { taxonomy in
            Dictionary(taxonomy.terms.map { ($0.slug, BooksPageBuilder.listed($0.books, in: published)) },
                       uniquingKeysWith: { first, _ in first })
        }
    }

    /// The taxonomy of a kind.
    func taxonomy(_ kind: TaxonomyKind) -> Taxonomy {
        kind == .genre ? published.genres : published.topics
    }

    /// The address of a term's list.
    func url(of term: Taxonomy.Term, kind: TaxonomyKind) -> String {
        kind == .genre ? kit.urls.genre(term.slug) : kit.urls.topic(term.slug)
    }

    /// The number of pages of a genre's or topic's list.
    static func pageCount(of term: Taxonomy.Term) -> Int {
        ListPaging.pageCount(term.books.count, size: ListPaging.books)
    }

    /// Page `number` of a genre's or topic's list of books.
    func page(_ term: Taxonomy.Term, kind: TaxonomyKind, page number: Int = 1) -> TaxonomyPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let first = url(of: term, kind: kind)
        var shell = kit.shell(title: kit.text(term.name), description: strings.format("\(kind.rawValue).description", kit.text(term.name)),
                              url: urls.paged(first, page: number), section: .books)
        let heading = TaxonomyPageModel.Term(name: kit.text(term.name), kindLabel: strings["\(kind.rawValue).label"],
                                             index: kind == .genre ? urls.genres : urls.topics,
                                             count: strings.count(term.books.count, "book"))
        let pagination = kit.paged(&shell.page, page: number, of: Self.pageCount(of: term), label: strings["pager.books"]) {
            urls.paged(first, page: $0)
        }
        let books = listedBooks[kind]?[term.slug] ?? BooksPageBuilder.listed(term.books, in: published)
        return TaxonomyPageModel(shell: shell, term: heading,
                                 books: ListPaging.slice(books, page: number, size: ListPaging.books).map { parts.references.book($0) },
                                 pagination: pagination)
    }

    /// `/genres/` or `/topics/`: every term with its number of books.
    func index(_ kind: TaxonomyKind) -> TermsPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let isGenre = kind == .genre
        let shell = kit.shell(title: strings[isGenre ? "books.genres" : "books.topics"],
                              description: strings["\(kind.rawValue).indexDescription"], url: isGenre ? urls.genres : urls.topics,
                              section: .books)
        return TermsPageModel(shell: shell, terms: taxonomy(kind).terms.map { term in
            TermsPageModel.Entry(name: kit.text(term.name), url: url(of: term, kind: kind), count: term.books.count)
        })
    }
}
