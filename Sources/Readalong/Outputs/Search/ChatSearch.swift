/// What was said in public rooms, for `/search/`: which rooms are searched and which of
/// their messages, page by page of each transcript. `ChatSearchPage` writes a page's chunk,
/// `ChatShards` the n-gram shards that say which chunks hold a word
/// (`/search/terms/chat/<n>.json`), and `SearchLists` the list of rooms and pages the shards
/// refer to (`/search/chats.json`). The search page fetches none of them until someone types
/// a query, and then only the shards of the words typed and the chunks they point at.
///
/// Only rooms that are listed and not anonymous are searched; hidden messages, spoiler
/// messages and inline spoilers are left out, and the text is filtered like the page's.
struct ChatSearch: Sendable {
    let published: PublishedSite
    let kit: PageKit

    /// Whether a room's messages can be searched.
    static func searches(_ room: Room) -> Bool {
        room.visibility == .public && !room.anonymous && !room.planned
    }

    /// The searchable messages of page `number` of a transcript.
    func page(_ transcript: Transcript, in room: Room, page number: Int) -> ChatSearchPage {
        let dates = kit.dates
        var messages: [ChatSearchPage.Message] = []
        var days: [String] = []
        let chat = published.transcript(transcript, in: room)
        for shown in chat.page(number) {
            let message = shown.message
            guard !message.flags.contains(.spoiler) else { continue }
            let said = SearchText.plain(fromHTML: shown.html)
            guard !said.isEmpty else { continue }
            let day = dates.long(message.time.date)
            if days.last != day { days.append(day) }
            messages.append(ChatSearchPage.Message(text: said, day: days.count - 1, anchor: shown.anchor,
                                                   language: shown.language == chat.language ? nil : shown.language))
        }
        // A chat titled by its date alone is named by its room: each found message comes
        // with its day already, so the date would show twice.
        let named = published.transcriptDate(transcript, in: room) == nil
            ? published.roomTitle(room) : "\(published.roomTitle(room)) · \(published.transcriptTitle(transcript, in: room))"
        return ChatSearchPage(
            title: named,
            url: kit.urls.transcript(room: room.slug, name: transcript.name, page: number), language: chat.language,
            days: days, messages: messages)
    }
}
