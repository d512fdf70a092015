import Foundation

/// `/rooms/<slug>/`: the room's book, presentation, itinerary, calendar, people, joining,
/// transcripts with their milestones and polls, and ratings once finished.
extension RenderContext {
    func roomPage(_ room: Room) -> RoomPageModel {
        let url = urls.room(room.slug)
        let presentation = html(room.body)
        let shell = kit.shell(title: roomTitle(room), description: text(Excerpt.of(room.body.text, fallback: strings["rooms.description"])),
                          url: url, section: .rooms, noindex: room.visibility == .unlisted, image: urls.page(shareCard(room).outputPath))
        let bookDetails = published.booksBySlug[room.book.value].map { book in
            RoomPageModel.BookDetails(reference: bookReference(book.slug, eager: true), pages: book.pages.map { strings.count($0, "page") },
                                      genres: genreLinks(book))
        }
        let events = (room.schedule?.events ?? []).sorted { $0.interval.start < $1.interval.start }
        var members: [MemberReference]?
        var allMembers: LabelledLink?
        if !room.anonymous {
            let readers = rosterReferences(room)
            members = Array(readers.prefix(ListPaging.roster))
            if readers.count > ListPaging.roster {
                allMembers = LabelledLink(label: strings.format("room.allMembers", String(readers.count)), url: urls.roomMembers(room.slug))
            }
        }
        let allTranscripts = room.transcripts.loaded.count > ListPaging.transcripts
            ? LabelledLink(label: strings.format("room.allTranscripts", String(room.transcripts.loaded.count)), url: urls.roomChats(room.slug)) : nil
        let rating = view.status(of: room) == .finished ? ratingSummary(room.ratings.map(\.value.stars)) : nil
        var details = RoomPageModel.Details(
            card: roomCard(room), bookDetails: bookDetails, presentation: presentation.isEmpty ? nil : presentation,
            events: events.map { eventModel($0, in: room) }, calendars: roomCalendars(room, events: events), dated: !room.planned,
            members: members, allMembers: allMembers,
            joinURL: room.joinURL.flatMap { publishable(url: $0) ? $0 : nil }, feed: calendarFeedLinks(urls.calendarFeed(room: room.slug)),
            transcripts: room.transcripts.loaded.prefix(ListPaging.transcripts).map { transcriptSummary($0, in: room) },
            allTranscripts: allTranscripts, rating: rating, tags: room.tags.map(text), unlisted: room.visibility == .unlisted,
            gate: hasChapterData(room) ? gateJSON(room) : nil)
        details.news = newsSection(published.news.byRoom[room.slug] ?? [], label: strings["news.all"])
        details.takePart = TakePartLinks(site.config, language: site.config.language)?.roomActions(room, status: view.status(of: room), strings: strings)
        return RoomPageModel(shell: shell, room: details)
    }

    /// A book's genres as links to their lists.
    func genreLinks(_ book: Book) -> [NamedLink] {
        book.genres.compactMap { published.genres.term($0) }.map { NamedLink(name: text($0.name), url: urls.genre($0.slug)) }
    }

    /// A calendar feed as a subscription and a download.
    func calendarFeedLinks(_ feed: String) -> CalendarFeedLinks {
        CalendarFeedLinks(webcal: urls.subscription(feed), url: feed)
    }

    /// The average of ratings with how many there are, or `nil` without any.
    func ratingSummary(_ stars: [Int]) -> RatingSummary? {
        Ratings.average(stars).map { RatingSummary(average: $0.text, count: strings.count($0.count, "rating"), stars: $0.stars) }
    }

    private func roomCalendars(_ room: Room, events: [Event]) -> [MonthGrid] {
        guard let first = events.first?.time.value.date, let last = events.last?.time.value.date else { return [] }
        let zone = room.schedule?.timeZone ?? site.config.timeZone
        var byDay: [LocalDate: [MonthGrid.Entry]] = [:]
        for event in events {
            let day = LocalTimes.local(of: event, zone: zone).date
            byDay[day, default: []].append(MonthGrid.Entry(url: "#" + eventAnchor(event), kind: event.kind.rawValue, label: published.eventText.title(event)))
        }
        return monthGrids(from: first, to: last, events: byDay)
    }

    /// A transcript as listed on its room's page: title, date, milestone warning, polls.
    func transcriptSummary(_ transcript: Transcript, in room: Room) -> TranscriptSummary {
        TranscriptSummary(title: transcriptTitle(transcript), url: urls.transcript(room: room.slug, name: transcript.name),
                          date: dates.long(transcript.date),
                          messages: strings.count(transcript.visibleMessages.count, "message"),
                          covers: coversWarning(transcript, in: room),
                          polls: transcript.polls.map { pollModel($0, transcript: transcript) },
                          chapter: milestoneChapter(transcript, in: room))
    }

    /// A transcript's title: its own, or its date written out.
    func transcriptTitle(_ transcript: Transcript) -> String {
        text(transcript.title ?? dates.long(transcript.date))
    }

    /// "Covers up to chapters 1–10": the reading target of the transcript's milestone.
    func coversWarning(_ transcript: Transcript, in room: Room) -> String? {
        guard let id = transcript.event?.value,
              let event = room.schedule?.events.first(where: { $0.id.value == id }) else { return nil }
        guard let chapters = event.chapters?.value else {
            return strings.format("covers.event", published.eventText.title(event))
        }
        switch chapters {
        case .range(let low, let high): return strings.format("covers.chapters", "\(low)–\(high)")
        case .chapter(let number): return strings.format("covers.chapter", "\(number)")
        case .text(let free): return strings.format("covers.text", text(free))
        }
    }

    /// A poll with its results as percentages (voters are not listed).
    func pollModel(_ poll: Poll, transcript: Transcript) -> PollModel {
        let total = poll.options.reduce(0) { $0 + $1.votes.count }
        return PollModel(question: text(poll.question), total: strings.count(total, "vote"), time: poll.at.map(dates.time),
                         multiple: poll.multiple, options: poll.options.map { option in
                             let percent = total == 0 ? 0 : Int((Double(option.votes.count) * 100 / Double(total)).rounded())
                             return PollModel.Option(text: text(option.text), votes: option.votes.count, percent: percent)
                         })
    }
}

/// Average ratings, written with one decimal.
enum Ratings {
    static func average(_ stars: [Int]) -> (text: String, count: Int, stars: String)? {
        guard !stars.isEmpty else { return nil }
        let mean = Double(stars.reduce(0, +)) / Double(stars.count)
        let tenths = Int((mean * 10).rounded())
        let filled = Int(mean.rounded())
        return ("\(tenths / 10).\(tenths % 10)", stars.count, String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled))
    }
}

/// A plain-text excerpt of Markdown for meta descriptions: the first lines of prose, with
/// spoilers, link destinations, raw HTML and Markdown punctuation left out.
enum Excerpt {
    static func of(_ markdown: String, fallback: String, limit: Int = 160) -> String {
        var text = ""
        var rest = Substring(markdown)
        // Line by line from the top, only as far as the excerpt needs.
        while !rest.isEmpty, text.count <= limit {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? "" : rest[rest.utf8.index(after: end)...]
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("|") else { continue }
            text += (text.isEmpty ? "" : " ") + trimmed(line)
        }
        let stripped = plainText(text)
        guard !stripped.isEmpty else { return fallback }
        return stripped.count > limit ? String(stripped.prefix(limit - 1)) + "…" : stripped
    }

    /// `line` without the blanks around it (spaces of any width and tabs), as
    /// `CharacterSet.whitespaces` would trim it.
    private static func trimmed(_ line: Substring) -> Substring {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) })!
        return Substring(scalars[first...last])
    }

    /// Markdown as plain text, in one pass over the UTF-8 bytes (every mark it looks for is
    /// ASCII): `||…||` becomes `…`, `](…)` and `<…>` disappear, and so do the characters
    /// Markdown uses for emphasis, code, quotes and links. Calendar descriptions use it too:
    /// raw HTML never reaches them.
    static func plainText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            func next(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
            func skip(past byte: UInt8) {
                if let end = bytes[index...].firstIndex(of: byte) { index = end + 1 }
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "|") where next(UInt8(ascii: "|")):
                    index += 1
                    if let end = closingBars(in: bytes, from: index) {
                        index = end + 2
                        result.append(contentsOf: "…".utf8)
                    }
                case UInt8(ascii: "]") where next(UInt8(ascii: "(")):
                    skip(past: UInt8(ascii: ")"))
                case UInt8(ascii: "<"):
                    skip(past: UInt8(ascii: ">"))
                case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    continue
                default:
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Where the next `||` starts.
    private static func closingBars(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count - 1 {
            if bytes[index] == UInt8(ascii: "|") && bytes[index + 1] == UInt8(ascii: "|") { return index }
            index += 1
        }
        return nil
    }
}
