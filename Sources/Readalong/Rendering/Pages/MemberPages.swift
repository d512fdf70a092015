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

    func membersPage(page number: Int = 1) -> [String: Any] {
        var model = shell(title: strings["nav.members"], description: strings["members.description"],
                          url: urls.paged(urls.members, page: number), section: .members)
        model["members"] = ListPaging.slice(currentMembers, page: number, size: ListPaging.members).map { memberReference($0.handle) }
        let pages = memberListPages
        let former = number == pages
            ? view.publishedMembers.filter(\.isFormer)
                .sorted { ($0.name.lowercased(), $0.handle) < ($1.name.lowercased(), $1.handle) }
                .map { memberReference($0.handle) }
            : []
        model["former"] = former.isEmpty ? false : ["members": former]
        paged(&model, page: number, of: pages, label: strings["pager.members"]) { urls.paged(urls.members, page: $0) }
        return model
    }

    func memberPage(_ member: Member) -> [String: Any] {
        var model = shell(title: text(member.name), description: text(Excerpt.of(member.body.text, fallback: member.name)),
                          url: urls.member(member.handle), section: .members, image: avatarPath(member).flatMap { previewURL($0, use: .avatarLarge) })
        var details = memberReference(member.handle)
        if let avatar = avatarPath(member) {
            details["avatar"] = picture(avatar, use: .avatarLarge, alt: "", cssClass: "avatar avatar-large", eager: true)
        }
        for key in ["location", "joined", "left", "bio", "hasLinks"] { details[key] = false }
        if let location = member.location { details["location"] = text(location) }
        if let joined = member.joined { details["joined"] = strings.format("members.joined", dates.long(joined)) }
        if let left = member.left { details["left"] = strings.format("members.left", dates.long(left.value)) }
        let bio = html(member.body)
        if !bio.isEmpty { details["bio"] = bio }
        let links = member.links.filter { publishable(url: $0.url) }
        details["links"] = links.map { ["name": text($0.name), "url": $0.url] }
        details["hasLinks"] = !links.isEmpty
        details["friends"] = friends(of: member.handle).map(memberReference)
        let rooms = calendarRooms(of: member.handle)
        let hosted = rooms.filter { $0.host.value == member.handle }
        let joined = rooms.filter { $0.host.value != member.handle }
        details["hosted"] = statusGroups(hosted)
        details["joinedRooms"] = statusGroups(joined)
        let read = rooms.filter { view.status(of: $0) == .finished }.map(\.book.value)
        details["booksRead"] = Array(Set(read)).sorted().map(bookReference)
        details["upcomingEvents"] = upcomingEvents(in: rooms, limit: 5)
        details["feed"] = ["webcal": urls.subscription(urls.calendarFeed(member: member.handle)),
                           "url": urls.calendarFeed(member: member.handle)]
        model["member"] = details
        return model
    }

    /// Rooms a member's page and calendar show: listed, not anonymous, hosted or joined.
    func calendarRooms(of handle: String) -> [Room] {
        roomsByMember[handle] ?? []
    }

    /// Friends both ways: those the member lists and those who list the member.
    func friends(of handle: String) -> [String] {
        friendsByHandle[handle] ?? []
    }

    private func statusGroups(_ rooms: [Room]) -> [[String: Any]] {
        Self.statusOrder.compactMap { status in
            let matching = rooms.filter { view.status(of: $0) == status }
            guard !matching.isEmpty else { return nil }
            return ["label": strings["rooms.\(status.rawValue)"], "rooms": matching.map(roomCard)]
        }
    }
}
