/// What a translation file translates: the kinds of content a club may translate
/// (`slug.es.md` beside `slug.md`, `site.es.yml`, `schedule.es.yml`).
public enum TranslationKind: String, Sendable, Hashable, CaseIterable {
    case book, member, page, news, list, pick, room, schedule, site

    /// The keys a translation of this kind may hold, besides `translated` (and the body of
    /// a Markdown file).
    var translatableKeys: [String] {
        switch self {
        case .book: ["title", "subtitle"]
        case .room, .news: ["title"]
        case .page: ["title", "description"]
        case .list: ["title", "books"]
        case .pick: ["title", "candidates"]
        case .member: []
        case .site: ["title", "description", "footer"]
        case .schedule: ["events"]
        }
    }

    /// The keys of the original file, which a translation may not repeat.
    var originalKeys: [String] {
        switch self {
        case .book: BookParser.keys
        case .member: MemberParser.keys
        case .page: PageParser.keys
        case .news: NewsParser.keys
        case .list: BookListParser.keys
        case .pick: PickParser.keys
        case .room: RoomParser.keys
        case .schedule: ScheduleParser.keys
        case .site: SiteConfigParser.keys
        }
    }
}
