import Foundation

/// Every URL of the published site, derived from the base URL so the site also works when
/// served from a sub-path (`https://example.org/club/`).
///
/// URLs are root-relative with the base path (`/club/rooms/tardor/`); `absolute` adds the
/// scheme and host for canonical links, feeds and Open Graph tags.
public struct SiteURLs: Sendable {
    /// Scheme and host, without a trailing slash: `https://example.org`.
    public let origin: String
    /// The path the site lives under, with both slashes: `/` or `/club/`.
    public let basePath: String
    /// The folder of the pages' language after the base path (`es/`), empty for the pages of
    /// the default language: pages, feeds, calendars and search files are under it; theme
    /// files, images and the files of the whole site are not.
    public let languagePrefix: String

    /// Splits a base URL such as `https://example.org/club` into origin and path.
    public init(baseURL: String, languagePrefix: String = "") {
        self.languagePrefix = languagePrefix
        var text = baseURL
        if let query = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<query]) }
        let afterScheme = text.range(of: "://").map(\.upperBound) ?? text.startIndex
        let pathStart = text[afterScheme...].firstIndex(of: "/") ?? text.endIndex
        origin = String(text[..<pathStart])
        var path = String(text[pathStart...])
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        basePath = path
    }

    /// The site URL of a path inside the site (`rooms/tardor/` → `/club/rooms/tardor/`, or
    /// `/club/es/rooms/tardor/` in Spanish).
    public func page(_ path: String) -> String { basePath + languagePrefix + path }

    /// The URL of a file every language shares (theme, images, icons, `404.html`).
    public func shared(_ path: String) -> String { basePath + path }

    /// The URL of a site path written in content (`@/calendar/`, `@/assets/map.pdf`): a page
    /// in the reader's language, or a file every language shares.
    public func sitePath(_ path: String) -> String {
        ["assets/", "images/", "theme/"].contains(where: path.hasPrefix) ? shared(path) : page(path)
    }

    /// The full URL of a root-relative URL made by this value.
    public func absolute(_ url: String) -> String { origin + url }

    public var home: String { page("") }
    public var rooms: String { page("rooms/") }
    public func rooms(_ status: Room.Status) -> String { page("rooms/\(status.rawValue)/") }
    public func room(_ slug: String) -> String { page("rooms/\(slug)/") }
    /// The listed rooms with one value of a filter: `/rooms/genre/novella/`,
    /// `/rooms/language/ca/`, `/rooms/joining/open/`.
    public func rooms(facet: String, value: String) -> String { page("rooms/\(facet)/\(Self.pathSegment(value))/") }
    /// A transcript page; page 1 is the transcript's own URL.
    public func transcript(room: String, name: String, page number: Int = 1) -> String {
        page("rooms/\(room)/chat/\(name)/" + (number > 1 ? "\(number)/" : ""))
    }
    /// Page `number` of a paginated list at `url`: the list's own URL for page 1, then
    /// `<url>page/<number>/`.
    public func paged(_ url: String, page number: Int) -> String {
        number > 1 ? "\(url)page/\(number)/" : url
    }
    /// Every transcript of a room, when there are more than its page lists.
    public func roomChats(_ slug: String) -> String { page("rooms/\(slug)/chats/") }
    /// Every reader of a room, when there are more than its page shows.
    public func roomMembers(_ slug: String) -> String { page("rooms/\(slug)/members/") }
    public var books: String { page("books/") }
    public func book(_ slug: String) -> String { page("books/\(slug)/") }
    /// A book's companion page for one chapter.
    public func bookChapter(_ slug: String, chapter: Int) -> String { page("books/\(slug)/chapters/\(chapter)/") }
    /// The index of every genre or topic.
    public var genres: String { page("genres/") }
    public var topics: String { page("topics/") }
    /// A genre's or topic's page; a slug in another script than Latin is written as
    /// percent-encoded UTF-8 (`/genres/%E7%A7%91%E5%B9%BB/` for `科幻`).
    public func genre(_ slug: String) -> String { page("genres/\(Self.pathSegment(slug))/") }
    public func topic(_ slug: String) -> String { page("topics/\(Self.pathSegment(slug))/") }
    /// News: the list, one item, and a tag's list (tags in other scripts percent-encoded,
    /// like genres).
    public var news: String { page("news/") }
    public func newsItem(_ slug: String) -> String { page("news/\(slug)/") }
    public func tag(_ slug: String) -> String { page("tags/\(Self.pathSegment(slug))/") }
    public var members: String { page("members/") }
    public func member(_ handle: String) -> String { page("members/\(handle)/") }
    public func freePage(_ slug: String) -> String { page("pages/\(slug)/") }
    /// The year in reading: the club's (`/years/2026/`) and a member's (`/members/marta/years/2026/`).
    public func year(_ year: Int) -> String { page("years/\(year)/") }
    public func memberYear(_ handle: String, year: Int) -> String { page("members/\(handle)/years/\(year)/") }
    public var search: String { page("search/") }
    /// The month calendars: `/calendar/` and `/calendar/2026/11/`.
    public var calendar: String { page("calendar/") }
    public func calendar(year: Int, month: Int) -> String { page("calendar/\(year)/\(Digits.padded(month, 2))/") }
    /// iCalendar feeds: the site's, a room's, a member's, one event's.
    public var siteCalendarFeed: String { page("calendar.ics") }
    public func calendarFeed(room slug: String) -> String { page("rooms/\(slug)/calendar.ics") }
    public func calendarFeed(member handle: String) -> String { page("members/\(handle)/calendar.ics") }
    public func calendarFile(room slug: String, event id: String) -> String { page("rooms/\(slug)/events/\(id).ics") }
    /// `webcal://…` for a feed URL made by this value, which calendar apps subscribe to.
    public func subscription(_ url: String) -> String {
        let full = absolute(url)
        guard let colon = full.range(of: "://") else { return full }
        return "webcal" + full[colon.lowerBound...]
    }
    public var atomFeed: String { page("feed.xml") }
    public var sitemap: String { shared("sitemap.xml") }
    /// What the search page loads first: the site index's counts and folders.
    public var searchIndex: String { page("search/index.json") }
    /// A chunk of site entries (from 0).
    public func siteSearchChunk(_ number: Int) -> String { page("search/site/\(number).json") }
    /// The folder of an index's n-gram shards (`site` or `chat`), and one shard.
    public func searchShardFolder(_ index: String) -> String { page("search/terms/\(index)/") }
    public func searchShard(_ index: String, _ number: Int) -> String { searchShardFolder(index) + "\(number).json" }
    /// The rooms and pages of the chat index, and one chunk: a transcript page's searchable messages.
    public var chatSearchManifest: String { page("search/chats.json") }
    public func chatSearchChunk(room: String, name: String, page number: Int) -> String {
        page("search/chat/\(room)/\(name)/\(number).json")
    }
    /// A file of the built-in theme (`theme/readalong.css`).
    public func theme(_ file: String) -> String { shared("theme/\(file)") }
    /// A content file published as it is (`content/assets/logo.svg` → `/assets/logo.svg`,
    /// `content/books/x.jpg` → `/images/books/x.jpg`).
    public func file(_ sitePath: String) -> String { shared(OutputPaths.publishedPath(of: sitePath)) }

    /// `segment` percent-encoded as one path segment (unchanged when it is plain ASCII).
    static func pathSegment(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: .urlPathSegmentAllowed) ?? segment
    }

    /// The file that serves a page URL: `/club/rooms/x/` → `rooms/x/index.html`
    /// (percent-encoded segments are decoded: the file is named in UTF-8).
    public func outputFile(for url: String) -> String {
        let encoded = String(url.dropFirst(basePath.count))
        let relative = ByteSearch.contains(byte: UInt8(ascii: "%"), in: encoded) ? encoded.removingPercentEncoding ?? encoded : encoded
        return relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative
    }
}

extension CharacterSet {
    /// What a path segment keeps as it is: ASCII letters, digits and `-._~`.
    static let urlPathSegmentAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}

/// Where content files land in `output/`.
enum OutputPaths {
    /// `content/assets/x` → `assets/x`; images beside books and members → `images/books/…`.
    static func publishedPath(of sitePath: String) -> String {
        let relative = sitePath.hasPrefix("content/") ? String(sitePath.dropFirst(8)) : sitePath
        return relative.hasPrefix("assets/") ? relative : "images/" + relative
    }
}
