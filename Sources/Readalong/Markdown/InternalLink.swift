/// A link written `@/…` between pages of the site: `@/books/<slug>.md`,
/// `@/members/<handle>.md`, `@/rooms/<slug>/`, `@/pages/<slug>.md`, each optionally with
/// `#anchor`.
public struct InternalLink: Hashable, Sendable {
    /// The kind of page a link points at.
    public enum Target: Hashable, Sendable {
        case book(String)
        case member(String)
        case room(String)
        case page(String)
    }

    public let target: Target
    /// The part after `#`, if any.
    public let anchor: String?

    /// Whether a destination is an internal link at all.
    static func isInternal(_ url: String) -> Bool { url.hasPrefix("@/") }

    /// Reads an `@/` destination, or `nil` when it has none of the four forms.
    public static func parse(_ url: String) -> InternalLink? {
        guard isInternal(url) else { return nil }
        var path = Substring(url.dropFirst(2))
        var anchor: String?
        if let hash = path.firstIndex(of: "#") {
            anchor = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let target: Target
        switch (parts.first, parts.count) {
        case ("books", 2) where parts[1].hasSuffix(".md"): target = .book(String(parts[1].dropLast(3)))
        case ("members", 2) where parts[1].hasSuffix(".md"): target = .member(String(parts[1].dropLast(3)))
        case ("pages", 2) where parts[1].hasSuffix(".md"): target = .page(String(parts[1].dropLast(3)))
        case ("rooms", 3) where parts[2].isEmpty, ("rooms", 2): target = .room(String(parts[1]))
        default: return nil
        }
        return InternalLink(target: target, anchor: anchor)
    }
}
