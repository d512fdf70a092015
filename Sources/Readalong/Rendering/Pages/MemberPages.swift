/// `/members/` (`ListPaging.members` a page) and `/members/<handle>/`.
extension RenderContext {
    /// Members listed as current on `/members/`: published (never erased) and not gone.
    var currentMembers: [Member] {
        view.publishedMembers.filter { $0.left == nil }
            .sorted { ($0.name.lowercased(), $0.handle) < ($1.name.lowercased(), $1.handle) }
    }

    /// The number of pages of `/members/`: current members are paged; former members (who
    /// left; erased members are never listed) follow them in a section of the last page.
    var memberListPages: Int { ListPaging.pageCount(view.publishedMembers.count { $0.left == nil }, size: ListPaging.members) }

    func membersPage(page number: Int = 1) -> MembersPageModel {
        var shell = kit.shell(title: strings["nav.members"], description: strings["members.description"],
                          url: urls.paged(urls.members, page: number), section: .members)
        let pages = memberListPages
        let former = number == pages
            ? view.publishedMembers.filter(\.isFormer)
                .sorted { ($0.name.lowercased(), $0.handle) < ($1.name.lowercased(), $1.handle) }
                .map { memberReference($0.handle) }
            : []
        let pagination = paged(&shell.page, page: number, of: pages, label: strings["pager.members"]) { urls.paged(urls.members, page: $0) }
        return MembersPageModel(shell: shell,
                                members: ListPaging.slice(currentMembers, page: number, size: ListPaging.members).map { memberReference($0.handle) },
                                former: former, pagination: pagination)
    }

    func memberPage(_ member: Member) -> MemberPageModel {
        let shell = kit.shell(title: text(member.name), description: text(Excerpt.of(member.body.text, fallback: member.name)),
                          url: urls.member(member.handle), section: .members, image: avatarPath(member).flatMap { previewURL($0, use: .avatarLarge) })
        var reference = memberReference(member.handle)
        if let avatar = avatarPath(member) {
            reference.avatar = picture(avatar, use: .avatarLarge, alt: "", cssClass: "avatar avatar-large", eager: true)
        }
        let bio = html(member.body)
        let rooms = calendarRooms(of: member.handle)
        let read = rooms.filter { view.status(of: $0) == .finished }.map(\.book.value)
        let details = MemberPageModel.Details(
            reference: reference, location: member.location.map(text),
            joined: member.joined.map { strings.format("members.joined", dates.long($0)) },
            left: member.left.map { strings.format("members.left", dates.long($0.value)) }, bio: bio.isEmpty ? nil : bio,
            links: member.links.filter { publishable(url: $0.url) }.map { NamedLink(name: text($0.name), url: $0.url) },
            friends: friends(of: member.handle).map(memberReference),
            hosted: statusGroups(rooms.filter { $0.host.value == member.handle }),
            joinedRooms: statusGroups(rooms.filter { $0.host.value != member.handle }),
            booksRead: Array(Set(read)).sorted().map(bookReference), upcomingEvents: upcomingEvents(in: rooms, limit: 5),
            feed: calendarFeedLinks(urls.calendarFeed(member: member.handle)), shelves: shelves(of: member),
            years: memberYearSummaries(member.handle))
        return MemberPageModel(shell: shell, member: details)
    }

    /// Rooms a member's page and calendar show: listed, not anonymous, hosted or joined.
    func calendarRooms(of handle: String) -> [Room] {
        published.roomsByMember[handle] ?? []
    }

    /// Friends both ways: those the member lists and those who list the member.
    func friends(of handle: String) -> [String] {
        published.friendsByHandle[handle] ?? []
    }

    private func statusGroups(_ rooms: [Room]) -> [MemberPageModel.StatusGroup] {
        Self.statusOrder.compactMap { status in
            let matching = rooms.filter { view.status(of: $0) == status }
            guard !matching.isEmpty else { return nil }
            return MemberPageModel.StatusGroup(label: strings["rooms.\(status.rawValue)"], rooms: matching.map(roomCard))
        }
    }
}
