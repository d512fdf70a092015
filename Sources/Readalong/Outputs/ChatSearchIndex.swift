import Foundation

/// What was said in public rooms, for `/search/`: one small JSON file per transcript page
/// (`/search/chat/<room>/<name>/<page>.json`), the n-gram shards that say which of them hold
/// a word (`/search/terms/chat/<n>.json`), and the list of rooms and pages the shards refer
/// to (`/search/chats.json`). The search page fetches none of them until someone types a
/// query, and then only the shards of the words typed and the chunks they point at.
///
/// Only rooms that are listed and not anonymous are searched; hidden messages, spoiler
/// messages and inline spoilers are left out, and the text is filtered like the page's.
extension RenderContext {
    /// Whether a room's messages can be searched.
    static func searchesChats(of room: Room) -> Bool {
        room.visibility == .public && !room.anonymous && !room.planned
    }

    /// One transcript page's searchable messages: `{title, url, dates, messages}`, the title
    /// and address of the page said once, each message as `[text, date, anchor]` (`date` an
    /// index into `dates`, `anchor` the message's id on the page).
    func chatSearchChunk(_ transcript: Transcript, in room: Room, page number: Int) -> SearchChunk {
        let visible = transcript.visibleMessages
        let anchors = transcript.anchors
        let pageURL = urls.transcript(room: room.slug, name: transcript.name, page: number)
        let title = "\(roomTitle(room)) · \(text(transcript.title ?? dates.long(transcript.date)))"
        var entries: [String] = []
        var texts: [String] = []
        var days: [String] = []
        for index in visible.indices.dropFirst((number - 1) * TranscriptPaging.messagesPerPage).prefix(TranscriptPaging.messagesPerPage) {
            let message = visible[index]
            guard !message.flags.contains(.spoiler) else { continue }
            let said = SearchText.plain(fromHTML: markdown.html(message.text))
            guard !said.isEmpty else { continue }
            texts.append(said)
            let day = dates.long(message.time.date)
            if days.last != day { days.append(day) }
            entries.append("[\(Escaping.jsonString(said)), \(days.count - 1), \(Escaping.jsonString(anchors[index]))]")
        }
        let json = "{\"title\": \(Escaping.jsonString(title)), \"url\": \(Escaping.jsonString(pageURL)), "
            + "\"dates\": [\(days.map { Escaping.jsonString($0) }.joined(separator: ", "))],\n\"messages\": "
            + SearchChunk.array(entries).dropLast() + "}\n"
        return SearchChunk(json: json, texts: texts)
    }

    /// `/search/chats.json`: how many shards the chat index has, where shards and chunks are,
    /// and the searched rooms in order (a room's place is its group number in the shards),
    /// each with its transcripts and their page counts.
    func chatSearchManifest(rooms: [(slug: String, chats: [TranscriptOutline.Entry])], shards: Int) -> String {
        let list = rooms.map { room in
            "[" + Escaping.jsonString(room.slug) + ",["
                + room.chats.map { "[" + Escaping.jsonString($0.name) + ",\($0.pages)]" }.joined(separator: ",") + "]]"
        }
        return "{\"shards\": \(shards), \"terms\": \(Escaping.jsonString(urls.searchShardFolder("chat"))), "
            + "\"chunks\": \(Escaping.jsonString(urls.page("search/chat/"))),\n\"rooms\": "
            + (list.isEmpty ? "[]" : "[\n" + list.joined(separator: ",\n") + "\n]") + "}\n"
    }
}
