/// The texts of one language's translations put in place of the originals': titles,
/// subtitles, descriptions, notes, bodies, the site's settings and schedule events by id.
/// What a translation leaves out (a key, or an empty body) keeps the original's text.
struct TranslationSubstitution {
    /// The translations of the language, by the item each translates.
    let texts: [TranslatedItem: Translation]
    /// The names of event kinds in the language, for events without a written title.
    let names: EventNames

    init(_ translations: [Translation], language: String) {
        texts = Dictionary(translations.map { ($0.file.item, $0) }, uniquingKeysWith: { first, _ in first })
        names = EventNames(strings: UIStrings(languageTag: language))
    }

    /// The site with every translated text in place.
    func apply(to site: Site) -> Site {
        var result = site
        if let text = texts[.site] {
            result.config.title = text.title ?? site.config.title
            result.config.description = text.description ?? site.config.description
            result.config.footer = text.footer ?? site.config.footer
        }
        result.books = site.books.map(book)
        let books = BooksBySlug(result.books)
        result.members = site.members.map { member in
            var member = member
            member.body = body(texts[.member(member.handle)], else: member.body)
            return member
        }
        result.rooms = site.rooms.map { room($0, books: books) }
        result.pages = site.pages.map { page in
            guard let text = texts[.page(page.slug)] else { return page }
            var page = page
            page.title = text.title ?? page.title
            page.description = text.description ?? page.description
            page.body = body(text, else: page.body)
            return page
        }
        result.news = site.news.map { item in
            guard let text = texts[.news(item.slug)] else { return item }
            var item = item
            item.written.title = text.title ?? item.title
            item.written.body = body(text, else: item.body)
            return item
        }
        result.lists = site.lists.map(list)
        result.picks = site.picks.map(pick)
        return result
    }

    /// The items whose text is shown translated: those with a translation, unless it
    /// leaves out the body its original has (then the original's text is what is read).
    func translatedItems(of site: Site) -> Set<TranslatedItem> {
        var originalBodies: [TranslatedItem: MarkdownSource] = [:]
        for book in site.books { originalBodies[.book(book.slug)] = book.body }
        for member in site.members { originalBodies[.member(member.handle)] = member.body }
        for room in site.rooms { originalBodies[.room(room.slug)] = room.body }
        for page in site.pages { originalBodies[.page(page.slug)] = page.body }
        for item in site.news { originalBodies[.news(item.slug)] = item.body }
        for list in site.lists { originalBodies[.list(list.slug)] = list.body }
        for pick in site.picks { originalBodies[.pick(pick.slug)] = pick.body }
        return Set(texts.filter { item, text in
            Self.isEmpty(text.body) == false || originalBodies[item].map(Self.isEmpty) ?? true
        }.keys)
    }

    /// The items whose title is shown translated: those whose translation gives a `title`,
    /// and the rooms without a title, named by their book, when the book's title is.
    func titledItems(of site: Site) -> Set<TranslatedItem> {
        var items = Set(texts.filter { $0.value.title != nil }.keys)
        for room in site.rooms where room.title == nil && items.contains(.book(room.book.value)) {
            items.insert(.room(room.slug))
        }
        return items
    }

    /// The events of `site` with a text written at `written` (a title, notes) that the
    /// translation of their schedule does not give at `translated`: that text stays the
    /// original's.
    func untranslatedEvents<Text>(of site: Site, _ written: KeyPath<WrittenEvent, Text?>,
                                  _ translated: KeyPath<TranslatedEvent, Text?>) -> Set<TranslatedSite.ScheduledEvent> {
        Set(site.rooms.flatMap { room in
            let given = Set((texts[.schedule(room.slug)]?.events ?? []).filter { $0[keyPath: translated] != nil }.map(\.id.value))
            return (room.schedule?.events ?? []).filter { $0.written[keyPath: written] != nil && !given.contains($0.id.value) }
                .map { TranslatedSite.ScheduledEvent(room: room.slug, id: $0.id.value) }
        })
    }

    /// The books whose translation gives a `subtitle`.
    var subtitledItems: Set<TranslatedItem> {
        Set(texts.filter { $0.value.subtitle != nil }.keys)
    }

    private func book(_ book: Book) -> Book {
        guard let text = texts[.book(book.slug)] else { return book }
        var book = book
        if let title = text.title {
            book.title = Located(title, at: book.title.location)
            // Listed in the order of the titles the reader sees.
            book.titleKey = DuplicateBookRule.fold(title)
        }
        book.subtitle = text.subtitle ?? book.subtitle
        book.body = body(text, else: book.body)
        return book
    }

    private func room(_ room: Room, books: BooksBySlug) -> Room {
        var room = room
        room.resolvedBook = books[room.book.value] ?? room.resolvedBook
        if let text = texts[.room(room.slug)] {
            room.written.title = text.title ?? room.title
            room.written.body = body(text, else: room.body)
        }
        let events = Dictionary((texts[.schedule(room.slug)]?.events ?? []).map { ($0.id.value, $0) },
                                uniquingKeysWith: { first, _ in first })
        guard var schedule = room.schedule else { return room }
        schedule.events = schedule.events.map { event in
            var event = event
            let text = events[event.id.value]
            event.written.title = text?.title ?? event.title
            event.shownTitle = names.title(of: event.written)
            event.written.notes = text?.notes ?? event.notes
            if case .place = event.location, let place = text?.location { event.written.location = .place(place) }
            return event
        }
        room.schedule = schedule
        return room
    }

    private func list(_ list: BookList) -> BookList {
        guard let text = texts[.list(list.slug)] else { return list }
        var list = list
        let notes = Dictionary(text.notes.map { ($0.book.value, $0.note) }, uniquingKeysWith: { first, _ in first })
        list.title = text.title ?? list.title
        list.entries = list.entries.map { entry in
            var entry = entry
            entry.note = notes[entry.book.value] ?? entry.note
            return entry
        }
        list.body = body(text, else: list.body)
        return list
    }

    private func pick(_ pick: Pick) -> Pick {
        guard let text = texts[.pick(pick.slug)] else { return pick }
        var pick = pick
        let notes = Dictionary(text.notes.map { ($0.book.value, $0.note) }, uniquingKeysWith: { first, _ in first })
        pick.written.title = text.title ?? pick.title
        pick.written.candidates = pick.candidates.map { candidate in
            var candidate = candidate
            candidate.note = notes[candidate.book.value] ?? candidate.note
            return candidate
        }
        pick.written.body = body(text, else: pick.body)
        return pick
    }

    /// The translation's body, unless it has none.
    private func body(_ text: Translation?, else original: MarkdownSource) -> MarkdownSource {
        guard let text, !Self.isEmpty(text.body) else { return original }
        return text.body
    }

    private static func isEmpty(_ body: MarkdownSource) -> Bool {
        body.text.allSatisfy(\.isWhitespace)
    }
}
