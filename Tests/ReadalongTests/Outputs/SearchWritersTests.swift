import XCTest
@testable import Readalong

/// The search writers on typed records (site entries, a chat page, the two lists) and the
/// reader of an earlier build's files: exact bytes, JSON escaping, bad inputs.
final class SearchWritersTests: XCTestCase {
    func testSiteEntriesAreWrittenOneALineAndChunkedByAHundred() {
        let hostile = SiteSearchIndex.Entry(kind: "Llibre", title: "El \"gran\" \\ llibre\n\u{2028}<i>", detail: "A\u{1}B",
                                            url: "/books/gran/")
        XCTAssertEqual(hostile.json, #"{"kind": "Llibre", "title": "El \"gran\" \\ llibre\n\u2028<i>", "detail": "A\u0001B", "url": "/books/gran/"}"#)
        XCTAssertEqual(hostile.text, "El \"gran\" \\ llibre\n\u{2028}<i> A\u{1}B Llibre")
        let entries = (0..<101).map { SiteSearchIndex.Entry(kind: "K", title: "T\($0)", detail: "", url: "/\($0)/") }
        XCTAssertEqual(SiteSearchIndex.chunkCount(entries: 0), 0)
        XCTAssertEqual(SiteSearchIndex.chunkCount(entries: 100), 1)
        XCTAssertEqual(SiteSearchIndex.chunkCount(entries: 101), 2)
        let last = SiteSearchIndex.chunk(entries, number: 1)
        XCTAssertEqual(last.json, "[\n{\"kind\": \"K\", \"title\": \"T100\", \"detail\": \"\", \"url\": \"/100/\"}\n]\n")
        XCTAssertEqual(last.texts, ["T100  K"])
        XCTAssertEqual(SiteSearchIndex.chunk(entries, number: 0).texts.count, 100)
        XCTAssertEqual(SiteSearchIndex.chunk(entries, number: 2).json, "[]\n")
    }

    func testChatPageSaysTitleAndDaysOnce() {
        let page = ChatSearchPage(title: "Solitud · \"Primera\"", url: "/rooms/tardor/chat/primera/", language: "ca",
                                  days: ["12 de novembre", "13 de novembre"],
                                  messages: [.init(text: "Hola \"tots\"\n", day: 0, anchor: "m-1"),
                                             .init(text: "Adiós", day: 1, anchor: "m-2", language: "es")])
        XCTAssertEqual(page.json, """
            {"title": "Solitud · \\"Primera\\"", "url": "/rooms/tardor/chat/primera/", "lang": "ca", "dates": ["12 de novembre", "13 de novembre"],
            "messages": [
            ["Hola \\"tots\\"\\n", 0, "m-1"],
            ["Adiós", 1, "m-2", "es"]
            ]}

            """)
        XCTAssertEqual(page.texts, ["Hola \"tots\"\n", "Adiós"])
        let empty = ChatSearchPage(title: "T", url: "/u/", language: "en", days: [], messages: [])
        XCTAssertEqual(empty.json, "{\"title\": \"T\", \"url\": \"/u/\", \"lang\": \"en\", \"dates\": [],\n\"messages\": []}\n")
        XCTAssertEqual(SearchFilesReader.chatTexts(of: Data(page.json.utf8)), page.texts)
    }

    func testListsNameFoldersCountsAndRooms() {
        XCTAssertEqual(SearchLists.siteIndex(chunks: 3, shards: 4, termsFolder: "/search/terms/site/", chunksFolder: "/search/site/"),
                       "{\"shards\": 4, \"terms\": \"/search/terms/site/\", \"chunks\": \"/search/site/\", \"count\": 3}\n")
        let rooms: [(slug: String, chats: [TranscriptOutline.Entry])] = [
            ("tardor", [TranscriptOutline.Entry(name: "primera", pages: 2, messages: MessageCounts(counts: [])),
                        TranscriptOutline.Entry(name: "segona", pages: 1, messages: MessageCounts(counts: []))]),
            ("buida", []),
        ]
        XCTAssertEqual(SearchLists.chats(rooms: rooms, shards: 8, termsFolder: "/t/", chunksFolder: "/c/"), """
            {"shards": 8, "terms": "/t/", "chunks": "/c/",
            "rooms": [
            ["tardor",[["primera",2],["segona",1]]],
            ["buida",[]]
            ]}

            """)
        XCTAssertEqual(SearchLists.chats(rooms: [], shards: 4, termsFolder: "/t/", chunksFolder: "/c/"),
                       "{\"shards\": 4, \"terms\": \"/t/\", \"chunks\": \"/c/\",\n\"rooms\": []}\n")
        let list = SearchLists.chats(rooms: rooms, shards: 8, termsFolder: "/t/", chunksFolder: "/c/")
        XCTAssertEqual(SearchFilesReader.chatList(Data(list.utf8)), SearchFilesReaderTests.list(shards: 8, rooms: ["tardor", "buida"]))
    }
}

/// Reading back an earlier build's search files: what does not read gives nothing, never a crash.
final class SearchFilesReaderTests: XCTestCase {
    /// The list `chats.json` reads as.
    static func list(shards: Int, rooms: [String]) -> SearchFilesReader.ChatList? {
        let json = "{\"shards\": \(shards), \"rooms\": [" + rooms.map { "[\"\($0)\",[]]" }.joined(separator: ",") + "]}"
        return try? JSONDecoder().decode(SearchFilesReader.ChatList.self, from: Data(json.utf8))
    }

    func testChatTextsTakeTheFirstStringOfEachMessage() {
        func texts(_ json: String) -> [String] { SearchFilesReader.chatTexts(of: Data(json.utf8)) }
        XCTAssertEqual(texts(#"{"messages": [["a", 0, "m"], [1, "b"], [], ["c"]]}"#), ["a", "c"])
        XCTAssertEqual(texts(#"{"title": "no messages"}"#), [])
        XCTAssertEqual(texts(#"{"messages": null}"#), [])
        XCTAssertEqual(texts(#"{"messages": ["a", "b"]}"#), [], "messages that are not arrays")
        XCTAssertEqual(texts("[1, 2]"), [])
        XCTAssertEqual(texts("{\"messages\": [[\"a\""), [], "cut short")
    }

    func testChatListNeedsCountAndSlugs() {
        func list(_ json: String?) -> SearchFilesReader.ChatList? { SearchFilesReader.chatList(json.map { Data($0.utf8) }) }
        let good = list(#"{"shards": 4, "terms": "/t/", "rooms": [["a", [["x", 1]]], ["b", []]]}"#)
        XCTAssertEqual(good?.shards, 4)
        XCTAssertEqual(good?.rooms, ["a", "b"])
        XCTAssertNil(list(nil))
        XCTAssertNil(list(#"{"rooms": []}"#), "no shard count")
        XCTAssertNil(list(#"{"shards": -1, "rooms": []}"#), "a negative count")
        XCTAssertNil(list(#"{"shards": "4", "rooms": []}"#))
        XCTAssertNil(list(#"{"shards": 4, "rooms": [[7, []]]}"#), "a slug that is not a string")
        XCTAssertNil(list(#"{"shards": 4, "rooms": [[]]}"#), "a room without a slug")
        XCTAssertNil(list(#"{"shards": 4, "rooms": ["a"]}"#), "a room that is not an array")
    }

    func testShardReadsGramsWithTheirGroups() {
        func shard(_ json: String?) -> [String: [[Int]]]? { SearchFilesReader.shard(json.map { Data($0.utf8) }) }
        XCTAssertEqual(shard("{\n\"ab\":[[0,1,2],[3,0]],\n\"bc\":[[1,4]]\n}\n"), ["ab": [[0, 1, 2], [3, 0]], "bc": [[1, 4]]])
        XCTAssertEqual(shard("{}\n"), [:])
        XCTAssertNil(shard(nil))
        XCTAssertNil(shard(#"{"ab": [["0"]]}"#))
        XCTAssertNil(shard(#"{"ab": [0]}"#))
        XCTAssertNil(shard("[]"))
    }

    /// A corrupt `chats.json` naming a room twice reads as the room's postings, not a crash.
    func testPreviousPostingsSurviveARoomListedTwice() {
        let manifest = Data(#"{"shards": 1, "rooms": [["a", []], ["a", []]]}"#.utf8)
        let postings = SearchShards.previousPostings(manifest: manifest) { _ in Data(#"{"ab": [[1, 5]]}"#.utf8) }
        XCTAssertEqual(postings, ["a": ["ab": [5]]])
    }
}
