/// The two lists the search page starts from, written from counts and folder addresses:
/// `/search/index.json` (the only file it loads when it opens) and `/search/chats.json`.
enum SearchLists {
    /// `/search/index.json`: how many shards and chunks the site index has, and the folders
    /// they are in.
    static func siteIndex(chunks: Int, shards: Int, termsFolder: String, chunksFolder: String) -> String {
        "{\"shards\": \(shards), \"terms\": \(Escaping.jsonString(termsFolder)), "
            + "\"chunks\": \(Escaping.jsonString(chunksFolder)), \"count\": \(chunks)}\n"
    }

    /// `/search/chats.json`: how many shards the chat index has, where shards and chunks are,
    /// and the searched rooms in order (a room's place is its group number in the shards),
    /// each with its transcripts and their page counts.
    static func chats(rooms: [(slug: String, chats: [TranscriptOutline.Entry])], shards: Int, termsFolder: String,
                      chunksFolder: String) -> String {
        let list = rooms.map { room in
            "[" + Escaping.jsonString(room.slug) + ",["
                + room.chats.map { "[" + Escaping.jsonString($0.name) + ",\($0.pages)]" }.joined(separator: ",") + "]]"
        }
        return "{\"shards\": \(shards), \"terms\": \(Escaping.jsonString(termsFolder)), "
            + "\"chunks\": \(Escaping.jsonString(chunksFolder)),\n\"rooms\": "
            + (list.isEmpty ? "[]" : "[\n" + list.joined(separator: ",\n") + "\n]") + "}\n"
    }
}
