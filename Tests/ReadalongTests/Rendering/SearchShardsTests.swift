import Foundation
@testable import Readalong
import XCTest

/// The sharded search index: the shards the search page fetches for a query must lead it to
/// every entry and message the whole index would have given, in any script.
final class SearchShardsTests: XCTestCase {
    private static let chat = """
    ---
    date: 2026-11-12
    event: debat-1
    ---
    18:02 marta: ΟΔΟΣ προς το σπίτι, είπε ο Νίκος
    18:03 joan: 我喜欢这本书，真的很好看
    18:04 anna: قرأت الكتاب كله في ليلة واحدة
    18:05 marta: קראתי את הספר בלילה אחד
    18:06 joan: Прочитала всю книгу за одну ночь
    18:07 anna: Crème brûlée a can L'ÀVIA, naïf\u{00A0}über
    18:08 joan [spoiler]: Secretdelfinal
    18:09 anna [hidden]: Amagatdetots
    18:10 marta: 東京の本屋で買いました
    """

    private static let changes: [String: String?] = [
        "content/rooms/tardor/chat/primera.md": chat,
        "content/books/santi.md": "---\ntitle: 三体\nauthors: [刘慈欣]\n---\n",
        "content/books/master.md": "---\ntitle: Мастер и Маргарита\nauthors: [Михаил Булгаков]\n---\n",
    ]

    /// The folded texts of each chunk of an index, by `group/seq`.
    private struct Index {
        var chunks: [(key: String, texts: [String])] = []
        var shards: [[String: [[Int]]]] = []

        /// What the search page would list: each chunk the shards give, read in order.
        func lookup(_ words: [String]) -> [String] {
            let grams = words.flatMap(SearchTerms.queryGrams(of:))
            var allowed: Set<String>?
            for gram in grams {
                let shard = shards[SearchTerms.bucket(of: gram, count: shards.count)]
                let keys = (shard[gram] ?? []).flatMap { group in group.dropFirst().map { "\(group[0])/\($0)" } }
                allowed = allowed.map { $0.intersection(keys) } ?? Set(keys)
            }
            return chunks.filter { allowed?.contains($0.key) ?? true }.flatMap { chunk in
                chunk.texts.filter { text in words.allSatisfy { SearchTerms.fold(text).contains($0) } }
            }
        }

        /// What reading every chunk gives.
        func scan(_ words: [String]) -> [String] {
            chunks.flatMap { $0.texts.filter { text in words.allSatisfy { SearchTerms.fold(text).contains($0) } } }
        }
    }

    private func json(_ text: String?) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(text).utf8))
    }

    private func shards(_ folder: String, count: Int, in files: [String: String]) throws -> [[String: [[Int]]]] {
        try (0..<count).map { try XCTUnwrap(json(files["search/terms/\(folder)/\($0).json"]) as? [String: [[Int]]]) }
    }

    private func chatIndex(_ files: [String: String]) throws -> Index {
        let manifest = try XCTUnwrap(json(files["search/chats.json"]) as? [String: Any])
        let rooms = try XCTUnwrap(manifest["rooms"] as? [[Any]])
        var index = Index()
        for (group, room) in rooms.enumerated() {
            var seq = 0
            for chat in try XCTUnwrap(room[1] as? [[Any]]) {
                for page in 1...(try XCTUnwrap(chat[1] as? Int)) {
                    let path = "search/chat/\(room[0])/\(chat[0])/\(page).json"
                    index.chunks.append(("\(group)/\(seq)", SearchFilesReader.chatTexts(of: Data(try XCTUnwrap(files[path], path).utf8))))
                    seq += 1
                }
            }
        }
        index.shards = try shards("chat", count: try XCTUnwrap(manifest["shards"] as? Int), in: files)
        return index
    }

    private func siteIndex(_ files: [String: String]) throws -> Index {
        let manifest = try XCTUnwrap(json(files["search/index.json"]) as? [String: Any])
        var index = Index()
        for seq in 0..<(try XCTUnwrap(manifest["count"] as? Int)) {
            let entries = try XCTUnwrap(json(files["search/site/\(seq).json"]) as? [[String: String]])
            index.chunks.append(("0/\(seq)", entries.map { "\($0["title"]!) \($0["detail"]!) \($0["kind"]!)" }))
        }
        index.shards = try shards("site", count: try XCTUnwrap(manifest["shards"] as? Int), in: files)
        return index
    }

    /// Query words cut from a text: each token, and every piece of two to four characters.
    private func words(from text: String) -> [String] {
        let tokens = SearchTerms.fold(text).split { $0.unicodeScalars.allSatisfy(SearchTerms.isSeparator) }.map(String.init)
        return tokens + tokens.flatMap { token -> [String] in
            let characters = Array(token)
            return characters.indices.flatMap { start in
                (1...4).compactMap { length in
                    start + length <= characters.count ? String(characters[start..<start + length]) : nil
                }
            }
        }
    }

    func testEveryPieceOfEveryMessageFindsWhatReadingEveryChunkFinds() throws {
        let files = try SiteFixture.render(Self.changes)
        for index in [try chatIndex(files), try siteIndex(files)] {
            let texts = index.chunks.flatMap(\.texts)
            XCTAssertFalse(texts.isEmpty)
            for text in texts {
                for word in words(from: text) {
                    XCTAssertEqual(index.lookup([word]), index.scan([word]), "query \(word)")
                }
            }
        }
    }

    func testQueriesInEveryScriptFindTheirMessageOrBook() throws {
        let files = try SiteFixture.render(Self.changes)
        let chats = try chatIndex(files)
        let cases: [(String, String)] = [
            // The browser folds a closing capital sigma to "ς" where this side makes "σ"; the
            // n-grams count both as "σ", so both spellings reach the chunk.
            ("οδοσ", "ΟΔΟΣ προς το σπίτι, είπε ο Νίκος"), ("νικος", "ΟΔΟΣ προς το σπίτι, είπε ο Νίκος"),
            ("书", "我喜欢这本书，真的很好看"), ("这本", "我喜欢这本书，真的很好看"),
            ("الكتاب", "قرأت الكتاب كله في ليلة واحدة"), ("הספר", "קראתי את הספר בלילה אחד"),
            ("книгу", "Прочитала всю книгу за одну ночь"), ("creme brul", "Crème brûlée a can L'ÀVIA, naïf über"),
            ("l'avia", "Crème brûlée a can L'ÀVIA, naïf über"), ("uber", "Crème brûlée a can L'ÀVIA, naïf über"),
            ("東京", "東京の本屋で買いました"), ("屋", "東京の本屋で買いました"),
        ]
        XCTAssertEqual(SearchTerms.queryGrams(of: "οδος"), SearchTerms.queryGrams(of: "οδοσ"))
        for (query, message) in cases {
            let words = SearchTerms.fold(query).split(separator: " ").map(String.init)
            XCTAssertEqual(chats.lookup(words), [message], query)
        }
        let site = try siteIndex(files)
        XCTAssertEqual(site.lookup(["体"]), ["三体 刘慈欣 Llibre"])
        XCTAssertEqual(site.lookup(["булгаков"]), ["Мастер и Маргарита Михаил Булгаков Llibre"])
        XCTAssertEqual(site.lookup(["x"]), site.scan(["x"]), "a single Latin letter reads the chunks in order")
    }

    func testShardsHoldOnlyWhatThePublishedChunksSay() throws {
        let files = try SiteFixture.render(Self.changes)
        let chats = try chatIndex(files)
        let rebuilt = SearchShards(chunks: chats.chunks.map { chunk in
            let parts = chunk.key.split(separator: "/").compactMap { Int($0) }
            let texts = chunk.texts
            return SearchShards.Chunk(group: parts[0], seq: parts[1]) { texts }
        }, count: chats.shards.count)
        for (number, text) in rebuilt.files.enumerated() {
            XCTAssertEqual(files["search/terms/chat/\(number).json"], text, "shard \(number)")
        }
        for (path, text) in files where path.hasPrefix("search/") {
            for secret in ["secretdelfinal", "amagatdetots", "ecretdel", "magatde"] {
                XCTAssertFalse(text.lowercased().contains(secret), "\(secret) in \(path)")
            }
        }
    }

    func testTheFilesThePageLoadsFirstAreTiny() throws {
        let files = try SiteFixture.render(Self.changes)
        XCTAssertEqual(files["search/index.json"],
                       "{\"shards\": 4, \"terms\": \"/search/terms/site/\", \"chunks\": \"/search/site/\", \"count\": 1}\n")
        XCTAssertEqual(files["search/chats.json"], """
            {"shards": 4, "terms": "/search/terms/chat/", "chunks": "/search/chat/",
            "rooms": [
            ["tardor",[["primera",1]]]
            ]}

            """)
        let page = try XCTUnwrap(files["search/index.html"])
        XCTAssertTrue(page.contains("data-index=\"/search/index.json\" data-chats=\"/search/chats.json\""), page)
        XCTAssertTrue(page.contains("data-result=\"1 resultat\" data-results=\"%@ resultats\""), "one result is not 1 resultats")
    }

    func testShardLinesListGroupsAndChunksInOrder() {
        let chunks = [(0, 0, ["ab cd"]), (0, 1, ["abc"]), (2, 0, ["xab"])].map { chunk in
            SearchShards.Chunk(group: chunk.0, seq: chunk.1) { chunk.2 }
        }
        let shards = SearchShards(chunks: chunks, count: 1)
        XCTAssertEqual(shards.files, ["{\n\"ab\":[[0,0,1],[2,0]],\n\"abc\":[[0,1]],\n\"bc\":[[0,1]],\n\"cd\":[[0,0]],\n\"xa\":[[2,0]],\n\"xab\":[[2,0]]\n}\n"])
        XCTAssertEqual(SearchShards(chunks: [], count: 2).files, ["{}\n", "{}\n"])
    }

    func testKeptRoomsTakeTheirPostingsBackFromTheLastShards() throws {
        let chunks = [(0, 0, ["ab cd"]), (0, 1, ["abc"]), (1, 0, ["xab"]), (1, 1, ["cd"])].map { chunk in
            SearchShards.Chunk(group: chunk.0, seq: chunk.1) { chunk.2 }
        }
        let full = SearchShards(chunks: chunks, count: 2)
        let manifest = Data("{\"shards\": 2, \"rooms\": [[\"u\",[]], [\"v\",[]]]}".utf8)
        let previous = SearchShards.previousPostings(manifest: manifest) { Data(full.files[$0].utf8) }
        XCTAssertEqual(previous["u"], ["ab": [0, 1], "abc": [1], "bc": [1], "cd": [0]])
        XCTAssertEqual(previous["v"], ["ab": [0], "xa": [0], "xab": [0], "cd": [1]])
        XCTAssertEqual(SearchShards.previousPostings(manifest: manifest) { $0 == 0 ? Data(full.files[0].utf8) : nil }, [:],
                       "a shard that cannot be read: nothing is taken from the last build")
        XCTAssertEqual(SearchShards.previousPostings(manifest: Data("[]".utf8)) { _ in Data() }, [:])
        XCTAssertEqual(SearchShards.previousPostings(manifest: manifest) { _ in Data("{\"ab\":[[7,0]]}".utf8) }, [:],
                       "a group the list does not name")
    }

    func testFoldingGramsAndShardNumbersFollowThePage() {
        XCTAssertEqual(SearchTerms.fold("L'ÀVIA Über ΟΔΟΣ"), "l'avia uber οδοσ")
        XCTAssertEqual(SearchTerms.grams(of: "Ab\u{3000}書c ς"), ["ab", "書", "書c"])
        XCTAssertEqual(SearchTerms.queryGrams(of: "love"), ["lov", "ove"])
        XCTAssertEqual(SearchTerms.queryGrams(of: "barcelona"), ["bar", "rce", "elo", "ona"], "four runs, spread out")
        XCTAssertEqual(SearchTerms.queryGrams(of: "abcdefg"), ["abc", "bcd", "def", "efg"], "rounded like the page: 4/3 → 1, 8/3 → 3")
        XCTAssertEqual(SearchTerms.queryGrams(of: "οδος"), ["οδο", "δοσ"])
        XCTAssertEqual(SearchTerms.queryGrams(of: "本"), ["本"])
        XCTAssertEqual(SearchTerms.queryGrams(of: "a"), [])
        XCTAssertEqual(SearchTerms.queryGrams(of: "ab"), ["ab"])
        // 32-bit FNV-1a: "a" is 0xE40C292C, "" is the offset basis 0x811C9DC5.
        XCTAssertEqual(SearchTerms.bucket(of: "a", count: 1024), 0xE40C292C & 1023)
        XCTAssertEqual(SearchTerms.bucket(of: "", count: 64), 0x811C9DC5 & 63)
        XCTAssertEqual([0, 16, 17, 1200, 10_000].map { SearchTerms.bucketCount(chunks: $0) }, [4, 4, 8, 512, 1024])
    }
}
