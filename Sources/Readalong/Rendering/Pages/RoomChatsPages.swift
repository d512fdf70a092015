/// `/rooms/<slug>/chats/` (and `…/page/2/`): every transcript of a room that has more than
/// its page lists, `ListPaging.transcripts` a page.
extension RenderContext {
    /// The number of pages of a room's list of transcripts; 0 when the room's page lists them all.
    static func chatListPages(transcripts count: Int) -> Int {
        count > ListPaging.transcripts ? ListPaging.pageCount(count, size: ListPaging.transcripts) : 0
    }

    func roomChatsPage(_ room: Room, page number: Int) -> RoomListPageModel<TranscriptSummary> {
        let first = urls.roomChats(room.slug)
        var shell = kit.shell(title: "\(strings["room.transcripts"]) · \(roomTitle(room))", description: roomDates(room),
                          url: urls.paged(first, page: number), section: .rooms, noindex: room.visibility == .unlisted)
        let pagination = paged(&shell.page, page: number, of: ListPaging.pageCount(room.transcripts.loaded.count, size: ListPaging.transcripts),
                               label: strings["transcript.pages"]) { urls.paged(first, page: $0) }
        return RoomListPageModel(shell: shell, room: roomLink(room), listName: .transcripts,
                                 items: ListPaging.slice(room.transcripts.loaded, page: number, size: ListPaging.transcripts)
                                     .map { transcriptSummary($0, in: room) },
                                 pagination: pagination, gate: hasChapterData(room) ? gateJSON(room) : nil)
    }
}
