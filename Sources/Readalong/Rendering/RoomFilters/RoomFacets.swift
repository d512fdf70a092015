import Foundation

/// What the list of rooms can be narrowed by, and the value a room has for each: its status
/// (by the build clock), the genres of its book, its language (the room's, else the book's)
/// and who may join. Works only on listed rooms: nothing unlisted, private or left out of
/// the build is counted.
struct RoomFacets: Sendable {
    /// A dimension of the filter, in the order the filter shows them.
    enum Facet: String, CaseIterable, Sendable {
        case status, genre, language, joining
    }

    /// One value of a facet as the filter offers it: `value` is what URLs and the page's
    /// data attributes use, `label` what readers see.
    struct Choice: Sendable, Equatable {
        let facet: Facet
        let value: String
        let label: String
        let count: Int
    }

    /// The choices of each facet with at least one room, in display order.
    let choices: [Facet: [Choice]]
    private let valuesBySlug: [String: [Facet: [String]]]

    init(rooms: [Room], status: (Room) -> Room.Status, statusOrder: [Room.Status], books: BooksBySlug,
         genres: Taxonomy, strings: UIStrings, language: String) {
        var values: [String: [Facet: [String]]] = [:]
        var counts: [Facet: [String: Int]] = [:]
        var genreNames: [String: String] = [:]
        for room in rooms {
            let book = books[room.book.value]
            var genreSlugs: [String] = []
            for written in book?.genres ?? [] {
                guard let term = genres.term(written), !genreSlugs.contains(term.slug) else { continue }
                genreSlugs.append(term.slug)
                genreNames[term.slug] = term.name
            }
            let roomLanguage = (room.language ?? book?.language).map { $0.lowercased() }
            let own: [Facet: [String]] = [
                .status: [status(room).rawValue], .genre: genreSlugs,
                .language: roomLanguage.map { [$0] } ?? [], .joining: [room.joining.rawValue],
            ]
            values[room.slug] = own
            for (facet, list) in own {
                for value in list { counts[facet, default: [:]][value, default: 0] += 1 }
            }
        }
        valuesBySlug = values
        let locale = Locale(identifier: language)
        func make(_ facet: Facet, order: [String], label: (String) -> String) -> [Choice] {
            order.compactMap { value in
                counts[facet]?[value].map { Choice(facet: facet, value: value, label: label(value), count: $0) }
            }
        }
        let languages = (counts[.language] ?? [:]).keys.map { ($0, Self.languageName($0, in: locale)) }
            .sorted { ($0.1.lowercased(), $0.0) < ($1.1.lowercased(), $1.0) }
        choices = [
            .status: make(.status, order: statusOrder.map(\.rawValue)) { strings["rooms.\($0)"] },
            .genre: make(.genre, order: genres.terms.map(\.slug)) { genreNames[$0] ?? $0 },
            .language: make(.language, order: languages.map(\.0)) { code in languages.first { $0.0 == code }?.1 ?? code },
            .joining: make(.joining, order: Room.Joining.allCases.map(\.rawValue)) { strings["joining.\($0)"] },
        ]
    }

    /// The values `room` has for each facet (several genres, at most one of the others).
    func values(of room: Room) -> [Facet: [String]] {
        valuesBySlug[room.slug] ?? [:]
    }

    /// Whether `room` has `value` for `facet`.
    func room(_ room: Room, has value: String, for facet: Facet) -> Bool {
        values(of: room)[facet]?.contains(value) ?? false
    }

    /// A language's name in the site's language, capitalised as a list entry
    /// (`ca` → "Català" on a Catalan site); the code itself when the name is unknown.
    static func languageName(_ code: String, in locale: Locale) -> String {
        guard let name = locale.localizedString(forIdentifier: code), !name.isEmpty else { return code }
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
    }
}
