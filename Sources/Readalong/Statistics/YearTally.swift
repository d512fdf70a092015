/// Works out the club's years, and each member's, from the site. It sees the site through
/// what may be published (`PublicView`) and asks the time only of the build clock
/// (`PageClock`), so the figures change exactly when a room finishes or a meeting starts,
/// and incremental builds know when that is.
struct YearTally: Sendable {
    private let view: PublicView
    private let clock: PageClock
    private let genres: Taxonomy
    /// Listed, non-anonymous rooms by the handles of their readers, host included, in list
    /// order: worked out once, as every member's figures ask for them.
    private let roomsByReader: [String: [Room]]
    /// Years with any activity up to the build's year, oldest first.
    let years: [Int]
    /// The club's first month as `year * 12 + month - 1`: the earliest of its members'
    /// `joined`, its rooms' dates and its messages; `nil` for a club with none of them.
    private let firstMonth: Int?

    init(view: PublicView, clock: PageClock, genres: Taxonomy) {
        self.view = view
        self.clock = clock
        self.genres = genres
        var byReader: [String: [Room]] = [:]
        for room in view.listedRooms where !room.anonymous {
            for handle in room.roster { byReader[handle, default: []].append(room) }
        }
        roomsByReader = byReader
        var years = Set(view.site.members.compactMap { $0.joined?.year })
        var months = view.site.members.compactMap { $0.joined.map { $0.year * 12 + $0.month - 1 } }
        for room in view.publishedRooms {
            if let end = Self.endYear(of: room) { years.insert(end) }
            years.formUnion(Self.meetings(of: room, clock: clock).map(\.year))
            years.formUnion(Self.messages(of: room).flatMap(\.years))
            months += (room.schedule?.events ?? []).map { $0.time.value.date.year * 12 + $0.time.value.date.month - 1 }
            months += Self.messages(of: room).compactMap { $0.counts.first.map { $0.year * 12 + $0.month - 1 } }
        }
        self.years = years.filter { $0 <= clock.today.year }.sorted()
        firstMonth = months.min()
    }

    /// The months (1–12) of `year` the club existed in: from its first month on, so that
    /// the year it began shows no empty months before it.
    func months(of year: Int) -> ClosedRange<Int> {
        guard let firstMonth, firstMonth / 12 == year else { return 1...12 }
        return (firstMonth % 12 + 1)...12
    }

    /// The club's figures for `year`.
    func club(_ year: Int) -> ClubYear {
        let rooms = view.publishedRooms.filter { Self.endYear(of: $0) == year }
        let finished = finishedRooms(rooms)
        var discussions = 0
        var meetups = 0
        for room in view.publishedRooms {
            for meeting in Self.meetings(of: room, clock: clock) where meeting.year == year {
                if meeting.kind == .discussion { discussions += 1 } else { meetups += 1 }
            }
        }
        let messagesByMonth = messagesByMonth(year)
        var genreCounts: [String: Int] = [:]
        var languageCounts: [String: Int] = [:]
        for room in finished {
            let book = room.resolvedBook
            for slug in Set((book?.genres ?? []).compactMap { genres.term($0)?.slug }) { genreCounts[slug, default: 0] += 1 }
            if let language = book?.language ?? room.language { languageCounts[language, default: 0] += 1 }
        }
        let ratings = bookRatings(finished)
        // The most divisive book is another than the favourite: one book cannot be both.
        let favourite = ratings.max { Self.isBelow($0, $1, by: { $0.averagesHigher(than: $1) }) }
        let busiest = (1...12).map { ClubYear.Tally(key: "\($0)", count: messagesByMonth[$0]) }
            .filter { $0.count > 0 }.max { $0.count < $1.count || ($0.count == $1.count && Int($0.key)! > Int($1.key)!) }
        return ClubYear(
            year: year, finishedRooms: finished.map(\.slug), distinctBooks: Set(finished.map(\.book.value)).sorted(),
            pages: pages(of: finished), discussions: discussions, meetups: meetups,
            messages: messagesByMonth.reduce(0, +),
            newMembers: view.site.members.count { $0.joined?.year == year },
            genres: Self.ranked(genreCounts), languages: Self.ranked(languageCounts), ratings: ratings,
            mostDivisive: ratings.filter { $0.stars.count >= 2 && $0.scaledVariance > 0 && $0.book != favourite?.book }
                .max { Self.isBelow($0, $1, by: { $0.isMoreDivisive(than: $1) }) },
            favourite: favourite,
            longestDiscussion: longestDiscussion(in: year),
            busiestMonth: busiest,
            roomsByStatus: [Room.Status.finished, .active, .upcoming].compactMap { status in
                let count = rooms.count { view.status(of: $0) == status }
                return count > 0 ? ClubYear.Tally(key: status.rawValue, count: count) : nil
            })
    }

    /// The club's published messages of `year` by month: index 1 to 12 (index 0 is unused).
    func messagesByMonth(_ year: Int) -> [Int] {
        var months = [Int](repeating: 0, count: 13)
        for room in view.publishedRooms {
            for counts in Self.messages(of: room) {
                for (month, count) in counts.byMonth(in: year).enumerated() { months[month] += count }
            }
        }
        return months
    }

    /// A member's figures for `year`; `nil` for members who asked to be forgotten.
    func member(_ handle: String, year: Int) -> MemberYear? {
        guard !view.isErased(handle) else { return nil }
        let rooms = memberRooms(handle)
        let finished = finishedRooms(rooms.filter { Self.endYear(of: $0) == year })
        return MemberYear(
            handle: handle, year: year, finishedRooms: finished.map(\.slug), pages: pages(of: finished),
            meetings: rooms.reduce(0) { $0 + Self.meetings(of: $1, clock: clock).count { $0.year == year } },
            messages: rooms.reduce(0) { $0 + Self.messages(of: $1).reduce(0) { $0 + $1.total(in: year, by: handle) } },
            ratings: finished.flatMap { room in
                room.ratings.filter { $0.value.handle == handle }.map { ClubYear.Tally(key: room.book.value, count: $0.value.stars) }
            })
    }

    /// The years a member has something in: rooms finished, meetings, messages, or joining
    /// (`joined`, the year of the member's `joined` date). The years in which `member(_:year:)`
    /// has figures, found in one pass over the member's rooms instead of working out the
    /// figures of every year: every build asks this of every member.
    func years(of handle: String, joined: Int?) -> [Int] {
        guard !view.isErased(handle) else { return [] }
        var active = Set<Int>()
        if let joined { active.insert(joined) }
        for room in memberRooms(handle) {
            if view.status(of: room) == .finished, let end = Self.endYear(of: room) { active.insert(end) }
            for meeting in Self.meetings(of: room, clock: clock) { active.insert(meeting.year) }
            for counts in Self.messages(of: room) {
                for count in counts.counts where count.sender == handle { active.insert(count.year) }
            }
        }
        return years.filter(active.contains)
    }

    /// Listed rooms that are not anonymous and that the member hosts or joined.
    private func memberRooms(_ handle: String) -> [Room] {
        roomsByReader[handle] ?? []
    }

    private func finishedRooms(_ rooms: [Room]) -> [Room] {
        rooms.filter { view.status(of: $0) == .finished }
            .sorted { (Self.endDate(of: $0) ?? .init(year: 0, month: 1, day: 1), $0.slug) < (Self.endDate(of: $1) ?? .init(year: 0, month: 1, day: 1), $1.slug) }
    }

    private func pages(of rooms: [Room]) -> Int {
        rooms.reduce(0) { $0 + ($1.resolvedBook?.pages ?? 0) }
    }

    private func bookRatings(_ rooms: [Room]) -> [ClubYear.BookRatings] {
        var stars: [String: [Int]] = [:]
        for room in rooms where !room.ratings.isEmpty { stars[room.book.value, default: []] += room.ratings.map(\.value.stars) }
        return stars.keys.sorted().map { ClubYear.BookRatings(book: $0, stars: stars[$0]!) }
    }

    private func longestDiscussion(in year: Int) -> ClubYear.Discussion? {
        var best: ClubYear.Discussion?
        for room in view.listedRooms.sorted(by: { $0.slug < $1.slug }) {
            for transcript in room.transcripts.outline.sorted(by: { $0.name < $1.name }) {
                let count = transcript.messages.total(in: year)
                if count > 0, count > (best?.messages ?? 0) {
                    best = ClubYear.Discussion(room: room.slug, transcript: transcript.name, messages: count)
                }
            }
        }
        return best
    }

    /// Whether `a` ranks below `b`: `beats` first, then more ratings, then the earlier slug.
    private static func isBelow(_ a: ClubYear.BookRatings, _ b: ClubYear.BookRatings,
                                by beats: (ClubYear.BookRatings, ClubYear.BookRatings) -> Bool) -> Bool {
        if beats(b, a) { return true }
        if beats(a, b) { return false }
        if a.stars.count != b.stars.count { return a.stars.count < b.stars.count }
        return a.book > b.book
    }

    private static func ranked(_ counts: [String: Int]) -> [ClubYear.Tally] {
        counts.map { ClubYear.Tally(key: $0.key, count: $0.value) }.sorted { ($1.count, $0.key) < ($0.count, $1.key) }
    }

    private static func endDate(of room: Room) -> LocalDate? {
        room.schedule?.events.first { $0.kind == .end }?.time.value.date
    }

    private static func endYear(of room: Room) -> Int? { endDate(of: room)?.year }

    /// Discussions and meetups of the room that started before the build clock, with the
    /// year of their date.
    private static func meetings(of room: Room, clock: PageClock) -> [(kind: Event.Kind, year: Int)] {
        (room.schedule?.events ?? []).compactMap { event in
            guard event.kind == .discussion || event.kind == .meetup, !clock.isToCome(event) else { return nil }
            return (event.kind, event.time.value.date.year)
        }
    }

    /// The room's published messages (every one but `hidden`), counted per transcript. They
    /// come from the transcripts' outline, which a rebuild that keeps the chats unread has too.
    private static func messages(of room: Room) -> [MessageCounts] {
        room.transcripts.outline.map(\.messages)
    }
}
