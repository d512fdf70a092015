/// One transcript page's searchable messages, written as its chunk of the chat index
/// (`/search/chat/<room>/<name>/<page>.json`): `{title, url, dates, messages}`, the title and
/// address of the page said once, each message as `[text, date, anchor]` (`date` an index
/// into `dates`, `anchor` the message's id on the page). `ChatSearch` chooses the messages.
struct ChatSearchPage: Sendable, Equatable {
    /// One message: its plain text, the index of its day in `days`, its anchor on the page.
    struct Message: Sendable, Equatable {
        let text: String
        let day: Int
        let anchor: String
    }

    let title: String
    let url: String
    /// The days the messages were said on, each once, in order.
    let days: [String]
    let messages: [Message]

    /// The chunk file's text.
    var json: String {
        let entries = messages.map { "[\(Escaping.jsonString($0.text)), \($0.day), \(Escaping.jsonString($0.anchor))]" }
        return "{\"title\": \(Escaping.jsonString(title)), \"url\": \(Escaping.jsonString(url)), "
            + "\"dates\": [\(days.map { Escaping.jsonString($0) }.joined(separator: ", "))],\n\"messages\": "
            + SearchChunk.array(entries).dropLast() + "}\n"
    }

    /// The texts a query is compared with: the messages'.
    var texts: [String] { messages.map(\.text) }
}
