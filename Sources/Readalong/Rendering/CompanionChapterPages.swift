import Foundation

/// Which companion pages (`/books/<slug>/chapters/<n>/`) each book has in this build. A
/// rebuild reads together the chats of all the rooms reading a book, or keeps them all (see
/// `KeptRooms.sharingBooks`); when they are kept, the flags in them are not read, so the
/// chapters are those the last build's page of the book listed, and their pages are kept
/// from that build like the rooms' own.
struct CompanionChapterPages: Sendable {
    private let chapters: [String: [Int]]
    private let kept: Set<String>
    /// A fingerprint of every book's list of chapter pages, for what lists them (search):
    /// the key of each search file, so worked out once.
    let digest: ContentHash

    init(published: PublishedSite, companions: BookCompanions, urls: SiteURLs, keptFile: (String) -> Data?) {
        var chapters: [String: [Int]] = [:]
        var kept = Set<String>()
        for book in published.site.books {
            let rooms = published.listedRoomsByBook[book.slug] ?? []
            if rooms.contains(where: { if case .kept = $0.transcripts { return true } else { return false } }) {
                kept.insert(book.slug)
                let page = keptFile(urls.outputFile(for: urls.book(book.slug))).map { String(decoding: $0, as: UTF8.self) } ?? ""
                chapters[book.slug] = Self.listed(in: page, prefix: urls.book(book.slug) + "chapters/")
            } else {
                chapters[book.slug] = companions.chapters(of: book.slug).map(\.number)
            }
        }
        self.chapters = chapters
        self.kept = kept
        digest = ContentHash(text: chapters.sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value.map(String.init).joined(separator: ","))" }.joined(separator: "\n"))
    }

    /// The chapters with a page of the book of `slug`, in order.
    func chapters(of slug: String) -> [Int] {
        chapters[slug] ?? []
    }

    /// Whether the book's chapter pages are kept from the last build.
    func isKept(_ slug: String) -> Bool {
        kept.contains(slug)
    }

    /// The chapters a book page links to: `href="<prefix><n>/"`, each once, in order. The
    /// page is searched as bytes: a rebuild reads the page of every book a kept room reads.
    private static func listed(in page: String, prefix: String) -> [Int] {
        let marker = "href=\"" + prefix
        let bytes = Array(page.utf8)
        var found = Set<Int>()
        for offset in ByteSearch.offsets(of: marker, in: page) {
            let start = offset + marker.utf8.count
            let end = bytes[start...].firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? bytes.count
            if let number = Int(String(decoding: bytes[start..<end], as: UTF8.self)) { found.insert(number) }
        }
        return found.sorted()
    }
}
