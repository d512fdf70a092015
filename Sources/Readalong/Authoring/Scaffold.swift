/// Starting files for new content, each already valid and commented key by key, so an
/// editor only has to fill in the blanks. Returns texts; writing them is the caller's job.
public enum Scaffold {
    /// What `publish new` can create.
    public enum Kind: String, CaseIterable, Sendable {
        case book, member, room, transcript, news, list, pick
    }

    /// A problem that prevents creating the files.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// Why, in one sentence that says what to do instead.
        public let text: ToolText

        /// A refusal saying `text`.
        public init(_ text: ToolText) {
            self.text = text
        }

        /// Why, in English.
        public var description: String { text.english }
    }

    /// The files (site-relative path → text) for a new item, their comments and examples
    /// in `language` (the site's).
    ///
    /// - Parameters:
    ///   - site: the checked site, for the references a room or transcript needs;
    ///   - today: the build clock's date, for dates in the new schedule or transcript;
    ///   - by: for news, lists and picks: the author, curator or nominator;
    ///   - bookFolder: whether the folder `content/books/<slug>/` exists (holding the book's
    ///     notes, say): a new book then goes into it as `index.md`.
    public static func files(_ kind: Kind, slug: String, book: String?, host: String?, room: String?,
                             site: Site, today: LocalDate, by: String? = nil, bookFolder: Bool = false,
                             language: ToolLanguage) throws -> [String: String] {
        try checkName(slug)
        let words = ScaffoldWords(language: language)
        switch kind {
        case .book: return [bookFolder ? "content/books/\(slug)/index.md" : "content/books/\(slug).md": bookText(slug, words)]
        case .member: return ["content/members/\(slug).md": memberText(slug, words)]
        case .room: return try roomFiles(slug, book: book, host: host, site: site, today: today, words)
        case .transcript: return try transcriptFile(slug, room: room, site: site, today: today, words)
        case .news: return try newsFile(slug, by: by, room: room, site: site, today: today, words)
        case .list: return try listFile(slug, book: book, by: by, site: site, words)
        case .pick: return try pickFile(slug, book: book, by: by, site: site, today: today, words)
        }
    }

    /// Refuses a slug or handle that is not lower-case letters, digits and hyphens.
    public static func checkName(_ slug: String) throws(Refusal) {
        guard Slug.isValid(slug) else {
            throw Refusal(ToolText("new.invalidName", ["name": slug, "suggestion": Slug.suggestion(for: slug)]))
        }
    }

    /// `la-placa-del-diamant` → `La placa del diamant`.
    static func title(from slug: String) -> String {
        let words = slug.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    private static func bookText(_ slug: String, _ words: ScaffoldWords) -> String {
        """
        ---
        \(words.comment(ToolText("scaffold.book.title")))
        title: \(title(from: slug))
        \(words.comment(ToolText("scaffold.book.authors")))
        authors: [\(words.example(.bookAuthor))]
        \(words.comment(ToolText("scaffold.book.isbn")))
        # isbn: "978-84-0000-000-0"
        \(words.comment(ToolText("scaffold.book.details")))
        # pages: 250
        # published: 1962
        # language: \(words.language.rawValue)
        \(words.comment(ToolText("scaffold.book.genres")))
        # genres: [\(words.word(ToolText("scaffold.book.exampleGenre")))]
        # topics: [\(words.word(ToolText("scaffold.book.exampleTopic")))]
        \(words.comment(ToolText("scaffold.book.cover")))
        # cover: \(slug).jpg
        \(words.comment(ToolText("scaffold.book.links")))
        # links:
        #   \(words.word(ToolText("scaffold.book.exampleLink"))): https://example.org/
        ---
        \(words.example(.bookDescription))

        """
    }

    private static func memberText(_ handle: String, _ words: ScaffoldWords) -> String {
        """
        ---
        \(words.comment(ToolText("scaffold.member.name")))
        name: \(title(from: handle))
        \(words.comment(ToolText("scaffold.member.where")))
        # location: Girona
        # joined: 2026-01-15
        \(words.comment(ToolText("scaffold.member.avatar")))
        # avatar: \(handle).jpg
        \(words.comment(ToolText("scaffold.member.friends")))
        # friends: [marta]
        \(words.comment(ToolText("scaffold.member.verified")))
        # verified: false
        \(words.comment(ToolText("scaffold.member.private")))
        # email: "nom@example.org"
        # phone: "+34 600 000 000"
        \(words.comment(ToolText("scaffold.member.links")))
        # links:
        #   Blog: https://example.org/
        \(words.comment(ToolText("scaffold.member.leaving")))
        # left: 2027-06-30
        # erase: false
        ---
        \(words.example(.memberBiography))

        """
    }

    private static func roomFiles(_ slug: String, book: String?, host: String?, site: Site,
                                  today: LocalDate, _ words: ScaffoldWords) throws -> [String: String] {
        guard let book else { throw Refusal(ToolText("new.room.needsBook")) }
        guard let host else { throw Refusal(ToolText("new.room.needsHost")) }
        _ = try self.book(book, in: site)
        _ = try member(host, in: site)
        let start = LocalDate(daysSinceEpoch: today.daysSinceEpoch + 7)
        let discussion = LocalDate(daysSinceEpoch: start.daysSinceEpoch + 14)
        let end = LocalDate(daysSinceEpoch: start.daysSinceEpoch + 28)
        let index = """
        ---
        \(words.comment(ToolText("scaffold.room.book")))
        book: \(book)
        \(words.comment(ToolText("scaffold.room.title")))
        # title: \(title(from: slug))
        \(words.comment(ToolText("scaffold.room.host")))
        host: \(host)
        \(words.comment(ToolText("scaffold.room.members")))
        members: []
        # moderators: []
        \(words.comment(ToolText("scaffold.room.visibility")))
        # visibility: public
        \(words.comment(ToolText("scaffold.room.anonymous")))
        # anonymous: false
        \(words.comment(ToolText("scaffold.room.joining")))
        # joining: open
        # join_url: mailto:club@example.org
        \(words.comment(ToolText("scaffold.room.capacity")))
        # capacity: 12
        \(words.comment(ToolText("scaffold.room.ratings")))
        # ratings:
        #   \(host): 5
        ---
        \(words.example(.roomPresentation))

        """
        let schedule = """
        \(words.comment(ToolText("scaffold.schedule.timezone")))
        # timezone: Europe/Madrid
        events:
        \(words.comment(ToolText("scaffold.schedule.startEnd"), indent: "  "))
          - kind: start
            date: \(start)
        \(words.comment(ToolText("scaffold.schedule.discussion"), indent: "  "))
          - id: debat-1
            kind: discussion
            date: \(discussion) 19:00
            duration: 90m
            chapters: 1-10
            # location: https://meet.example.org/club
            # notes: \(words.word(ToolText("scaffold.schedule.exampleNotes")))
          - kind: end
            date: \(end)

        """
        return ["content/rooms/\(slug)/index.md": index, "content/rooms/\(slug)/schedule.yml": schedule]
    }

    private static func transcriptFile(_ name: String, room slug: String?, site: Site,
                                       today: LocalDate, _ words: ScaffoldWords) throws -> [String: String] {
        guard let slug else { throw Refusal(ToolText("new.transcript.needsRoom")) }
        guard let room = site.rooms.first(where: { $0.slug == slug }) else {
            throw Refusal(noSuch("room", slug, among: site.rooms.map(\.slug)))
        }
        let events = room.schedule?.events ?? []
        let first = events.first { $0.kind == .start }?.time.value.date ?? today
        let last = events.first { $0.kind == .end }?.time.value.date ?? today
        let date = min(max(today, first), last)
        let text = """
        ---
        \(words.comment(ToolText("scaffold.transcript.date")))
        date: \(date)
        \(words.comment(ToolText("scaffold.transcript.title")))
        # title: \(words.word(ToolText("scaffold.transcript.exampleTitle")))
        # event: debat-1
        #
        \(words.comment(ToolText("scaffold.transcript.times")))
        ---
        19:00 \(room.host.value): \(words.example(.transcriptMessage))
          \(words.example(.transcriptContinuation))
        19:01 \(room.host.value) [spoiler]: \(words.example(.transcriptFlags))

        """
        return ["content/rooms/\(slug)/chat/\(name).md": text]
    }
}
