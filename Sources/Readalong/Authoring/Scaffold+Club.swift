/// Starting files for news items, book lists and picks.
extension Scaffold {
    /// The member `handle`, or a refusal naming the closest handle.
    static func member(_ handle: String, in site: Site) throws -> String {
        guard site.members.contains(where: { $0.handle == handle }) else {
            throw Refusal(noSuch("member", handle, among: site.members.map(\.handle)))
        }
        return handle
    }

    /// The book `slug`, or a refusal naming the closest slug.
    static func book(_ slug: String, in site: Site) throws -> String {
        guard site.books.contains(where: { $0.slug == slug }) else {
            throw Refusal(noSuch("book", slug, among: site.books.map(\.slug)))
        }
        return slug
    }

    /// "There is no room 'x'", with the closest name when one is close.
    static func noSuch(_ kind: String, _ name: String, among names: [String]) -> ToolText {
        let missing = ToolText("new.noSuch.\(kind)", ["name": name])
        return Suggestion.hint(for: name, in: names).map { ToolText("new.noSuch.suggestion", texts: ["missing": missing, "hint": $0]) }
            ?? missing
    }

    static func newsFile(_ slug: String, by author: String?, room: String?, site: Site, today: LocalDate,
                         _ words: ScaffoldWords) throws -> [String: String] {
        let authorLine = try author.map { "author: \(try member($0, in: site))" } ?? "# author: marta"
        var roomLine = "# room: tardor"
        if let room {
            guard let found = site.rooms.first(where: { $0.slug == room }) else {
                throw Refusal(noSuch("room", room, among: site.rooms.map(\.slug)))
            }
            guard found.visibility != .private else {
                throw Refusal(ToolText("new.news.privateRoom", ["room": room]))
            }
            roomLine = "room: \(room)"
        }
        let text = """
        ---
        \(words.comment(ToolText("scaffold.news.title")))
        title: \(title(from: slug))
        \(words.comment(ToolText("scaffold.news.date")))
        date: \(today)
        \(words.comment(ToolText("scaffold.news.author")))
        \(authorLine)
        \(words.comment(ToolText("scaffold.news.tags")))
        # tags: [\(words.word(ToolText("scaffold.news.exampleTag")))]
        \(words.comment(ToolText("scaffold.news.room")))
        \(roomLine)
        \(words.comment(ToolText("scaffold.news.pinned")))
        # pinned: false
        \(words.comment(ToolText("scaffold.news.draft")))
        # draft: false
        ---
        \(words.example(.newsText))

        """
        return ["content/news/\(slug).md": text]
    }

    static func listFile(_ slug: String, book: String?, by curator: String?, site: Site,
                         _ words: ScaffoldWords) throws -> [String: String] {
        guard let book else { throw Refusal(ToolText("new.list.needsBook")) }
        let first = try self.book(book, in: site)
        let curatorLine = try curator.map { "curator: \(try member($0, in: site))" } ?? "# curator: marta"
        let text = """
        ---
        \(words.comment(ToolText("scaffold.list.title")))
        title: \(title(from: slug))
        \(words.comment(ToolText("scaffold.list.curator")))
        \(curatorLine)
        \(words.comment(ToolText("scaffold.list.ordered")))
        # ordered: false
        \(words.comment(ToolText("scaffold.list.books")))
        books:
          - book: \(first)
            note: \(words.example(.listNote))
          # - \(words.word(ToolText("scaffold.list.exampleBook")))
        \(words.comment(ToolText("scaffold.list.draft")))
        # draft: false
        ---
        \(words.example(.listIntroduction))

        """
        return ["content/lists/\(slug).md": text]
    }

    static func pickFile(_ slug: String, book: String?, by nominator: String?, site: Site,
                         today: LocalDate, _ words: ScaffoldWords) throws -> [String: String] {
        guard let nominator else {
            throw Refusal(ToolText("new.pick.needsBy"))
        }
        let by = try member(nominator, in: site)
        let first = try book.map { try self.book($0, in: site) } ?? site.books.first?.slug
        guard let first, let second = site.books.first(where: { $0.slug != first })?.slug else {
            throw Refusal(ToolText("new.pick.needsBooks"))
        }
        let closes = LocalDate(daysSinceEpoch: today.daysSinceEpoch + 14)
        let text = """
        ---
        \(words.comment(ToolText("scaffold.pick.title")))
        title: \(title(from: slug))
        \(words.comment(ToolText("scaffold.pick.window")))
        opens: \(today)
        closes: \(closes)
        \(words.comment(ToolText("scaffold.pick.method")))
        # method: ranked
        \(words.comment(ToolText("scaffold.pick.seats")))
        # seats: 1
        \(words.comment(ToolText("scaffold.pick.candidates")))
        candidates:
          - book: \(first)
            by: \(by)
            # note: \(words.word(ToolText("scaffold.pick.exampleNote")))
          - book: \(second)
            by: \(by)
        \(words.comment(ToolText("scaffold.pick.ballots")))
        # ballots:
        #   \(by): [\(second), \(first)]
        \(words.comment(ToolText("scaffold.pick.room")))
        # room: tardor
        \(words.comment(ToolText("scaffold.pick.publicBallots")))
        # public_ballots: false
        # draft: false
        ---
        \(words.example(.pickExplanation))

        """
        return ["content/picks/\(slug).md": text]
    }
}
