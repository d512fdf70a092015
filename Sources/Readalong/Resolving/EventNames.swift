/// How events are named on pages and in feeds: the one definition of an event's anchor and
/// of the title it shows when none is written.
struct EventNames: Sendable {
    let strings: UIStrings

    /// The fragment id of an event on its room's page.
    static func anchor(of id: String) -> String { "event-\(id)" }

    /// The written title, or the name of the event's kind in the site's language.
    func title(of event: WrittenEvent) -> String {
        event.title ?? kindLabel(event.kind)
    }

    /// The name of an event kind in the site's language (`Debat`): the one lookup of it,
    /// for titles here and for labels and calendar categories on pages and in feeds.
    func kindLabel(_ kind: Event.Kind) -> String {
        strings["event.\(kind.rawValue)"]
    }

    /// What pseudonyms are made of: "Reader" in the site's language.
    var readerLabel: String { strings["reader"] }
}
