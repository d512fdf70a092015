/// The model of a room's long lists, a page at a time: its chats (`/rooms/<slug>/chats/`,
/// template `chats`) and its readers (`/rooms/<slug>/members/`, template `roster`).
struct RoomListPageModel<Item: TemplateModel>: KeyedTemplateModel {
    enum Key: String, CaseIterable { case room, transcripts, members, pagination, gate }

    let shell: PageShell
    let room: TitledLink
    /// The name the list goes by: `transcripts` or `members`.
    let listName: Key
    let items: [Item]
    let pagination: Pagination?
    /// The spoiler gate's JSON (`data-gate`) on a list of chats with chapter data (see `ChapterGate`).
    var gate: String?

    var templateValue: TemplateValue {
        shell.with(fields([.room: room.templateValue, listName: items.templateValue, .pagination: pagination.orFalse,
                           .gate: gate.orFalse]))
    }
}
