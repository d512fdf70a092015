/// A room's readers (host aside): the first `ListPaging.roster` on the room's page, and all
/// of them at `/rooms/<slug>/members/` (and `…/page/2/`) when there are more.
struct RosterPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ room: Room, page number: Int) -> RoomListPageModel<MemberReference> {
        let (urls, strings) = (kit.urls, kit.strings)
        let first = urls.roomMembers(room.slug)
        var shell = kit.shell(title: "\(strings["room.members"]) · \(published.roomTitle(room))", description: parts.references.roomDates(room),
                              url: urls.paged(first, page: number), section: .rooms, noindex: room.visibility == .unlisted)
        let pagination = kit.paged(&shell.page, page: number, of: parts.references.rosterPages(room), label: strings["pager.members"]) {
            urls.paged(first, page: $0)
        }
        return RoomListPageModel(shell: shell, room: parts.references.roomLink(room), listName: .members,
                                 items: Array(ListPaging.slice(parts.references.roster(room), page: number, size: ListPaging.roster)),
                                 pagination: pagination)
    }
}
