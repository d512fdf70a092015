/// What was said in public rooms, for `/search/`: one small JSON file per transcript page
/// (`/search/chat/<room>/<name>/<page>.json`) and a list of them (`/search/chats.json`),
/// which the search page fetches only once someone types a query.
///
/// Only rooms that are listed and not anonymous are searched; hidden messages, spoiler
/// messages and inline spoilers are left out, and the text is filtered like the page's.
extension RenderContext {
    /// Whether a room's messages can be searched.
    static func searchesChats(of room: Room) -> Bool {
        room.visibility == .public && !room.anonymous && !room.planned
    }

    /// One transcript page's searchable messages: `[{text, title, url}]`, `url` pointing at
    /// the message on its page.
    func chatSearchChunk(_ transcript: Transcript, in room: Room, page number: Int) -> String {
        let visible = transcript.messages.filter { !$0.flags.contains(.hidden) }
        let anchors = MessageAnchors.make(for: visible)
        let pageURL = urls.transcript(room: room.slug, name: transcript.name, page: number)
        let title = "\(roomTitle(room)) · \(text(transcript.title ?? dates.long(transcript.date)))"
        var entries: [String] = []
        for index in visible.indices.dropFirst((number - 1) * TranscriptPaging.messagesPerPage).prefix(TranscriptPaging.messagesPerPage) {
            let message = visible[index]
            guard !message.flags.contains(.spoiler) else { continue }
            let said = SearchText.plain(fromHTML: markdown.html(message.text))
            guard !said.isEmpty else { continue }
            entries.append("{\"text\": \(Escaping.jsonString(said)), \"title\": \(Escaping.jsonString(title)), "
                           + "\"date\": \(Escaping.jsonString(dates.long(message.time.date))), "
                           + "\"url\": \(Escaping.jsonString(pageURL + "#" + anchors[index]))}")
        }
        return entries.isEmpty ? "[]\n" : "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    /// The list of chunk URLs the search page fetches.
    func chatSearchManifest(_ chunks: [String]) -> String {
        chunks.isEmpty ? "[]\n" : "[\n" + chunks.map { Escaping.jsonString($0) }.joined(separator: ",\n") + "\n]\n"
    }
}

/// The words of rendered Markdown, for searching: inline spoilers dropped with their
/// cover, tags removed, entities decoded, white space folded.
enum SearchText {
    static func plain(fromHTML html: String) -> String {
        var text = html
        while let start = text.range(of: "<label class=\"spoiler\">"),
              let end = text.range(of: "</label>", range: start.upperBound..<text.endIndex) {
            text.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
        }
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; result.append(" ") } else if character == ">" { inTag = false } else if !inTag { result.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
