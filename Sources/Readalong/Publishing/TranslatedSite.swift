/// One language's view of a site: the site to publish in that language (texts of its
/// translations substituted) and which items show a translation rather than the original.
struct TranslatedSite: Sendable {
    /// An event of a room's schedule, by the room's slug and the event's id.
    struct ScheduledEvent: Hashable, Sendable {
        let room: String
        let id: String
    }

    /// The language of the view (a tag of `languages:`).
    let language: String
    /// The site's default language, the one original files are written in.
    let originalLanguage: String
    /// The site to publish in `language`.
    let site: Site
    /// The items whose text is a translation into `language`; every other item shows its
    /// original.
    let translated: Set<TranslatedItem>
    /// The items whose title shown is a translation into `language` (a room without a title
    /// of its own is named by its book's).
    let titled: Set<TranslatedItem>
    /// The books whose subtitle shown is a translation into `language`.
    let subtitled: Set<TranslatedItem>
    /// The events whose title shown is the one written in the original's schedule, in a view
    /// of another language (its schedule's translation gives none); empty in the original's.
    let originalEventTitles: Set<ScheduledEvent>
    /// The events whose notes shown are the ones written in the original's schedule, in a
    /// view of another language; empty in the original's.
    let originalEventNotes: Set<ScheduledEvent>
    /// The language the original title of an item is written in when it is not the site's
    /// default: a book's `language:` (the language of the edition, so of its title and
    /// subtitle), and a room named by such a book.
    let originalTitleLanguages: [TranslatedItem: String]

    /// Whether the text shown for `item` is in the original language while the view is in
    /// another: such a page carries a note saying so, and `lang` on the original text.
    func isFallback(_ item: TranslatedItem) -> Bool {
        language != originalLanguage && !translated.contains(item)
    }

    /// The language the text of `item` is in.
    func language(of item: TranslatedItem) -> String {
        isFallback(item) ? originalLanguage : language
    }

    /// The language to mark on the title of `item` (`lang`): the original title's (its
    /// book's language, else the default's) when the title shown is the original's while the
    /// view is in another language; `nil` when the title is in the view's language, and for
    /// members, whose names are in no language.
    func titleLanguage(of item: TranslatedItem) -> String? {
        if case .member = item { return nil }
        return originalTitle(of: item, unless: titled.contains(item))
    }

    /// The language to mark on the subtitle of `item`, as `titleLanguage(of:)` does for titles.
    func subtitleLanguage(of item: TranslatedItem) -> String? {
        originalTitle(of: item, unless: subtitled.contains(item))
    }

    /// The language to mark on the title of event `id` of room `room`, as
    /// `titleLanguage(of:)` does for items: an event without a written title is named in the
    /// view's language.
    func eventTitleLanguage(room: String, event id: String) -> String? {
        originalEventTitles.contains(ScheduledEvent(room: room, id: id)) ? originalLanguage : nil
    }

    /// The language to mark on the notes of event `id` of room `room`: the original's when
    /// they are the original schedule's in a view of another language, else `nil`.
    func eventNotesLanguage(room: String, event id: String) -> String? {
        originalEventNotes.contains(ScheduledEvent(room: room, id: id)) ? originalLanguage : nil
    }

    /// The language of the original title of `item` when it is shown untranslated in a view
    /// of another language than both the default and the title's own.
    private func originalTitle(of item: TranslatedItem, unless translated: Bool) -> String? {
        guard language != originalLanguage, !translated else { return nil }
        let written = originalTitleLanguages[item] ?? originalLanguage
        return written.lowercased() == language.lowercased() ? nil : written
    }
}
