import Foundation

/// Reads and parses the files of `content/news/`, `content/lists/` and `content/picks/`,
/// and every translation, in parallel, beside the books, members and rooms that
/// `ContentLoader` reads.
enum ClubFileLoader {
    /// What was read from the three folders.
    struct Loaded {
        var news: [WrittenNewsItem] = []
        var lists: [BookList] = []
        var picks: [WrittenPick] = []
        /// In path order.
        var translations: [Translation] = []
    }

    private enum Kind: Sendable {
        case news, list, pick
        case translation(TranslationFile)
    }

    private enum Parsed: Sendable {
        case news(WrittenNewsItem)
        case list(BookList)
        case pick(WrittenPick)
        case translation(Translation)
    }

    private struct Outcome: Sendable {
        let path: String
        let parsed: Parsed?
        let diagnostics: [Diagnostic]
        let text: String?
        let failure: FileSystemError?
    }

    /// Parses every file of the three folders and every translation; their texts are added
    /// to `sources`. Only a file that cannot be read at all throws.
    static func load(_ inventory: ContentInventory, from fileSystem: FileSystem, log: DiagnosticLog,
                     sources: inout [String: String]) throws -> Loaded {
        let jobs = inventory.news.map { (Kind.news, $0.slug, $0.path) } + inventory.lists.map { (Kind.list, $0.slug, $0.path) }
            + inventory.picks.map { (Kind.pick, $0.slug, $0.path) }
            + inventory.translations.map { (Kind.translation($0), $0.slug, $0.path) }
        let outcomes = jobs.parallelMap { job in run(job.0, slug: job.1, path: job.2, fileSystem: fileSystem) }
        var loaded = Loaded()
        for outcome in outcomes {
            if let failure = outcome.failure { throw failure }
            log.append(contentsOf: outcome.diagnostics)
            sources[outcome.path] = outcome.text
            switch outcome.parsed {
            case .news(let item): loaded.news.append(item)
            case .list(let list): loaded.lists.append(list)
            case .pick(let pick): loaded.picks.append(pick)
            case .translation(let translation): loaded.translations.append(translation)
            case nil: break
            }
        }
        return loaded
    }

    private static func run(_ kind: Kind, slug: String, path: String, fileSystem: FileSystem) -> Outcome {
        let log = DiagnosticLog()
        do {
            let (document, text) = try SourceDocument.load(path, from: fileSystem, log: log)
            let parsed: Parsed? = document.flatMap { document in
                switch kind {
                case .news: return NewsParser.parse(slug: slug, document, log: log).map(Parsed.news)
                case .list: return BookListParser.parse(slug: slug, document, log: log).map(Parsed.list)
                case .pick: return PickParser.parse(slug: slug, document, log: log).map(Parsed.pick)
                case .translation(let file): return TranslationParser.parse(file, document, log: log).map(Parsed.translation)
                }
            }
            return Outcome(path: path, parsed: parsed, diagnostics: log.entries, text: text, failure: nil)
        } catch {
            let failure = error as? FileSystemError ?? FileSystemError(path: path, reason: "\(error)")
            return Outcome(path: path, parsed: nil, diagnostics: [], text: nil, failure: failure)
        }
    }
}
