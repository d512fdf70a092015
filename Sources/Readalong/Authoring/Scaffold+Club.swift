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

    static func newsFile(_ slug: String, by author: String?, room: String?, site: Site, today: LocalDate) throws -> [String: String] {
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
        # The headline.
        title: \(title(from: slug))
        # When it is published: a day (YYYY-MM-DD) or a time (YYYY-MM-DD HH:MM) in the site's zone.
        # A day still to come keeps the item off the site until that day.
        date: \(today)
        # Optional: the member who writes it (a handle of content/members/).
        \(authorLine)
        # Optional: tags; each becomes a page listing what carries it.
        # tags: [trobades]
        # Optional: a room whose page shows this item too (not a private room).
        \(roomLine)
        # Optional: true keeps it first on the home page for 30 days.
        # pinned: false
        # Optional: true keeps it unpublished until you remove this line.
        # draft: false
        ---
        \(Placeholder.newsText.text)

        """
        return ["content/news/\(slug).md": text]
    }

    static func listFile(_ slug: String, book: String?, by curator: String?, site: Site) throws -> [String: String] {
        guard let book else { throw Refusal(ToolText("new.list.needsBook")) }
        let first = try self.book(book, in: site)
        let curatorLine = try curator.map { "curator: \(try member($0, in: site))" } ?? "# curator: marta"
        let text = """
        ---
        # The list's name.
        title: \(title(from: slug))
        # Optional: the member who keeps it.
        \(curatorLine)
        # Optional: true numbers the books, for a list whose order matters.
        # ordered: false
        # The books (slugs of content/books/), each once: a slug alone, or a book with a note.
        books:
          - book: \(first)
            note: \(Placeholder.listNote.text)
          # - another-book
        # Optional: true keeps it unpublished.
        # draft: false
        ---
        \(Placeholder.listIntroduction.text)

        """
        return ["content/lists/\(slug).md": text]
    }

    static func pickFile(_ slug: String, book: String?, by nominator: String?, site: Site,
                         today: LocalDate) throws -> [String: String] {
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
        # The question put to the club.
        title: \(title(from: slug))
        # Voting opens and closes: a day (YYYY-MM-DD) or a time (YYYY-MM-DD HH:MM) in the site's zone.
        # A day as 'closes' keeps the vote open until the end of that day. Results are
        # published only after it; before, the page shows the candidates and how many voted.
        opens: \(today)
        closes: \(closes)
        # Optional: ranked (instant-runoff, the default), approval or plurality.
        # method: ranked
        # Optional: how many books are chosen (one by default).
        # seats: 1
        # At least two books (slugs of content/books/), with who nominated them.
        candidates:
          - book: \(first)
            by: \(by)
            # note: Why read it.
          - book: \(second)
            by: \(by)
        # Ballots, one line per member: the books they vote for, in order of preference for a
        # ranked vote (they need not rank all), any number for approval, one for plurality.
        # ballots:
        #   \(by): [\(second), \(first)]
        # Optional: the room that reads the winner; once the vote closes it must read a chosen book.
        # room: tardor
        # Optional: true publishes who voted for what once closed; totals only by default.
        # public_ballots: false
        # draft: false
        ---
        \(Placeholder.pickExplanation.text)

        """
        return ["content/picks/\(slug).md": text]
    }
}
