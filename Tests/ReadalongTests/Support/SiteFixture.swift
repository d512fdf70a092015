import XCTest
@testable import Readalong

/// A small valid site written inline, which tests copy and break one file at a time.
enum SiteFixture {
    static let files: [String: String] = [
        "content/site.yml": """
        title: Club de lectura
        base_url: https://club.example.org/
        language: ca
        timezone: Europe/Madrid
        """,
        "content/books/solitud.md": """
        ---
        title: Solitud
        authors: [Víctor Català]
        isbn: "978-84-9759-329-8"
        pages: 288
        genres: [novel·la]
        ---
        Una dona a la muntanya.
        """,
        "content/books/nada.md": """
        ---
        title: Nada
        author: Carmen Laforet
        isbn: 9788432200014
        ---
        Barcelona, 1940.
        """,
        "content/members/marta.md": "---\nname: Marta Puig\nfriends: [joan]\n---\nLectora.\n",
        "content/members/joan.md": "---\nname: Joan Vila\n---\n",
        "content/members/anna.md": "---\nname: Anna Serra\nemail: anna@example.org\n---\n",
        "content/members/pau.md": "---\nname: Pau Roca\n---\n",
        "content/rooms/tardor/index.md": """
        ---
        book: solitud
        host: marta
        moderators: [joan]
        members: [joan, anna]
        ---
        Llegim *Solitud* junts.
        """,
        "content/rooms/tardor/schedule.yml": """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-11-01
          - id: debat-1
            kind: discussion
            date: 2026-11-12 18:00
            chapters: 1-10
          - kind: end
            date: 2026-12-01
        """,
        "content/rooms/tardor/chat/primera.md": """
        ---
        date: 2026-11-12
        event: debat-1
        ---
        18:02 marta: Benvinguts!
        18:03 joan: Hola ||la Mila||.
        """,
        "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\nmenu: 1\n---\nSom un club.\n",
    ]

    /// The fixture with some files replaced (a `nil` text removes the file).
    static func files(_ changes: [String: String?]) -> [String: String] {
        var result = files
        for (path, text) in changes { result[path] = text }
        return result
    }

    /// Checks the fixture with the changes applied, at a fixed clock, with its messages in
    /// English unless `language` chooses otherwise.
    static func check(_ changes: [String: String?] = [:], bytes: [String: [UInt8]] = [:],
                      links: [String: String] = [:], drafts: Bool = false,
                      language: ToolLanguageChoice = .always(.english)) throws -> CheckResult {
        let fileSystem = InMemoryFileSystem(files(changes), bytes: bytes, links: links)
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try ContentPipeline.check(fileSystem: fileSystem,
                                         options: BuildOptions(clock: clock, includeDrafts: drafts, language: language))
    }
}

extension CheckResult {
    /// Each diagnostic as `CODE path:line:column`, in report order.
    var placed: [String] {
        diagnostics.map { "\($0.code.id) \($0.location)" }
    }
}

/// One diagnostic as a report line and its hint, for exact comparisons.
struct Report: Equatable, CustomStringConvertible {
    let line: String
    let hint: String?

    /// `CODE path:line:column: message`, then the hint.
    init(_ line: String, hint: String?) {
        self.line = line
        self.hint = hint
    }

    init(_ diagnostic: Diagnostic) {
        self.init("\(diagnostic.code.id) \(diagnostic.location): \(diagnostic.message)", hint: diagnostic.hint)
    }

    var description: String { line + "\n    hint: " + (hint ?? "none") }
}

/// Asserts the exact diagnostics a check produced: code, position, message and hint.
func XCTAssertReports(_ result: CheckResult, _ expected: [Report], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(result.diagnostics.map(Report.init), expected, file: file, line: line)
}

/// Asserts the exact list of diagnostics (code and position) a check produced.
func XCTAssertDiagnostics(_ result: CheckResult, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(result.placed, expected, "messages: \(result.diagnostics.map(\.message))", file: file, line: line)
}

extension SiteFixture {
    /// Builds the fixture (with changes) into memory and returns every output file as text.
    static func render(_ changes: [String: String?] = [:], baseURL: String? = nil, drafts: Bool = false,
                       now: String = "2026-11-22T12:00:00Z") throws -> [String: String] {
        try renderFiles(changes, baseURL: baseURL, drafts: drafts, now: now).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Builds the fixture (with changes and binary files) into memory: every output file's
    /// bytes. Templates render checked: one naming a value its page lacks throws.
    static func renderFiles(_ changes: [String: String?] = [:], bytes: [String: [UInt8]] = [:], baseURL: String? = nil,
                            drafts: Bool = false, now: String = "2026-11-22T12:00:00Z") throws -> [String: Data] {
        try renderFiles(site: files(changes), bytes: bytes, baseURL: baseURL, drafts: drafts, now: now)
    }

    /// Builds the site of `files` (and binary `bytes`) into memory: every output file's bytes.
    static func renderFiles(site files: [String: String], bytes: [String: [UInt8]] = [:], baseURL: String? = nil,
                            drafts: Bool = false, now: String) throws -> [String: Data] {
        let fileSystem = InMemoryFileSystem(files, bytes: bytes)
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601(now)!)
        let options = BuildOptions.english(clock: clock, includeDrafts: drafts)
        let result = try ContentPipeline.check(fileSystem: fileSystem, options: options)
        guard let site = result.site else {
            XCTFail("fixture does not check: \(result.placed) \(result.diagnostics.map(\.message))")
            return [:]
        }
        guard case .success(let loaded) = try TemplateLibrary.load(from: fileSystem) else {
            XCTFail("templates do not load")
            return [:]
        }
        // Checked: a template naming a value its page lacks fails the build of every test.
        let templates = loaded.checkingNames()
        // Share cards and icons drawn once for the run: half the time of a render of the fixture.
        DrawingMemo.shared.keep(true)
        let sink = MemorySink()
        _ = try SiteRenderer.render(site, options: options, baseURL: baseURL, templates: templates,
                                    fileSystem: fileSystem, sink: sink)
        return sink.files
    }
}

extension SiteFixture {
    /// A pick of the fixture's two books, nominated, voted and read by the room `tardor`
    /// (`content/picks/<slug>.md`).
    static let pick = """
        ---
        title: Tria
        opens: 2026-11-01
        closes: 2026-11-30
        candidates:
          - book: solitud
            by: joan
          - book: nada
            by: marta
        ballots:
          joan: [nada, solitud]
          marta: nada
        room: tardor
        ---
        """
}
