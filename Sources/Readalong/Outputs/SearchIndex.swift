/// The site part of `/search/`: books, public rooms and members, in chunks of
/// `entriesPerChunk` entries (`/search/site/<n>.json`, entries `{kind, title, detail, url}`),
/// their n-gram shards (`/search/terms/site/<n>.json`), and `/search/index.json`, the only
/// file the search page loads when it opens, which says how many of each there are. Only
/// listed content: never private, unlisted or anonymous details.
extension RenderContext {
    /// Entries per site chunk.
    static let entriesPerChunk = 100

    /// Every site entry, in the order results are listed.
    func searchEntries() -> [SearchChunk] {
        var entries: [SearchChunk] = []
        func add(kind: String, title: String, detail: String, url: String) {
            let json = "{\"kind\": \(Escaping.jsonString(kind)), \"title\": \(Escaping.jsonString(title)), "
                + "\"detail\": \(Escaping.jsonString(detail)), \"url\": \(Escaping.jsonString(url))}"
            entries.append(SearchChunk(json: json, texts: [title + " " + detail + " " + kind]))
        }
        for book in site.books {
            add(kind: strings["search.book"], title: text(book.title.value), detail: text(book.authors.joined(separator: ", ")),
                url: urls.book(book.slug))
        }
        for room in view.listedRooms {
            add(kind: strings["search.room"], title: roomTitle(room), detail: strings["status.\(view.status(of: room).rawValue)"],
                url: urls.room(room.slug))
        }
        for member in view.publishedMembers {
            add(kind: strings["search.member"], title: text(member.name), detail: member.handle, url: urls.member(member.handle))
        }
        return entries
    }

    /// How many entries the site index has, without making them.
    var searchEntryCount: Int { site.books.count + view.listedRooms.count + view.publishedMembers.count }

    /// Site chunk `number` (from 0) of `entries`.
    static func searchChunk(_ entries: [SearchChunk], number: Int) -> SearchChunk {
        let part = entries.dropFirst(number * entriesPerChunk).prefix(entriesPerChunk)
        return SearchChunk(json: SearchChunk.array(part.map(\.json)), texts: part.flatMap(\.texts))
    }

    /// `/search/index.json`: the site index's shard and chunk counts and folders, and the
    /// chat index's list.
    func searchIndex(chunks: Int, shards: Int) -> String {
        "{\"shards\": \(shards), \"terms\": \(Escaping.jsonString(urls.searchShardFolder("site"))), "
            + "\"chunks\": \(Escaping.jsonString(urls.page("search/site/"))), \"count\": \(chunks)}\n"
    }
}
