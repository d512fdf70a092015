@testable import Readalong
import XCTest

final class BuildManifestTests: XCTestCase {
    private let header = BuildManifest.Header(inputs: ContentHash(text: "inputs"), others: ContentHash(text: "others"), window: ClockWindow(start: -5, end: 90),
                                              clean: true, pageCount: 2, sourceCount: 7, outputFolder: "2049-11-1795334400.5", treeFolder: "2049-12-1795334400.7",
                                              fileCount: 2)

    func testTheTextFormReadsBackTheSame() throws {
        let counts = MessageCounts(counts: [.init(year: 2026, month: 3, sender: "joan", count: 2),
                                            .init(year: 2025, month: 12, sender: "anna maria/ç:=,%", count: 7)])
        let manifest = BuildManifest(header: header,
                                     output: ["index.html": .init(key: ContentHash(text: "k1"), hash: ContentHash(text: "h1")),
                                              "a file with spaces.txt": .init(key: ContentHash(text: "k2"), hash: ContentHash(text: "h2"))],
                                     tree: ["old.html": ContentHash(text: "h0")],
                                     rooms: ["nada": TranscriptOutline(inputs: ContentHash(text: "chats"),
                                                                       entries: [.init(name: "segona part", pages: 2, messages: counts),
                                                                                 .init(name: "primera", pages: 1, messages: MessageCounts(counts: []))]),
                                             "debat": TranscriptOutline(inputs: ContentHash(text: "more chats"),
                                                                        entries: [.init(name: "u", pages: 1, messages: counts)])])
        XCTAssertEqual(BuildManifest(text: manifest.text), manifest, "rooms keep their transcripts' order")
        XCTAssertEqual(BuildManifest.header(of: manifest.text), header)
        var unknown = manifest
        unknown.tree = nil
        XCTAssertEqual(BuildManifest(text: unknown.text), unknown)
    }

    func testAnythingIncompleteIsRefused() {
        let manifest = BuildManifest(header: header,
                                     output: ["index.html": .init(key: ContentHash(text: "k1"), hash: ContentHash(text: "h1")),
                                              "b.html": .init(key: ContentHash(text: "k2"), hash: ContentHash(text: "h2"))],
                                     tree: [:])
        let text = manifest.text
        XCTAssertNil(BuildManifest(text: String(text.dropLast(20))), "a cut-off file list")
        XCTAssertNil(BuildManifest(text: text + "extra line\n"), "lines after the lists")
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "readalong-manifest 5", with: "readalong-manifest 4")))
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "\nrooms 0\n", with: "\n")), "no room list")
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "clean 1", with: "clean")))
        XCTAssertNil(BuildManifest.header(of: ""))
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "output 2", with: "output -1")), "a negative count")
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "output 2", with: "output \(Int.max)")), "a count past the end")
        let room = "\(ContentHash(text: "chats")) 2 2026-03:joan=4 nada/primera\n"
        XCTAssertNotNil(BuildManifest(text: text.replacingOccurrences(of: "rooms 0\n", with: "rooms 1\n" + room)))
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "rooms 0\n", with: "rooms 2\n" + room)), "a room line missing")
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "rooms 0\n", with: "rooms 1\n" + room.replacingOccurrences(of: " 2 ", with: " 0 "))),
                     "a transcript of no pages")
        XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "rooms 0\n", with: "rooms 1\n" + room.replacingOccurrences(of: "/", with: "-"))),
                     "no room slug")
        for damaged in ["2026-13:joan=4", "2026-03:joan=0", "2026-03:jo an=4", "2026-03:joan", "2026:joan=4", "2026-03:j%zz=1", ""] {
            XCTAssertNil(BuildManifest(text: text.replacingOccurrences(of: "rooms 0\n", with: "rooms 1\n" + room.replacingOccurrences(of: "2026-03:joan=4", with: damaged))),
                         "message counts \(damaged)")
        }
    }

    func testFingerprintsTellInputsApart() {
        XCTAssertNotEqual(ContentHash(text: "ab"), ContentHash(text: "ba"))
        XCTAssertNotEqual(ContentHash(text: ""), ContentHash(text: "\u{0}"))
        var first = Hasher128()
        first.add("ab")
        first.add("c")
        var second = Hasher128()
        second.add("a")
        second.add("bc")
        XCTAssertNotEqual(first.finish(), second.finish(), "parts are length-prefixed")
        let hash = ContentHash(text: "a longer text of more than eight bytes")
        XCTAssertEqual(ContentHash(hexDigits: hash.description.utf8), hash)
        XCTAssertNil(ContentHash(hexDigits: "xyz".utf8))
    }
}
