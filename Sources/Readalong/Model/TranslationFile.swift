/// A translation found under `content/`: the language written before the extension of
/// its original's name (`books/solitud.es.md`, `rooms/tardor/index.es.md`,
/// `rooms/tardor/schedule.es.yml`, `site.es.yml`).
public struct TranslationFile: Sendable, Hashable {
    public let kind: TranslationKind
    /// The original's slug or handle (the room's for a room or a schedule; empty for the
    /// site's settings).
    public let slug: String
    /// The language tag, as written in the name (lower case).
    public let language: String
    public let path: String
    /// The path of the file it translates.
    public let originalPath: String

    /// What it translates.
    var item: TranslatedItem {
        switch kind {
        case .book: .book(slug)
        case .member: .member(slug)
        case .page: .page(slug)
        case .news: .news(slug)
        case .list: .list(slug)
        case .pick: .pick(slug)
        case .room: .room(slug)
        case .schedule: .schedule(slug)
        case .site: .site
        }
    }

    /// The parts of a file name `<base>.<tag>.<ext>` whose `<tag>` reads as a language
    /// tag (a two- or three-letter language, then optional subtags): `nil` for any other
    /// name. The tag is given as written, whatever its case.
    static func split(_ name: Substring, extension ext: String) -> (base: Substring, tag: Substring)? {
        guard name.count > ext.count + 1, name.lowercased().hasSuffix("." + ext) else { return nil }
        let stem = name.dropLast(ext.count + 1)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let base = stem[..<dot]
        let tag = stem[stem.index(after: dot)...]
        guard !base.isEmpty, LanguageTag.isValid(String(tag)),
              (2...3).contains(tag.prefix { $0 != "-" }.count) else { return nil }
        return (base, tag)
    }
}
