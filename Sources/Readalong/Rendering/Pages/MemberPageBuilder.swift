/// `/members/<handle>/`: a member with their rooms, books read, next events, shelves and
/// years in reading.
struct MemberPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ member: Member) -> MemberPageModel {
        let (urls, strings, dates) = (kit.urls, kit.strings, kit.dates)
        let avatar = parts.references.avatarPath(member)
        let shell = kit.shell(title: kit.text(member.name), description: kit.text(Excerpt.of(member.body.text, fallback: member.name)),
                              url: urls.member(member.handle), section: .members,
                              image: avatar.flatMap { kit.pictures.previewURL($0, use: .avatarLarge) }, item: .member(member.handle))
        var reference = parts.references.member(member.handle)
        if let avatar {
            reference.avatar = kit.pictures.picture(avatar, use: .avatarLarge, alt: "", cssClass: "avatar avatar-large", eager: true)
        }
        let bio = kit.html(member.body)
        let rooms = published.roomsByMember[member.handle] ?? []
        let read = rooms.filter { published.view.status(of: $0) == .finished }.map(\.book.value)
        let details = MemberPageModel.Details(
            reference: reference, location: member.location.map(kit.text),
            joined: member.joined.map { strings.format("members.joined", dates.long($0)) },
            left: member.left.map { strings.format("members.left", dates.long($0.value)) }, bio: bio.isEmpty ? nil : bio,
            links: member.links.filter { kit.publishable(url: $0.url) }.map { NamedLink(name: kit.text($0.name), url: $0.url) },
            friends: (published.friendsByHandle[member.handle] ?? []).map { parts.references.member($0) },
            hosted: statusGroups(rooms.filter { $0.host.value == member.handle }),
            joinedRooms: statusGroups(rooms.filter { $0.host.value != member.handle }),
            booksRead: Array(Set(read)).sorted().map { parts.references.book($0) }, upcomingEvents: parts.events.upcoming(in: rooms, limit: 5),
            feed: kit.calendarFeedLinks(urls.calendarFeed(member: member.handle)),
            shelves: member.shelves.map { shelf in
                ShelfModel(name: kit.text(shelf.name.value), books: shelf.books.map { parts.references.book($0.value) })
            },
            years: parts.years.memberSummaries(member.handle))
        return MemberPageModel(shell: shell, member: details)
    }

    private func statusGroups(_ rooms: [Room]) -> [MemberPageModel.StatusGroup] {
        RoomLists.statusOrder.compactMap { status in
            let matching = rooms.filter { published.view.status(of: $0) == status }
            guard !matching.isEmpty else { return nil }
            return MemberPageModel.StatusGroup(label: kit.strings["rooms.\(status.rawValue)"], rooms: matching.map { parts.references.card($0) })
        }
    }
}
