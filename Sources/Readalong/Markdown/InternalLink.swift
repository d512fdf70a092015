/// A link between pages of the site, written `@/…` (`@/books/<slug>.md`,
/// `@/members/<handle>.md`, `@/rooms/<slug>/`, `@/pages/<slug>.md`, `@/news/<slug>.md`,
/// `@/lists/<slug>.md`, `@/picks/<slug>.md`) or as a plain site path (`/picks/<slug>/`,
/// `/rooms/`), each optionally with `#anchor`.
public struct InternalLink: Hashable, Sendable {
    /// The kind of page a link points at.
    public enum Target: Hashable, Sendable {
        case book(String)
        case member(String)
        case room(String)
        case page(String)
        case news(String)
        case list(String)
        case pick(String)
        /// Any other path inside the site (`rooms/`, `calendar/2026/11/`), without its
        /// leading slash: published under the site's base path as it is.
        case sitePath(String)
    }

    public let target: Target
    /// The part after `#`, if any.
    public let anchor: String?

    /// Whether a destination is an `@/` link at all.
    static func isInternal(_ url: String) -> Bool { url.hasPrefix("@/") }

    /// Whether a destination is a plain path inside the site (`/picks/x/`), not an
    /// address on another host (`//example.org/`).
    static func isSitePath(_ url: String) -> Bool { url.hasPrefix("/") && !url.hasPrefix("//") }

    /// Reads an `@/` destination, or `nil` when it has none of the seven forms.
    public static func parse(_ url: String) -> InternalLink? {
        guard isInternal(url) else { return nil }
        let (path, anchor) = split(url.dropFirst(2))
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let target: Target
        switch (parts.first, parts.count) {
        case ("rooms", 3) where parts[2].isEmpty, ("rooms", 2): target = .room(String(parts[1]))
        case (let folder?, 2) where parts[1].hasSuffix(".md"):
            guard let made = item(folder, String(parts[1].dropLast(3))) else { return nil }
            target = made
        default: return nil
        }
        return InternalLink(target: target, anchor: anchor)
    }

    /// Reads a plain site path (`/picks/x/`, `/books/solitud/#notes`, `/rooms/`): a page of
    /// one of the seven kinds when it has the form of one, else `sitePath`; `nil` when the
    /// destination is not a site path.
    public static func parse(sitePath url: String) -> InternalLink? {
        guard isSitePath(url) else { return nil }
        let (path, anchor) = split(url.dropFirst())
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if let folder = parts.first, parts.count == 3, parts[2].isEmpty, !parts[1].isEmpty, let target = page(folder, String(parts[1])) {
            return InternalLink(target: target, anchor: anchor)
        }
        return InternalLink(target: .sitePath(String(path)), anchor: anchor)
    }

    /// The page at `/<folder>/<slug>/`; `nil` for the lists that share those addresses
    /// (`/rooms/active/`, `/books/page/`).
    private static func page(_ folder: Substring, _ slug: String) -> Target? {
        if folder == "rooms" { return ContentInventory.reservedRoomSlugs[slug] == nil ? .room(slug) : nil }
        return ContentInventory.reservedListSlugs.contains(slug) ? nil : item(folder, slug)
    }

    /// A page of a kind kept in a folder of `content/` as `<slug>.md`.
    private static func item(_ folder: Substring, _ slug: String) -> Target? {
        switch folder {
        case "books": return .book(slug)
        case "members": return .member(slug)
        case "pages": return .page(slug)
        case "news": return .news(slug)
        case "lists": return .list(slug)
        case "picks": return .pick(slug)
        default: return nil
        }
    }

    private static func split(_ path: Substring) -> (path: Substring, anchor: String?) {
        guard let hash = path.firstIndex(of: "#") else { return (path, nil) }
        return (path[..<hash], String(path[path.index(after: hash)...]))
    }
}
