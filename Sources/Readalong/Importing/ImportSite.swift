import Foundation

/// What the importers need to know about a site: its language, members, books and rooms
/// (schedules resolved), and which files already exist under `content/`.
///
/// Read with the same loader as `publish check`, but problems of the content are not
/// reported here: a room or member that cannot be read is simply absent.
public struct ImportSite: Sendable {
    /// The site's language tag (`en` when site.yml does not say).
    let language: String
    /// The site's time zone (UTC when site.yml cannot be read): chats of rooms without a
    /// schedule are in it.
    let timeZone: TimeZone
    /// Readable members, by handle order.
    let members: [Member]
    /// Readable books.
    let books: [Book]
    /// Readable rooms, their schedules resolved to instants.
    let rooms: [Room]
    /// Slugs of every book file and room folder found, readable or not.
    let bookSlugs: Set<String>
    let roomSlugs: Set<String>
    /// Every file under `content/`, lower-cased (so that a file differing only in case,
    /// which a case-insensitive disk would overwrite, counts as taken), and the files books
    /// and members had under their old names (`aliases:`), whose addresses still redirect.
    let takenPaths: Set<String>
    /// Slugs (lower-cased) of the folders under `content/books/` that hold any file: a
    /// new book of such a slug is written in the folder form.
    let bookFolders: Set<String>

    /// Reads the site's content.
    public static func load(from fileSystem: FileSystem) throws -> ImportSite {
        let log = DiagnosticLog()
        let parsed = try ContentLoader.load(from: fileSystem, log: log)
        let rooms = SiteResolver.resolve(parsed).rooms
        return ImportSite(language: parsed.config?.language ?? "en", timeZone: parsed.config?.timeZone ?? .gmt,
                          members: parsed.members.sorted { $0.handle < $1.handle },
                          books: parsed.books.sorted { $0.path < $1.path },
                          rooms: rooms,
                          bookSlugs: parsed.inventory.bookSlugs,
                          roomSlugs: Set(parsed.inventory.rooms.map(\.slug)),
                          takenPaths: Set(parsed.inventory.files.map { $0.lowercased() }
                              + parsed.books.flatMap { $0.aliases.map { "content/books/\($0.value).md" } }
                              + parsed.members.flatMap { $0.aliases.map { "content/members/\($0.value).md" } }),
                          bookFolders: Set(parsed.inventory.files.compactMap(bookFolder)))
    }

    /// The folder of a file inside `content/books/<slug>/`, lower-cased.
    private static func bookFolder(_ path: String) -> String? {
        guard path.hasPrefix("content/books/") else { return nil }
        let relative = path.dropFirst("content/books/".count)
        guard let slash = relative.firstIndex(of: "/") else { return nil }
        return relative[..<slash].lowercased()
    }

    /// Whether `content/books/<slug>/` holds any file (ignoring case).
    func hasBookFolder(_ slug: String) -> Bool {
        bookFolders.contains(slug.lowercased())
    }

    /// Whether a file exists at `path` (ignoring case).
    func exists(_ path: String) -> Bool {
        takenPaths.contains(path.lowercased())
    }
}
