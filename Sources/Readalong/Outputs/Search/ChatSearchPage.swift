/// One transcript page's searchable messages, written as its chunk of the chat index
/// (`/search/chat/<room>/<name>/<page>.json`): `{title, url, lang, dates, messages}`, the
/// title, address and language of the page said once, each message as `[text, date, anchor]`
/// (`date` an index into `dates`, `anchor` the message's id on the page), followed by the
/// message's language when it is not the page's (`[lang …]`). `ChatSearch` chooses the
/// messages.
struct ChatSearchPage: Sendable, Equatable {
    /// One message: its plain text, the index of its day in `days`, its anchor on the page,
    /// and its language when it is not the page's.
    struct Message: Sendable, Equatable {
        let text: String
        let day: Int
        let anchor: String
        var language: String?
    }

    let title: String
    let url: String
    /// The language the transcript is written in.
    let language: String
    /// The days the messages were said on, each once, in order.
    let days: [String]
    let messages: [Message]

    /// The chunk file's text.
    var json: String {
        let entries = messages.map {
            "[\(Escaping.jsonString($0.text)), \($0.day), \(Escaping.jsonString($0.anchor))"
                + ($0.language.map { ", " + Escaping.jsonString($0) } ?? "") + "]"
        }
        return "{\"title\": \(Escaping.jsonString(title)), \"url\": \(Escaping.jsonString(url)), "
            + "\"lang\": \(Escaping.jsonString(language)), "
            + "\"dates\": [\(days.map { Escaping.jsonString($0) }.joined(separator: ", "))],\n\"messages\": "
            + SearchChunk.array(entries).dropLast() + "}\n"
    }

    /// The texts a query is compared with: the messages'.
    var texts: [String] { messages.map(\.text) }
}
