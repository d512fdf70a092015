/// The top-level folders and files of a published site, which a plain site path in
/// Markdown (`/calendar/2026/11/`) must start with to name something that exists.
enum SiteSections {
    private static let names: Set<String> = [
        "rooms", "books", "members", "pages", "news", "lists", "picks", "genres", "topics", "tags", "years",
        "calendar", "search", "theme", "assets", "images", "feed.xml", "sitemap.xml", "calendar.ics", "robots.txt",
        "404.html",
    ]

    /// Whether `path` (without its leading slash, `calendar/2026/11/`) lies in a part of
    /// the site that is published; the home page (an empty path) always is.
    static func holds(_ path: String) -> Bool {
        let first = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return first.isEmpty || names.contains(first)
    }
}
