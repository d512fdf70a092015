/// Small models shared by many pages: references to books, members and rooms, and room
/// cards. Every text from content passes through `text(_:)` (blocked words, contact
/// details, bidi controls) here; the templates escape it.
struct References: Sendable {
    let published: PublishedSite
    let kit: PageKit
    /// Each genre as the books write it, with its link: filtered and encoded once per build,
    /// not once per book page.
    private let genreLinkByName: [String: NamedLink]

    init(published: PublishedSite, kit: PageKit) {
        self.published = published
        self.kit = kit
        genreLinkByName = Dictionary(uniqueKeysWithValues: Set(published.site.books.flatMap(\.genres)).compactMap { name in
            Self.genreLink(name, published: published, kit: kit).map { (name, $0) }
        })
    }

    /// A link to a book with its cover (the card's size; `eager` when it is the page's first
    /// large image).
    func book(_ slug: String, eager: Bool = false) -> BookReference {
        guard let text = published.bookTexts[slug] else {
            return BookReference(url: nil, title: slug, authors: nil, cover: nil, subtitle: nil, titleLang: nil, subtitleLang: nil)
        }
        return BookReference(url: kit.urls.book(slug), title: text.title, authors: text.authors,
                             cover: published.site.covers[slug].map { kit.pictures.picture($0, use: .coverCard, alt: "", cssClass: "cover", eager: eager) },
                             subtitle: text.subtitle, titleLang: kit.titleLang(.book(slug)),
                             subtitleLang: text.subtitle == nil ? nil : kit.subtitleLang(.book(slug)))
    }

    /// The site-relative path of a book's cover.
    func coverPath(_ book: Book) -> String? {
        published.site.covers[book.slug]
    }

    /// The site-relative path of a member's avatar.
    func avatarPath(_ member: Member) -> String? {
        published.site.avatars[member.handle]
    }

    /// A link to a member with avatar or initials. Every optional value is set (to false
    /// when absent) so a chip never borrows an avatar or link from the page around it.
    func member(_ handle: String) -> MemberReference {
        if published.view.isErased(handle) { return formerMember() }
        guard let member = published.membersByHandle[handle] else {
            return MemberReference(url: nil, name: handle, handle: nil, initials: Initials.of(handle), hue: Initials.hue(of: handle),
                                   avatar: nil, verified: false, moderator: false, pseudonym: false)
        }
        let name = kit.text(member.name)
        return MemberReference(url: kit.urls.member(handle), name: name, handle: handle, initials: Initials.of(name),
                               hue: Initials.hue(of: handle),
                               avatar: avatarPath(member).map { kit.pictures.picture($0, use: .avatarChip, alt: "", cssClass: "avatar") },
                               verified: member.verified, moderator: false, pseudonym: false)
    }

    /// The neutral stand-in for a member who asked to be forgotten: no name, handle, link
    /// or avatar, and the same initials and colour for everyone erased.
    func formerMember() -> MemberReference {
        MemberReference(url: nil, name: kit.strings["member.former"], handle: nil, initials: "?", hue: 0, avatar: nil,
                        verified: false, moderator: false, pseudonym: false)
    }

    /// A room's card as listings show it; `filterable` adds its filter values for the
    /// script of `/rooms/`.
    func card(_ room: Room, filterable: Bool = false) -> RoomCard {
        let (urls, strings) = (kit.urls, kit.strings)
        let status = published.view.status(of: room)
        let values = published.roomLists.facets.values(of: room)
        let filter = RoomCard.FilterData(genre: (values[.genre] ?? []).joined(separator: " "),
                                         language: values[.language]?.first ?? "")
        return RoomCard(url: urls.room(room.slug), title: published.roomTitle(room), titleLang: kit.titleLang(.room(room.slug)),
                        book: book(room.book.value),
                        host: member(room.host.value), status: status.rawValue,
                        statusLabel: strings["status.\(status.rawValue)"], dates: roomDates(room),
                        membersCount: room.roster.count, membersLabel: strings.count(room.roster.count, "member"),
                        joining: room.joining.rawValue, joiningLabel: strings["joining.\(room.joining.rawValue)"],
                        anonymous: room.anonymous, filter: filterable ? filter : nil)
    }

    /// A room as a link by its title.
    func roomLink(_ room: Room) -> TitledLink {
        TitledLink(url: kit.urls.room(room.slug), title: published.roomTitle(room), titleLang: kit.titleLang(.room(room.slug)))
    }

    /// `1 de novembre de 2026 – 1 de desembre de 2026`, from the start and end events.
    func roomDates(_ room: Room) -> String {
        if room.planned { return kit.strings["rooms.datesToBeAnnounced"] }
        guard let events = room.schedule?.events,
              let start = events.first(where: { $0.kind == .start }), let end = events.first(where: { $0.kind == .end })
        else { return "" }
        return "\(kit.dates.long(start.time.value.date)) – \(kit.dates.long(end.time.value.date))"
    }

    /// A book's genres as links to their lists.
    func genreLinks(_ book: Book) -> [NamedLink] {
        book.genres.compactMap { genreLinkByName[$0] ?? Self.genreLink($0, published: published, kit: kit) }
    }

    /// The link to the list of a genre as written in a book, `nil` when it has none.
    private static func genreLink(_ name: String, published: PublishedSite, kit: PageKit) -> NamedLink? {
        published.genres.term(name).map { NamedLink(name: kit.text($0.name), url: kit.urls.genre($0.slug)) }
    }

    /// The handles of a room's readers as the site names them: the host aside, and members
    /// who asked to be forgotten left out altogether (not even the neutral label: a count of
    /// them would still say something).
    func rosterHandles(_ room: Room) -> [String] {
        room.roster.filter { $0 != room.host.value && !published.view.isErased($0) }
    }

    /// The readers of a room as member references, moderators marked.
    func roster(_ room: Room) -> [MemberReference] {
        let moderators = Set(room.moderators.map(\.value))
        return rosterHandles(room).map { handle in
            var reference = member(handle)
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

    /// The sender of a message as shown: the member, or a pseudonym in an anonymous room
    /// (the host excepted).
    func sender(_ handle: String, in room: Room) -> MemberReference {
        guard room.anonymous, handle != room.host.value else { return member(handle) }
        let name = room.pseudonyms[handle] ?? kit.strings["reader"]
        let number = name.filter(\.isNumber)
        return MemberReference(url: nil, name: name, handle: nil, initials: number.isEmpty ? "?" : "#" + number,
                               hue: Initials.hue(of: name), avatar: nil, verified: false, moderator: false, pseudonym: true)
    }
}
