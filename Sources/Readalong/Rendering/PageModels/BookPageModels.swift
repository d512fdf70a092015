/// The models of `/books/` and its pages (template `books`) and `/books/<slug>/` (`book`).
struct BooksPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case books, indexes, hasIndexes, pagination }

    /// A link to `/genres/`, `/topics/`, `/lists/` or `/picks/` with the number of entries.
    struct Index: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, url, count }
        let label: String
        let url: String
        let count: Int

        var templateValue: TemplateValue { fields([.label: .text(label), .url: .text(url), .count: .number(count)]) }
    }

    let shell: PageShell
    let books: [BookReference]
    let indexes: [Index]
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.books: books.templateValue, .indexes: indexes.templateValue, .hasIndexes: .flag(!indexes.isEmpty),
                           .pagination: pagination.orFalse]))
    }
}

struct BookPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case book }

    /// `book`: a book reference (with the page's large cover) and everything about the book.
    struct Details: KeyedTemplateModel {
        enum Key: String, CaseIterable {
            case isbn, pages, published, language, description, rating, genres, topics, links, rooms, lists, hasLists,
                 editions, hasEditions, chapters, hasChapters
        }
        let reference: BookReference
        let isbn: String?
        let pages: String?
        let published: String?
        let language: String?
        /// HTML of the book's text.
        let description: String?
        /// Of the finished rooms that read it.
        let rating: RatingSummary?
        let genres: [NamedLink]
        let topics: [NamedLink]
        /// The book's links and the site's "find this book" link.
        let links: [NamedLink]
        /// Listed rooms that read it.
        let rooms: [RoomCard]
        /// Published lists that hold it (`hasLists` says whether there are any).
        let lists: [TitledLink]
        /// The editions the book lists (`hasEditions` says whether there are any).
        let editions: [EditionSummary]
        /// The chapters with a companion page (`hasChapters` says whether there are any).
        let chapters: [ChapterLink]

        var templateValue: TemplateValue {
            reference.templateValue.adding(fields([
                .isbn: isbn.orFalse, .pages: pages.orFalse, .published: published.orFalse, .language: language.orFalse,
                .description: description.orFalse, .rating: rating.orFalse, .genres: genres.templateValue,
                .topics: topics.templateValue, .links: links.templateValue, .rooms: rooms.templateValue,
                .lists: lists.templateValue, .hasLists: .flag(!lists.isEmpty),
                .editions: editions.templateValue, .hasEditions: .flag(!editions.isEmpty),
                .chapters: chapters.templateValue, .hasChapters: .flag(!chapters.isEmpty),
            ]))
        }
    }

    let shell: PageShell
    let book: Details

    var templateValue: TemplateValue { shell.with(fields([.book: book.templateValue])) }
}
