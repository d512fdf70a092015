/// `/rooms/<slug>/chats/` (and `…/page/2/`): every transcript of a room that has more than
/// its page lists, `ListPaging.transcripts` a page.
struct RoomChatsPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    /// The number of pages of a room's list of transcripts; 0 when the room's page lists them all.
    static func pageCount(transcripts count: Int) -> Int {
        count > ListPaging.transcripts ? ListPaging.pageCount(count, size: ListPaging.transcripts) : 0
    }

    func page(_ room: Room, page number: Int) -> RoomListPageModel<TranscriptSummary> {
        let (urls, strings) = (kit.urls, kit.strings)
        let first = urls.roomChats(room.slug)
        let loaded = room.transcripts.loaded
        var shell = kit.shell(title: "\(strings["room.transcripts"]) · \(published.roomTitle(room))", description: parts.references.roomDates(room),
                              url: urls.paged(first, page: number), section: .rooms, noindex: room.visibility == .unlisted)
        let pagination = kit.paged(&shell.page, page: number, of: ListPaging.pageCount(loaded.count, size: ListPaging.transcripts),
                                   label: strings["transcript.pages"]) { urls.paged(first, page: $0) }
        return RoomListPageModel(shell: shell, room: parts.references.roomLink(room), listName: .transcripts,
                                 items: ListPaging.slice(loaded, page: number, size: ListPaging.transcripts)
                                     .map { parts.transcripts.summary($0, in: room) },
                                 pagination: pagination, gate: published.gates.gate(of: room))
    }
}
