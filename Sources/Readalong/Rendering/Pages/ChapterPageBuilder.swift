/// `/books/<slug>/chapters/<n>/`: a book's companion page for one chapter. From every listed
/// room that read the book (anonymous rooms under their pseudonyms), the discussions whose
/// target first reached the chapter with their chats and polls, and the published messages
/// flagged with it; then the book's notes on it. Everything links back to where it was
/// said, and the page sits behind the book's spoiler gate.
struct ChapterPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ chapter: BookCompanions.Chapter, of book: Book) -> ChapterPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let bookTitle = kit.text(book.title.value)
        let title = strings.format("chapter.title", String(chapter.number))
        let url = urls.bookChapter(book.slug, chapter: chapter.number)
        let shell = kit.shell(title: "\(title) · \(bookTitle)", description: strings.format("chapter.description", bookTitle),
                              url: url, section: .books)
        let chapters = parts.companions.chapters(of: book.slug)
        let index = chapters.firstIndex { $0.number == chapter.number }
        let link = { (other: BookCompanions.Chapter) in
            TitledLink(url: urls.bookChapter(book.slug, chapter: other.number), title: strings.format("chapter.title", String(other.number)))
        }
        let rooms = published.listedRoomsByBook[book.slug] ?? []
        let body = ChapterPageModel.Body(
            number: chapter.number, title: title, book: TitledLink(url: urls.book(book.slug), title: bookTitle, titleLang: kit.titleLang(.book(book.slug))),
            rooms: rooms.compactMap { room(room: $0, chapter: chapter) }, notes: chapter.notes.map { note($0, in: book) },
            previous: index.flatMap { $0 > 0 ? link(chapters[$0 - 1]) : nil },
            next: index.flatMap { $0 + 1 < chapters.count ? link(chapters[$0 + 1]) : nil },
            gate: ChapterGates.bookJSON(book, rooms: rooms.map { urls.room($0.slug) }, last: chapters.last?.number ?? chapter.number,
                                        strings: strings, urls: urls, text: kit.text))
        return ChapterPageModel(shell: shell, chapter: body)
    }

    /// What one room said about the chapter, or `nil` when it said nothing.
    private func room(room: Room, chapter: BookCompanions.Chapter) -> ChapterPageModel.Room? {
        let discussions = chapter.discussions.filter { $0.room.slug == room.slug }
        let messages = chapter.messages.filter { $0.room.slug == room.slug }
        guard !discussions.isEmpty || !messages.isEmpty else { return nil }
        return ChapterPageModel.Room(room: parts.references.roomLink(room), dates: parts.references.roomDates(room),
                                     anonymous: room.anonymous, discussions: discussions.map(discussion),
                                     messages: messages.map(message))
    }

    private func discussion(_ discussion: BookCompanions.Discussion) -> ChapterPageModel.Discussion {
        let (room, event) = (discussion.room, discussion.event)
        let wording = published.event(event, in: room).wording
        return ChapterPageModel.Discussion(
            title: wording.title, date: wording.when, target: published.eventText.readUpTo(event),
            url: kit.urls.room(room.slug) + "#" + event.anchor,
            chats: discussion.transcripts.map { parts.transcripts.link($0, in: room) },
            polls: discussion.transcripts.flatMap(\.polls).map(parts.transcripts.poll))
    }

    private func message(_ flagged: BookCompanions.FlaggedMessage) -> ChapterPageModel.Message {
        let shown = flagged.message
        let permalink = kit.urls.transcript(room: flagged.room.slug, name: flagged.transcript.name, page: flagged.page) + "#" + shown.anchor
        return ChapterPageModel.Message(
            sender: parts.references.sender(shown.message.sender.value, in: flagged.room), time: shown.time,
            datetime: shown.datetime, html: shown.html, spoiler: shown.message.flags.contains(.spoiler),
            chapter: ChapterGates.chapterAttribute(shown.message) ?? "", permalink: permalink)
    }

    private func note(_ note: BookNote, in book: Book) -> ChapterPageModel.Note {
        let edition = note.place.flatMap { place in book.editions.first { $0.id.value == place.edition.value } }
        let place = note.place.map { place in [place.written, edition.map { kit.text($0.title) }].compactMap { $0 }.joined(separator: " · ") }
        let html = kit.html(note.text)
        return ChapterPageModel.Note(id: "note-\(note.line)", author: parts.references.member(note.author.value), place: place,
                                     quote: note.quote.map(kit.html), html: html.isEmpty ? nil : html)
    }
}
