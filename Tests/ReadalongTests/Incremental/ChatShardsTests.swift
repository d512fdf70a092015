import Foundation
@testable import Readalong
import XCTest

/// The chat shards of a rebuild start from the last build's digests and shards, and must give
/// the bytes a build from scratch gives without reading the kept rooms' chunks.
final class ChatShardsTests: XCTestCase {
    /// Counts the chunks whose texts were asked for.
    private final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    private let base = ContentHash(text: "every other input")

    private func room(_ slug: String, _ texts: [[String]], kept: Bool = false, reads: Reads? = nil) -> ChatShards.Room {
        let chunks = texts.enumerated().map { seq, said in
            SearchShards.Chunk(group: -1, seq: seq) {
                reads?.add()
                return said
            }
        }
        return ChatShards.Room(slug: slug, inputs: ContentHash(text: texts.description), chunks: chunks, kept: kept)
    }

    /// What a build leaves for the next: the table, `chats.json` and the shards.
    private func previous(_ shards: ChatShards, slugs: [String], table: ShardDigests?, base: ContentHash? = nil,
                          readable: Bool = true) -> ChatShards.Previous {
        let files = (0..<shards.count).map { Data(shards.file($0).utf8) }
        let rooms = slugs.map { "[\"\($0)\",[]]" }.joined(separator: ",")
        let manifest = Data("{\"shards\": \(shards.count), \"rooms\": [\(rooms)]}".utf8)
        return ChatShards.Previous(digests: table, base: base ?? self.base, manifest: { manifest },
                                   shard: { readable ? files[$0] : nil })
    }

    private func scratch(_ rooms: [ChatShards.Room]) -> ChatShards {
        ChatShards(rooms: rooms, count: 4, previous: ChatShards.Previous(digests: nil, base: base, manifest: { nil }, shard: { _ in nil }))
    }

    private let first = [["ab cd", "wxyz"], ["abc"], ["hola a tothom"]]
    private let second = [["xab"], ["cd efgh"], ["bon dia"]]
    private let edited = [["ab cd", "wxyz"], ["abc zq"], ["hola a tothom"]]

    func testAFullBuildFilesChunksAsTheSiteIndexDoes() {
        let shards = scratch([room("u", first), room("v", second)])
        let chunks = [first, second].enumerated().flatMap { group, texts in
            texts.enumerated().map { seq, said in SearchShards.Chunk(group: group, seq: seq) { said } }
        }
        XCTAssertEqual((0..<4).map(shards.file), SearchShards(chunks: chunks, count: 4).files)
    }

    func testAnEditPatchesOnlyTheShardsItChangesAndReadsNoKeptRoom() {
        let last = scratch([room("u", first), room("v", second)])
        let reads = Reads()
        let rebuilt = ChatShards(rooms: [room("u", edited), room("v", second, kept: true, reads: reads)], count: 4,
                                 previous: previous(last, slugs: ["u", "v"], table: last.table))
        let expected = scratch([room("u", edited), room("v", second)])
        XCTAssertEqual((0..<4).map(rebuilt.file), (0..<4).map(expected.file))
        XCTAssertEqual(reads.total, 0, "the kept room's chunks are not read")
        let changed = (0..<4).filter { last.file($0) != expected.file($0) }
        XCTAssertEqual(changed, [SearchTerms.bucket(of: "zq", count: 4)], "one new n-gram, one shard")
        for number in 0..<4 {
            XCTAssertEqual(rebuilt.digest(of: number) == last.digest(of: number), !changed.contains(number), "shard \(number)")
            XCTAssertEqual(rebuilt.digest(of: number), expected.digest(of: number), "the key a full build gives")
        }
        XCTAssertEqual(rebuilt.table, expected.table)
    }

    func testATableThatDoesNotFitMeansReadingThePostingsBack() {
        let last = scratch([room("u", first), room("v", second)])
        let expected = scratch([room("u", edited), room("v", second)])
        let others = ShardDigests(base: base, count: 8, rooms: last.table.rooms)
        for (table, shardBase, readable, chunksRead) in [(nil, base, true, 0), (last.table, ContentHash(text: "new templates"), true, 0),
                                                         (others, base, true, 0), (nil, base, false, 3)] {
            let reads = Reads()
            let rebuilt = ChatShards(rooms: [room("u", edited), room("v", second, kept: true, reads: reads)], count: 4,
                                     previous: previous(last, slugs: ["u", "v"], table: table, base: shardBase, readable: readable))
            XCTAssertEqual((0..<4).map(rebuilt.file), (0..<4).map(expected.file))
            XCTAssertEqual((0..<4).map(rebuilt.digest), (0..<4).map(expected.digest))
            XCTAssertEqual(reads.total, chunksRead, "from the last shards when they read, else from the chunks")
        }
    }

    func testARoomAddedInFrontMovesEveryRoomAndIsFiledFromScratch() {
        let last = scratch([room("u", first), room("v", second)])
        let rebuilt = ChatShards(rooms: [room("a", [["nou"]]), room("u", first, kept: true), room("v", second, kept: true)], count: 4,
                                 previous: previous(last, slugs: ["u", "v"], table: last.table))
        let expected = scratch([room("a", [["nou"]]), room("u", first), room("v", second)])
        XCTAssertEqual((0..<4).map(rebuilt.file), (0..<4).map(expected.file))
    }

    func testTheTableReadsBackAndRejectsDamage() throws {
        let table = scratch([room("u", first), room("v", second)]).table
        XCTAssertEqual(ShardDigests(data: table.data), table)
        XCTAssertEqual(table.rooms.keys.sorted(), ["u", "v"])
        XCTAssertEqual(table.rooms["u"]?.digests.count, 4)
        XCTAssertNil(ShardDigests(data: Data()))
        XCTAssertNil(ShardDigests(data: Data("readalong-chat-shards 2\n".utf8) + table.data.dropFirst(24)), "another format")
        XCTAssertNil(ShardDigests(data: table.data.dropLast(1)), "cut short")
        XCTAssertNil(ShardDigests(data: table.data + Data([0])), "bytes after the last room")
        var huge = table.data
        huge.replaceSubrange(48..<56, with: [UInt8](repeating: 0xFF, count: 8))
        XCTAssertNil(ShardDigests(data: huge), "more rooms than the bytes could hold")
    }
}
