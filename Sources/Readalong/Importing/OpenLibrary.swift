import Foundation

/// The Open Library servers a book is fetched from, and how long to wait for each answer.
///
/// Three endpoints are used: an edition by ISBN (`<api>/isbn/<isbn>.json`, which redirects
/// to `/books/<id>.json`), an author or a work by key (`<api>/authors/<id>.json`,
/// `<api>/works/<id>.json`), and a cover by id (`<covers>/b/id/<id>-L.jpg`).
public struct OpenLibrary: Sendable {
    /// `https://openlibrary.org`.
    public static let defaultAPI = URL(string: "https://openlibrary.org")!
    /// `https://covers.openlibrary.org`.
    public static let defaultCovers = URL(string: "https://covers.openlibrary.org")!
    /// Seconds to wait for one answer unless told otherwise.
    public static let defaultTimeout = 30.0

    /// Why a server address was refused.
    public struct BadAddress: Error, CustomStringConvertible, Sendable {
        /// Why, in the catalogue.
        public let text: ToolText

        /// Why, in English.
        public var description: String { text.english }
    }

    let api: String
    let covers: String
    let fetch: HTTPFetch

    /// The servers at `api` and `covers`. Without `covers`, covers come from Open Library's
    /// cover server when `api` is Open Library itself, and from `api` otherwise (a mirror or
    /// a test server serves both).
    public init(api: String?, covers: String?, timeout: Double) throws {
        let api = try Self.base(api ?? Self.defaultAPI.absoluteString, option: "--api")
        self.api = api
        self.covers = try covers.map { try Self.base($0, option: "--covers") }
            ?? (api == Self.defaultAPI.absoluteString ? Self.defaultCovers.absoluteString : api)
        guard timeout > 0, timeout.isFinite else { throw BadAddress(text: ToolText("openLibrary.timeout")) }
        fetch = HTTPFetch(timeout: timeout)
    }

    /// An http or https address with a host, without a trailing slash.
    private static func base(_ text: String, option: String) throws -> String {
        var trimmed = text
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil else {
            throw BadAddress(text: ToolText("openLibrary.address", ["option": option, "address": text]))
        }
        return trimmed
    }

    /// The edition with this ISBN.
    func editionURL(_ isbn: ISBN) -> URL { URL(string: "\(api)/isbn/\(isbn.digits).json")! }

    /// An author or a work by its key (`/authors/OL23919A`); `nil` for a key that is not
    /// one letter-and-digit name under `/authors/` or `/works/`.
    func recordURL(_ key: String) -> URL? {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty, ["authors", "works"].contains(parts[1]), !parts[2].isEmpty,
              parts[2].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return URL(string: "\(api)\(key).json")
    }

    /// The large cover with this id; `default=false` makes a missing cover a 404 rather
    /// than a blank image.
    func coverURL(_ id: Int) -> URL { URL(string: "\(covers)/b/id/\(id)-L.jpg?default=false")! }
}
