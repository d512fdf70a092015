/// A room's readers (host aside): the first `ListPaging.roster` on the room's page, and all
/// of them at `/rooms/<slug>/members/` (and `…/page/2/`) when there are more.
extension RenderContext {
    /// The handles of a room's readers as the site names them: the host aside, and members
    /// who asked to be forgotten left out altogether (not even the neutral label: a count of
    /// them would still say something).
    func rosterHandles(_ room: Room) -> [String] {
        room.roster.filter { $0 != room.host.value && !view.isErased($0) }
    }

    /// The readers of a room as member references, moderators marked.
    func rosterReferences(_ room: Room) -> [MemberReference] {
        let moderators = Set(room.moderators.map(\.value))
        return rosterHandles(room).map { handle in
            var reference = memberReference(handle)
            if moderators.contains(handle) { reference.moderator = true }
            return reference
        }
    }

    /// The number of pages of a room's list of readers; 0 when the room's page shows them all
    /// (and always in an anonymous room, whose readers are not named).
    func rosterPages(_ room: Room) -> Int {
        let count = rosterHandles(room).count
        return room.anonymous || count <= ListPaging.roster ? 0 : ListPaging.pageCount(count, size: ListPaging.roster)
    }

    func roomMembersPage(_ room: Room, page number: Int) -> RoomListPageModel<MemberReference> {
        let first = urls.roomMembers(room.slug)
        var shell = kit.shell(title: "\(strings["room.members"]) · \(roomTitle(room))", description: roomDates(room),
                          url: urls.paged(first, page: number), section: .rooms, noindex: room.visibility == .unlisted)
        let pagination = paged(&shell.page, page: number, of: rosterPages(room), label: strings["pager.members"]) { urls.paged(first, page: $0) }
        return RoomListPageModel(shell: shell, room: roomLink(room), listName: .members,
                                 items: Array(ListPaging.slice(rosterReferences(room), page: number, size: ListPaging.roster)),
                                 pagination: pagination)
    }
}
