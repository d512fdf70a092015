import Foundation

/// A book fetched from Open Library: its edition record, its authors' names (from the
/// edition, else from its work), and its cover, each request explained when it fails.
struct ISBNLookup {
    /// Why there is no book.
    enum Failure: Error, Equatable {
        /// The edition endpoint answered 404.
        case notFound(URL)
        /// Anything else, in words.
        case failed(ToolText)
    }

    /// The edition and its authors' names, in order.
    struct Found {
        let edition: OpenLibraryEdition
        let authors: [String]
    }

    let library: OpenLibrary

    /// The edition with this ISBN and its authors.
    func book(_ isbn: ISBN) -> Result<Found, Failure> {
        let url = library.editionURL(isbn)
        let record: OpenLibraryRecord
        switch json(url) {
        case .success(let value): record = value
        case .failure(.notFound): return .failure(.notFound(url))
        case .failure(let failure): return .failure(failure)
        }
        guard let edition = OpenLibraryEdition(record) else {
            return .failure(.failed(ToolText("openLibrary.noTitle", ["url": "\(url)"])))
        }
        var keys = edition.authorKeys
        if keys.isEmpty {
            for work in edition.workKeys.prefix(1) {
                guard let workURL = library.recordURL(work) else { return .failure(.failed(ToolText("openLibrary.badWorkKey", ["key": work]))) }
                switch json(workURL) {
                case .success(let work): keys = work.authorKeys
                case .failure(.notFound(let missing)): return .failure(.failed(ToolText("openLibrary.noWork", ["url": "\(missing)"])))
                case .failure(let failure): return .failure(failure)
                }
            }
        }
        guard !keys.isEmpty else {
            return .failure(.failed(ToolText("openLibrary.noAuthor")))
        }
        var names: [String] = []
        for key in keys {
            switch authorName(key) {
            case .success(let name): if !names.contains(name) { names.append(name) }
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(Found(edition: edition, authors: names))
    }

    /// The bytes of the cover with this id.
    func cover(_ id: Int) -> Result<[UInt8], Failure> {
        let url = library.coverURL(id)
        switch library.fetch.get(url) {
        case .failure(let failure): return .failure(.failed(Self.unanswered(url, failure)))
        case .success(let answer) where answer.status != 200: return .failure(.failed(Self.status(url, answer.status)))
        case .success(let answer): return .success(answer.body)
        }
    }

    private func authorName(_ key: String) -> Result<String, Failure> {
        guard let url = library.recordURL(key) else { return .failure(.failed(ToolText("openLibrary.badAuthorKey", ["key": key]))) }
        switch json(url) {
        case .success(let record):
            guard let name = record.name else {
                return .failure(.failed(ToolText("openLibrary.noAuthorName", ["url": "\(url)"])))
            }
            return .success(name)
        case .failure(.notFound(let missing)): return .failure(.failed(ToolText("openLibrary.noSuchAuthor", ["url": "\(missing)"])))
        case .failure(let failure): return .failure(failure)
        }
    }

    /// A JSON object fetched from `url`; 404 is `notFound`, any other status but 200 fails.
    private func json(_ url: URL) -> Result<OpenLibraryRecord, Failure> {
        switch library.fetch.get(url) {
        case .failure(let failure):
            return .failure(.failed(Self.unanswered(url, failure)))
        case .success(let answer) where answer.status == 404:
            return .failure(.notFound(url))
        case .success(let answer) where answer.status != 200:
            return .failure(.failed(Self.status(url, answer.status)))
        case .success(let answer):
            guard let record = OpenLibraryRecord.decode(answer.body) else {
                return .failure(.failed(ToolText("openLibrary.notJSON", ["url": "\(url)"])))
            }
            return .success(record)
        }
    }

    /// `<url>: no answer within 30 seconds`.
    private static func unanswered(_ url: URL, _ failure: HTTPFetch.Failure) -> ToolText {
        ToolText("openLibrary.unanswered", ["url": "\(url)"], texts: ["reason": failure.text])
    }

    /// `<url> answered HTTP 500`.
    static func status(_ url: URL, _ status: Int) -> ToolText {
        ToolText("openLibrary.status", ["url": "\(url)", "status": "\(status)"])
    }
}
