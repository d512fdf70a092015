/// The site part of `/search/`, written from typed entries: chunks of `entriesPerChunk`
/// entries (`/search/site/<n>.json`, each entry `{kind, title, detail, url}` and `lang` when
/// the title is an original shown in another language's index), whose texts
/// the n-gram shards are made from. `SiteSearchEntries` chooses the entries.
enum SiteSearchIndex {
    /// One book, room or member in the site index.
    struct Entry: Sendable, Equatable {
        /// What it is (`Llibre`), its title, one more line (authors, status, handle) and its page.
        let kind: String
        let title: String
        let detail: String
        let url: String
        /// The original's language when the title is the original's in the index of another
        /// language (the results list marks it with `lang`); `nil` otherwise.
        var lang: String?

        /// The entry as a JSON object on one line.
        var json: String {
            "{\"kind\": \(Escaping.jsonString(kind)), \"title\": \(Escaping.jsonString(title)), "
                + "\"detail\": \(Escaping.jsonString(detail)), \"url\": \(Escaping.jsonString(url))"
                + (lang.map { ", \"lang\": \(Escaping.jsonString($0))" } ?? "") + "}"
        }

        /// The text a query is compared with.
        var text: String { title + " " + detail + " " + kind }
    }

    /// Entries per chunk.
    static let entriesPerChunk = 100

    /// How many chunks `count` entries fill.
    static func chunkCount(entries count: Int) -> Int {
        (count + entriesPerChunk - 1) / entriesPerChunk
    }

    /// Chunk `number` (from 0) of `entries`.
    static func chunk(_ entries: [Entry], number: Int) -> SearchChunk {
        let part = entries.dropFirst(number * entriesPerChunk).prefix(entriesPerChunk)
        return SearchChunk(json: SearchChunk.array(part.map(\.json)), texts: part.map(\.text))
    }
}
