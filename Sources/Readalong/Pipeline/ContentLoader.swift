import Foundation

/// The load and parse stages: discovers the files of `content/`, reads and parses them in
/// parallel, and attaches schedules and transcripts to their rooms.
enum ContentLoader {
    /// One file to read, and what it is.
    private enum Job: Sendable {
        case book(slug: String, path: String)
        case member(handle: String, path: String)
        case page(slug: String, path: String)
        case room(index: Int, slug: String, path: String)
        case schedule(index: Int, path: String)
        case transcript(index: Int, name: String, path: String)
    }

    /// What reading one file gave.
    private enum Parsed: Sendable {
        case book(Book?)
        case member(Member?)
        case page(Page?)
        case room(Int, WrittenRoom?)
        case schedule(Int, WrittenSchedule?)
        case transcript(Int, WrittenTranscript?)
    }

    private struct Outcome: Sendable {
        let parsed: Parsed
        let diagnostics: [Diagnostic]
        let path: String
        let text: String?
        let failure: FileSystemError?
    }

    /// Reads and parses every file of `content/`, except the transcripts of the rooms in
    /// `keeping` (a rebuild keeps the outline the last build left of them instead).
    static func load(from fileSystem: FileSystem, log: DiagnosticLog,
                     keeping: KeptRooms = [:]) throws -> ParsedSite {
        let inventory = try ContentInventory.discover(in: fileSystem, log: log)
        var sources: [String: String] = [:]
        var config: SiteConfig?
        if let sitePath = inventory.siteFile {
            let (document, text) = try SourceDocument.load(sitePath, from: fileSystem, log: log)
            sources[sitePath] = text
            config = document.flatMap { SiteConfigParser.parse($0, log: log) }
        } else {
            log.report(.missingFile, at: .file("content/site.yml"), ToolText("site.missing"),
                       hint: ToolText("site.missing.hint"))
        }
        let siteZone = config?.timeZone ?? .gmt
        let outcomes = jobs(for: inventory, keeping: keeping).parallelMap { job in
            run(job, fileSystem: fileSystem, siteZone: siteZone)
        }
        var books: [Book] = []
        books.reserveCapacity(inventory.books.count)
        var members: [Member] = []
        var pages: [Page] = []
        var rooms: [WrittenRoom?] = Array(repeating: nil, count: inventory.rooms.count)
        var schedules: [WrittenSchedule?] = Array(repeating: nil, count: inventory.rooms.count)
        var transcripts: [[WrittenTranscript]] = Array(repeating: [], count: inventory.rooms.count)
        func take(_ outcomes: [Outcome]) throws {
            for outcome in outcomes {
                if let failure = outcome.failure { throw failure }
                log.append(contentsOf: outcome.diagnostics)
                sources[outcome.path] = outcome.text
                switch outcome.parsed {
                case .book(let book): book.map { books.append($0) }
                case .member(let member): member.map { members.append($0) }
                case .page(let page): page.map { pages.append($0) }
                case .room(let index, let room): rooms[index] = room
                case .schedule(let index, let schedule): schedules[index] = schedule
                case .transcript(let index, let transcript): transcript.map { transcripts[index].append($0) }
                }
            }
        }
        try take(outcomes)
        // Companion pages gather every room reading a book (see `KeptRooms.sharingBooks`).
        let rereads = keeping.sharingBooks(with: rooms.indices.compactMap { index in
            rooms[index].map { (slug: $0.slug, book: $0.book.value, read: !transcripts[index].isEmpty) }
        })
        let rereadJobs = inventory.rooms.indices.filter { rereads.contains(inventory.rooms[$0].slug) }.flatMap { index in
            inventory.rooms[index].transcripts.map { Job.transcript(index: index, name: $0.name, path: $0.path) }
        }
        try take(rereadJobs.parallelMap { run($0, fileSystem: fileSystem, siteZone: siteZone) })
        let kept = keeping.releasing(rereads)
        let notes = try BookNotesLoader.load(inventory, from: fileSystem, log: log, sources: &sources)
        for index in books.indices { books[index].notes = notes[books[index].slug] ?? [] }
        let attached: [ParsedRoom] = rooms.indices.compactMap { index in
            guard let room = rooms[index] else { return nil }
            return ParsedRoom(written: room, schedule: schedules[index], planned: inventory.rooms[index].schedule == nil,
                              chats: kept.chats(of: room.slug, read: transcripts[index]))
        }
        let club = try ClubFileLoader.load(inventory, from: fileSystem, log: log, sources: &sources)
        // Asked only of a site with translations, in one question for all of them.
        let commits = inventory.translations.isEmpty ? nil
            : fileSystem.lastCommits(of: Set(inventory.translations.flatMap { [$0.path, $0.originalPath] }).sorted())
        return ParsedSite(inventory: inventory, config: config, books: books, members: members,
                          rooms: attached, pages: pages, sources: sources, news: club.news, lists: club.lists,
                          picks: club.picks, translations: club.translations, commits: commits)
    }

    private static func jobs(for inventory: ContentInventory, keeping: KeptRooms) -> [Job] {
        var jobs: [Job] = inventory.books.map { .book(slug: $0.slug, path: $0.path) }
        jobs += inventory.members.map { .member(handle: $0.handle, path: $0.path) }
        jobs += inventory.pages.map { .page(slug: $0.slug, path: $0.path) }
        for (index, folder) in inventory.rooms.enumerated() {
            guard let indexPath = folder.index else { continue }
            jobs.append(.room(index: index, slug: folder.slug, path: indexPath))
            if let schedule = folder.schedule { jobs.append(.schedule(index: index, path: schedule)) }
            guard !keeping.keeps(folder.slug) else { continue }
            jobs += folder.transcripts.map { .transcript(index: index, name: $0.name, path: $0.path) }
        }
        return jobs
    }

    private static func run(_ job: Job, fileSystem: FileSystem, siteZone: TimeZone) -> Outcome {
        let log = DiagnosticLog()
        let path: String
        switch job {
        case .book(_, let file), .member(_, let file), .page(_, let file), .room(_, _, let file),
             .schedule(_, let file), .transcript(_, _, let file):
            path = file
        }
        let document: SourceDocument?
        let text: String?
        do {
            (document, text) = try SourceDocument.load(path, from: fileSystem, log: log)
        } catch let error as FileSystemError {
            return Outcome(parsed: .book(nil), diagnostics: [], path: path, text: nil, failure: error)
        } catch {
            let failure = FileSystemError(path: path, reason: "\(error)")
            return Outcome(parsed: .book(nil), diagnostics: [], path: path, text: nil, failure: failure)
        }
        let parsed: Parsed
        switch job {
        case .book(let slug, _):
            parsed = .book(document.flatMap { BookParser.parse(slug: slug, $0, log: log) })
        case .member(let handle, _):
            parsed = .member(document.flatMap { MemberParser.parse(handle: handle, $0, log: log) })
        case .page(let slug, _):
            parsed = .page(document.flatMap { PageParser.parse(slug: slug, $0, log: log) })
        case .room(let index, let slug, _):
            parsed = .room(index, document.flatMap { RoomParser.parse(slug: slug, $0, log: log) })
        case .schedule(let index, _):
            parsed = .schedule(index, document.flatMap { ScheduleParser.parse($0, siteZone: siteZone, log: log) })
        case .transcript(let index, let name, _):
            parsed = .transcript(index, document.flatMap { TranscriptParser.parse(name: name, $0, log: log) })
        }
        return Outcome(parsed: parsed, diagnostics: log.entries, path: path, text: text, failure: nil)
    }
}
