import Foundation

/// One book of a Goodreads or StoryGraph export, read from its CSV row.
///
/// Columns are found by name, ignoring case, so either export (and a trimmed-down copy of
/// one) is read the same way:
/// - title: `Title`, without a Goodreads series suffix such as `(The Hunger Games, #1)`;
/// - authors: `Author`, then `Additional Authors` (Goodreads) or `Authors` (StoryGraph),
///   comma-separated;
/// - ISBN: the first valid one of `ISBN13`, `ISBN` (Goodreads, which writes `="…"`) and
///   `ISBN/UID` (StoryGraph), as ISBN-13;
/// - pages: `Number of Pages`; year: `Original Publication Year`, else `Year Published`;
/// - topics: the shelves and tags of `Bookshelves`, `Exclusive Shelf`, `Tags` and
///   `Read Status`, except the reading statuses (`read`, `to-read`, `currently-reading`,
///   `did-not-finish`, `paused`).
struct BookListEntry: Hashable {
    let line: Int
    let title: String
    let authors: [String]
    let isbn: ISBN?
    let pages: Int?
    let published: String?
    let topics: [String]

    /// Shelves that say how far someone read a book, not what it is about.
    static let readingStatuses: Set<String> = ["read", "to-read", "currently-reading", "did-not-finish", "paused"]

    /// Reads a row; `columns` maps lower-cased column names to field positions.
    init(_ record: CSVReader.Record, columns: [String: Int]) {
        func value(_ name: String) -> String {
            guard let index = columns[name.lowercased()], index < record.fields.count else { return "" }
            return Self.clean(record.fields[index])
        }
        func list(_ name: String) -> [String] {
            value(name).split(separator: ",").map { Self.clean(String($0)) }.filter { !$0.isEmpty }
        }
        line = record.line
        title = Self.withoutSeries(value("Title"))
        authors = Self.unique([value("Author")].filter { !$0.isEmpty } + list("Additional Authors") + list("Authors"))
        isbn = ["ISBN13", "ISBN", "ISBN/UID"].lazy.compactMap { Self.isbn(value($0)) }.first
        pages = Int(value("Number of Pages")).flatMap { $0 > 0 ? $0 : nil }
        published = ["Original Publication Year", "Year Published"].lazy.map(value).first(where: Self.isYear)
        let shelves = list("Bookshelves") + list("Exclusive Shelf") + list("Tags") + list("Read Status")
        topics = Self.unique(shelves.filter { !Self.readingStatuses.contains($0.lowercased()) })
    }

    /// Single spaces, no control characters, no spaces around.
    private static func clean(_ text: String) -> String { ImportInput.oneLine(text) }

    /// `The Hunger Games (The Hunger Games, #1)` → `The Hunger Games`.
    private static func withoutSeries(_ title: String) -> String {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "("), title[open...].contains("#") else { return title }
        let stripped = title[..<open].trimmingCharacters(in: .whitespaces)
        return stripped.isEmpty ? title : stripped
    }

    /// A valid ISBN from `9780…`, `="9780…"` or `=""` (empty).
    private static func isbn(_ text: String) -> ISBN? {
        let bare = text.drop { $0 == "=" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard !bare.isEmpty, case .success(let isbn) = ISBN.parse(bare) else { return nil }
        return isbn
    }

    /// A year as content accepts it: 1 to 4 digits, not all zeros.
    private static func isYear(_ text: String) -> Bool {
        (1...4).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber } && text.contains { $0 != "0" }
    }

    /// Each entry once, ignoring case; the first spelling is kept.
    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0.lowercased()).inserted }
    }
}
