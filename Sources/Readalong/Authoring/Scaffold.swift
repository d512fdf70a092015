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

    /// The files (site-relative path → text) for a new item.
    ///
    /// - Parameters:
    ///   - site: the checked site, for the references a room or transcript needs;
    ///   - today: the build clock's date, for dates in the new schedule or transcript;
    ///   - by: for news, lists and picks: the author, curator or nominator.
    public static func files(_ kind: Kind, slug: String, book: String?, host: String?, room: String?,
                             site: Site, today: LocalDate, by: String? = nil) throws -> [String: String] {
        try checkName(slug)
        switch kind {
        case .book: return ["content/books/\(slug).md": bookText(slug)]
        case .member: return ["content/members/\(slug).md": memberText(slug)]
        case .room: return try roomFiles(slug, book: book, host: host, site: site, today: today)
        case .transcript: return try transcriptFile(slug, room: room, site: site, today: today)
        case .news: return try newsFile(slug, by: by, room: room, site: site, today: today)
        case .list: return try listFile(slug, book: book, by: by, site: site)
        case .pick: return try pickFile(slug, book: book, by: by, site: site, today: today)
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

    private static func bookText(_ slug: String) -> String {
        """
        ---
        # The title as printed on the cover.
        title: \(title(from: slug))
        # One or more authors, in the order of the cover.
        authors: [\(Placeholder.bookAuthor.text)]
        # Optional. ISBN-10 or ISBN-13; hyphens are fine; the check digit is verified.
        # isbn: "978-84-0000-000-0"
        # Optional: number of pages, year (or date) of first publication, language of this edition.
        # pages: 250
        # published: 1962
        # language: ca
        # Optional: lists that become the genre and topic pages of the site.
        # genres: [novel·la]
        # topics: [memòria]
        # Optional: a cover image beside this file (jpg, png, webp, avif, heic, gif or svg; a phone photo is fine).
        # cover: \(slug).jpg
        # Optional: links shown on the book page (name: https address).
        # links:
        #   Editorial: https://example.org/
        ---
        \(Placeholder.bookDescription.text)

        """
    }

    private static func memberText(_ handle: String) -> String {
        """
        ---
        # The name shown on the site.
        name: \(title(from: handle))
        # Optional: where they read from, and when they joined the club (YYYY-MM-DD).
        # location: Girona
        # joined: 2026-01-15
        # Optional: an avatar image beside this file.
        # avatar: \(handle).jpg
        # Optional: handles of friends (other member files).
        # friends: [marta]
        # Optional: true for members the club has verified.
        # verified: false
        # Optional and private: kept for the editors, never published.
        # email: "nom@example.org"
        # phone: "+34 600 000 000"
        # Optional: links shown on the member page.
        # links:
        #   Blog: https://example.org/
        # When they leave the club, keep this file and write the day they left; add
        # erase: true if they ask to be forgotten (no page, no name anywhere).
        # left: 2027-06-30
        # erase: false
        ---
        \(Placeholder.memberBiography.text)

        """
    }

    private static func roomFiles(_ slug: String, book: String?, host: String?, site: Site,
                                  today: LocalDate) throws -> [String: String] {
        guard let book else { throw Refusal(ToolText("new.room.needsBook")) }
        guard let host else { throw Refusal(ToolText("new.room.needsHost")) }
        _ = try self.book(book, in: site)
        _ = try member(host, in: site)
        let start = LocalDate(daysSinceEpoch: today.daysSinceEpoch + 7)
        let discussion = LocalDate(daysSinceEpoch: start.daysSinceEpoch + 14)
        let end = LocalDate(daysSinceEpoch: start.daysSinceEpoch + 28)
        let index = """
        ---
        # The book read in this room (a file of content/books/).
        book: \(book)
        # Optional: a title of its own; the book's title by default.
        # title: \(title(from: slug))
        # The member who runs the room.
        host: \(host)
        # Optional: the readers (handles); moderators must be among them.
        members: []
        # moderators: []
        # Optional: public (default), unlisted (a page nobody lists) or private (never published).
        # visibility: public
        # Optional: true to show readers under pseudonyms.
        # anonymous: false
        # Optional: open (default), request or closed; and where to ask to join.
        # joining: open
        # join_url: mailto:club@example.org
        # Optional: most readers the room takes, host included.
        # capacity: 12
        # Optional, once finished: each reader's rating from 0 to 5.
        # ratings:
        #   \(host): 5
        ---
        \(Placeholder.roomPresentation.text)

        """
        let schedule = """
        # When the room meets. Times are read in this zone (the site's when left out).
        # timezone: Europe/Madrid
        events:
          # Exactly one start and one end; every other event between them.
          - kind: start
            date: \(start)
          # A discussion: date and time, how long, and how far everyone reads by then.
          - id: debat-1
            kind: discussion
            date: \(discussion) 19:00
            duration: 90m
            chapters: 1-10
            # location: https://meet.example.org/club
            # notes: Bring your favourite quote.
          - kind: end
            date: \(end)

        """
        return ["content/rooms/\(slug)/index.md": index, "content/rooms/\(slug)/schedule.yml": schedule]
    }

    private static func transcriptFile(_ name: String, room slug: String?, site: Site,
                                       today: LocalDate) throws -> [String: String] {
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
        # The day of the first message (YYYY-MM-DD).
        date: \(date)
        # Optional: a title (the date by default), and the schedule event this chat belongs to,
        # so readers are warned how far it reads.
        # title: Primer debat
        # event: debat-1
        #
        # Message times are the room's local time. A line `## YYYY-MM-DD` moves to the next day
        # after midnight. The night the clocks go back, the hour after 02:00 happens twice:
        # write the second pass with its UTC offset, e.g. `02:10+01:00 marta: …`.
        ---
        19:00 \(room.host.value): \(Placeholder.transcriptMessage.text)
          \(Placeholder.transcriptContinuation.text)
        19:01 \(room.host.value) [spoiler]: \(Placeholder.transcriptFlags.text)

        """
        return ["content/rooms/\(slug)/chat/\(name).md": text]
    }
}
