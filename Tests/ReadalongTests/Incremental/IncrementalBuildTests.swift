import Foundation
@testable import Readalong
import XCTest

/// Rebuilds reuse the last build: they must give the very bytes a build from scratch gives,
/// whatever changed in between. Each test edits its own copy of `RebuildFixture`, a small
/// site with no image (`IncrementalImageTests` has the rebuilds of images).
final class IncrementalBuildTests: RebuildTestCase {
    func testASecondBuildWithNothingChangedDoesNothing() throws {
        let first = try build()
        XCTAssertEqual(first.rendered, first.files, "a first build renders every file")
        XCTAssertEqual(first.changed, first.files)
        let second = try build()
        XCTAssertEqual(second.rendered, 0)
        XCTAssertEqual(second.changed, 0)
        XCTAssertEqual(second.files, first.files)
        XCTAssertEqual(second.pages, first.pages)
        XCTAssertEqual(second.timings.stages.map(\.name), ["fingerprint inputs"], "nothing is loaded or rendered")
        try assertMatchesFullBuild()
    }

    func testEditingATranscriptRewritesOnlyItsRoomPagesAndWhatCountsMessages() throws {
        try build()
        try build(at: now + 60)  // the older tree gets the same files too
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        let summary = try build()
        XCTAssertEqual(summary.rendered, 8, "the room's page, its two transcript pages, the list of chats searched and the service "
                       + "worker; no shard; and what counts every message: the home page, the year page and the feed; not the "
                       + "sitemap, whose addresses are the same")
        XCTAssertEqual(summary.changed, 5, "the room page counts one more message; the transcript page has it (the room is not "
                       + "searched); the year of the message and the home page's summary of it count it; the service worker "
                       + "stores the home page, so it names a new version")
        try assertMatchesFullBuild()
    }

    func testEditingAPublicTranscriptRewritesItsSearchChunkAndOnlyTheShardsOfNewWords() throws {
        try build()
        try build(at: now + 60)
        let output = site.appendingPathComponent("output")
        let chunk = "search/chat/tardor/primera/1.json"
        // The room is under way: the service worker stores its page, and names a new version.
        // Marta's message also counts on the year pages: the club's, hers, and the summaries of
        // the home page and her member page.
        let pages: Set = ["rooms/tardor/index.html", "rooms/tardor/chat/primera/index.html", chunk, "sw.js",
                          "index.html", "years/2026/index.html", "members/marta/index.html", "members/marta/years/2026/index.html"]
        func changes(adding line: String) throws -> (files: Set<String>, summary: SiteBuild.Summary, old: [String]) {
            let before = try files(under: output)
            try edit("content/rooms/tardor/chat/primera.md") { $0 + "\n" + line + "\n" }
            let summary = try build()
            let after = try files(under: output)
            return (Set(after.keys.filter { after[$0] != before[$0] }), summary, SearchFilesReader.chatTexts(of: try XCTUnwrap(before[chunk])))
        }
        let repeated = try changes(adding: "18:30 marta: Benvinguts!")
        XCTAssertEqual(repeated.files, pages, "words the chunk already had change no shard")
        XCTAssertEqual(repeated.summary.changed, 8)
        let fresh = try changes(adding: "18:31 marta: Paraulanova per cercar.")
        let known = fresh.old.reduce(into: Set<String>()) { $0.formUnion(SearchTerms.grams(of: $1)) }
        let shards = SearchTerms.grams(of: "Paraulanova per cercar.").subtracting(known).map { gram in
            "search/terms/chat/\(SearchTerms.bucket(of: gram, count: 4)).json"
        }
        XCTAssertFalse(shards.isEmpty)
        XCTAssertEqual(fresh.files, pages.union(shards), "the shards of the new n-grams, and no other")
        let text = try String(contentsOf: output.appendingPathComponent(chunk), encoding: .utf8)
        XCTAssertTrue(text.contains("Paraulanova per cercar."))
        try assertMatchesFullBuild()
    }

    func testKeptRoomsWhoseLastShardsAreGoneAreSearchedFromTheirChunks() throws {
        try build()
        try build(at: now + 60)
        try FileManager.default.removeItem(at: site.appendingPathComponent("output/search/terms/chat/0.json"))
        try edit("content/rooms/tardor/chat/primera.md") { $0 + "\n18:30 marta: Paraulanova per cercar.\n" }
        XCTAssertGreaterThan(try build().keptRooms, 0)
        try assertMatchesFullBuild()
    }

    func testADamagedTableOfShardDigestsMeansReadingThePostingsBack() throws {
        try build()
        try build(at: now + 60)
        let table = site.appendingPathComponent(".output.staging/chat-shards")
        let kept = try Data(contentsOf: table)
        XCTAssertNotNil(ShardDigests(data: kept), "a build keeps the table of digests")
        for (number, damage) in [Data(), kept.dropLast(5), Data("readalong-chat-shards 1\n".utf8) + Data(count: 40)].enumerated() {
            try damage.write(to: table)
            try edit("content/rooms/tardor/chat/primera.md") { $0 + "\n18:3\(number) marta: Paraulanova\(number) per cercar.\n" }
            XCTAssertGreaterThan(try build().keptRooms, 0)
            try assertMatchesFullBuild()
            XCTAssertNotNil(ShardDigests.load(from: table.path), "the build stores a table that reads")
        }
    }

    func testARoomKeptWithItsPagedListOfChatsMatchesAFullBuild() throws {
        let chats = site.appendingPathComponent("content/rooms/tardor/chat")
        for index in 1...31 {
            let text = "---\ndate: 2026-11-\(10 + index % 18)\n---\n19:\(Digits.padded(index, 2)) marta: Xat \(index)\n"
            try text.write(to: chats.appendingPathComponent("extra-\(Digits.padded(index, 2)).md"), atomically: true, encoding: .utf8)
        }
        try build()
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/rooms/tardor/chats/page/2/index.html").path))
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 1, "the room with many chats is kept, with its list pages")
        try assertMatchesFullBuild()
    }

    func testAKeptRoomWithFlaggedMessagesKeepsTheChapterGateInTheTheme() throws {
        // Only the flag of tardor's second chat gives the site chapter data: no chat points at
        // an event, and the schedule's chapters are words, not numbers.
        try edit("content/rooms/tardor/schedule.yml") { $0.replacingOccurrences(of: "chapters: ", with: "chapters: Fins al ") }
        try edit("content/rooms/tardor/chat/primera.md") { $0.replacingOccurrences(of: "event: debat-1\n", with: "") }
        try edit("content/rooms/tardor/chat/segona.md") { $0 + "\n19:02 anna [ch 3]: La mort del marit.\n" }
        try build()
        let theme = site.appendingPathComponent("output/theme/readalong.js")
        XCTAssertTrue(try String(contentsOf: theme, encoding: .utf8).contains("/* feature gate */"))
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 1, "tardor is kept, flags unread")
        XCTAssertTrue(try String(contentsOf: theme, encoding: .utf8).contains("/* feature gate */"), "its kept room page says it has chapter data")
        try assertMatchesFullBuild()
    }

    private let roomsWithChats = RebuildFixture.roomsWithChats

    func testAnEditedTranscriptIsTheOnlyOneRead() throws {
        try build()
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 1, "the other rooms' chats are not read")
        try assertMatchesFullBuild()
        try edit("content/rooms/tardor/chat/segona.md") { $0 + "\n  i una línia de continuació\n" }
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 1, "rooms read by the last build are kept in turn")
        try assertMatchesFullBuild()
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/rooms/tardor/chat/segona.md"))
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 1)
        try assertMatchesFullBuild()
    }

    func testAnyOtherEditReadsEveryTranscript() throws {
        try build()
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        try edit("content/members/pau.md") { $0 + "\nUna frase més.\n" }
        XCTAssertEqual(try build().keptRooms, 0, "a member's page may be any room's sender")
        try assertMatchesFullBuild()
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:31 pau: I una altra.\n" }
        let later = now + 120 * 86_400
        XCTAssertEqual(try build(at: later).keptRooms, 0, "past the clock window every page is made again")
        try assertMatchesFullBuild(at: later)
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:32 pau: I encara una altra.\n" }
        XCTAssertEqual(try build(at: later, everything: true).keptRooms, 0, "--force reads everything")
        try assertMatchesFullBuild(at: later)
    }

    func testATranscriptWithAWarningIsReadEveryTime() throws {
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Mireu @/books/nada.md\n" }
        func warnings() throws -> [String] {
            let (result, _) = try SiteBuild(fileSystem: DiskFileSystem(root: site.path),
                                            options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: now)),
                                            baseURL: nil, output: site.appendingPathComponent("output").path).run()
            return result.diagnostics.map { "\($0.location.path) \($0.code.id)" }
        }
        XCTAssertEqual(try warnings(), ["content/rooms/nada/chat/primera-parte.md W008"])
        try edit("content/rooms/tardor/chat/segona.md") { $0 + "\n  i una línia més\n" }
        XCTAssertEqual(try warnings(), ["content/rooms/nada/chat/primera-parte.md W008"], "the warning is repeated")
        try edit("content/rooms/tardor/chat/segona.md") { $0 + "\n  i una altra\n" }
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 2, "neither the edited room nor the one with a warning")
        try assertMatchesFullBuild()
    }

    func testAKeptRoomWhosePagesAreGoneIsReadAfterAll() throws {
        let tomorrow = now + 86_400
        try build()
        try build(at: tomorrow)  // the staging tree then holds the first build
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        let staging = site.appendingPathComponent(".output.staging/tree/rooms/tardor")
        let published = site.appendingPathComponent("output/rooms/tardor")
        try FileManager.default.removeItem(at: staging)
        try FileManager.default.removeItem(at: published)
        XCTAssertEqual(try build(at: tomorrow).keptRooms, 0, "its pages cannot be kept, so its chats are read")
        try assertMatchesFullBuild(at: tomorrow)
    }

    func testEveryKindOfEditGivesTheBytesOfAFullBuild() throws {
        try build()
        try edit("content/books/nada.md") { $0.replacingOccurrences(of: "title: Nada", with: "title: Nada (1945)") }
        try build()
        try assertMatchesFullBuild()
        try edit("content/rooms/nada/chat/tercera-parte.md") { $0 + "\n19:30 anna: Fins aviat.\n" }
        try build()
        try assertMatchesFullBuild()
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/rooms/nada/chat/tercera-parte.md"))
        try build()
        try assertMatchesFullBuild()
        try Data("---\nname: Nova Lectora\n---\nHola.\n".utf8).write(to: site.appendingPathComponent("content/members/nova.md"))
        try build()
        try assertMatchesFullBuild()
        try FileManager.default.createDirectory(at: site.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data("<p class=\"note\">Fet amb Readalong.</p>\n".utf8).write(to: site.appendingPathComponent("templates/footer-note.mustache"))
        try build()
        try assertMatchesFullBuild()
        try FileManager.default.removeItem(at: site.appendingPathComponent("templates"))
        try build()
        try assertMatchesFullBuild()
    }

    /// The service worker is made from the fingerprints of the files it stores, once they are
    /// written: rebuilt, reused or turned off and on, it is what a build from scratch writes.
    func testTheServiceWorkerAndTheManifestMatchAFullBuildAfterEdits() throws {
        try build()
        let workerFile = site.appendingPathComponent("output/sw.js")
        let first = try String(contentsOf: workerFile, encoding: .utf8)
        try edit("content/rooms/tardor/index.md") { $0 + "\nUna línia nova.\n" }
        try build()
        let second = try String(contentsOf: workerFile, encoding: .utf8)
        XCTAssertNotEqual(second, first, "a room under way is stored: its edit gives a new version")
        try assertMatchesFullBuild()
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\n19:30 pau: Una línia nova al final.\n" }
        XCTAssertEqual(try build().keptRooms, roomsWithChats - 1, "the stored rooms' pages are kept, not read")
        let third = try String(contentsOf: workerFile, encoding: .utf8)
        XCTAssertNotEqual(third, second, "the home page it stores counts the new message in its year in reading")
        try assertMatchesFullBuild()
        try edit("content/site.yml") { $0 + "offline: false\n" }
        try build()
        XCTAssertFalse(FileManager.default.fileExists(atPath: workerFile.path))
        try assertMatchesFullBuild()
        try edit("content/site.yml") { $0.replacingOccurrences(of: "offline: false\n", with: "") }
        try build()
        XCTAssertEqual(try String(contentsOf: workerFile, encoding: .utf8), third)
        try assertMatchesFullBuild()
    }

    func testAddingAndRemovingAliasesGivesTheBytesOfAFullBuild() throws {
        try build()
        try edit("content/members/joan.md") { $0.replacingOccurrences(of: "---\nname:", with: "---\naliases: [joanet]\nname:") }
        try edit("content/rooms/nada/index.md") { $0.replacingOccurrences(of: "---\nbook:", with: "---\naliases: [nada-2025]\nbook:") }
        try build()
        try assertMatchesFullBuild()
        let output = site.appendingPathComponent("output")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("members/joanet/calendar.ics").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("rooms/nada-2025/index.html").path))
        try edit("content/rooms/nada/chat/tercera-parte.md") { $0 + "\n19:30 anna: Fins aviat.\n" }
        try build()
        try assertMatchesFullBuild()
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("rooms/nada-2025/chat/tercera-parte/index.html").path))
        // The aliased room is kept from the last build: its old chat addresses come from its outline.
        try edit("content/rooms/tardor/chat/primera.md") { $0 + "\n18:30 marta: Fins aviat.\n" }
        XCTAssertGreaterThan(try build().keptRooms, 0)
        try assertMatchesFullBuild()
        try edit("content/members/joan.md") { $0.replacingOccurrences(of: "aliases: [joanet]\n", with: "") }
        try build()
        try assertMatchesFullBuild()
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("members/joanet").path))
    }

    func testAFileThatBecomesAFolderAndBackIsRecycledCleanly() throws {
        let assets = site.appendingPathComponent("content/assets")
        func shape(_ files: [String: String]) throws {
            try? FileManager.default.removeItem(at: assets.appendingPathComponent("guia"))
            for (path, text) in files {
                let file = assets.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            try build()
            try assertMatchesFullBuild()
        }
        // Each build recycles the tree of the build before last, which has the other shape.
        try shape(["guia": "un fitxer"])
        try shape(["guia/pla.txt": "una carpeta"])
        try shape(["guia/pla.txt": "una carpeta, canviada", "guia/mapa/nord.txt": "més avall"])
        try shape(["guia": "un fitxer altra vegada"])
        try shape(["guia/mapa": "un fitxer on hi havia una carpeta"])
    }
}
