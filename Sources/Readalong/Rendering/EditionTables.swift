import Foundation

/// What the chapter gate's JSON carries for progress in the reader's own edition (issue 31),
/// beside the book's key (the reader's edition is remembered per book): its editions that have a
/// chapter table (id, title, unit, the start of each chapter, the end), and on a room page
/// each numeric target of the itinerary with its anchor and its day in the room's zone.
/// `readalong.js` turns a page, a percentage or a time into a chapter with these tables,
/// by the rules of `EditionTable` and `ReadingProgress`.
struct EditionTables: Sendable {
    /// The keys (below `gate.`) of the words the progress controls show, sorted.
    static let words = ["beyond", "catchUp.ahead", "catchUp.minutes.one", "catchUp.minutes.other", "catchUp.pages.one",
                        "catchUp.pages.other", "edition", "place", "placeHint", "reached", "reachedStart", "unreadable",
                        "upTo.page", "upTo.time", "wrongUnit.page", "wrongUnit.time"]

    /// The book's editions with a chapter table, in the order written.
    let editions: [(edition: Edition, table: EditionTable)]

    /// The tables of `book`'s editions; `nil` when none has a chapter table.
    init?(_ book: Book?) {
        let editions = (book?.editions ?? []).compactMap { edition in edition.table.map { (edition, $0) } }
        guard !editions.isEmpty else { return nil }
        self.editions = editions
    }

    /// The most chapters any table lists.
    var lastChapter: Int { editions.map(\.table.chapterCount).max() ?? 0 }

    /// The JSON member `editions` for the gate of a book's pages, titles filtered by `text`.
    func field(text: (String) -> String) -> String {
        let entries = editions.map { edition, table in
            "{\"end\":\(table.end.map(String.init) ?? "null"),\"id\":\(Self.string(edition.id.value)),"
                + "\"starts\":[\(table.starts.map(String.init).joined(separator: ","))],"
                + "\"title\":\(Self.string(text(edition.title))),\"unit\":\"\(table.unit.rawValue)\"}"
        }
        return "\"editions\":[\(entries.joined(separator: ","))]"
    }

    /// The JSON member `targets` for a room's page: each event with a numeric target, its
    /// anchor, the last chapter it reaches and its day in `zone`, in itinerary order.
    static func targets(of room: Room, zone: TimeZone) -> String {
        let events = (room.schedule?.events ?? []).sorted { $0.interval.start < $1.interval.start }
        let entries = events.compactMap { event -> String? in
            guard let chapter = event.chapters?.value.upperBound else { return nil }
            return "{\"chapter\":\(chapter),\"date\":\"\(LocalTimes.local(of: event, zone: zone).date)\",\"id\":\(string(event.anchor))}"
        }
        return "\"targets\":[\(entries.joined(separator: ","))]"
    }

    private static func string(_ value: String) -> String {
        Escaping.jsonString(value, inScript: true)
    }
}
