import Foundation

/// What each searched room puts in each chat search shard, as digests, kept in the staging
/// area between builds: a rebuild takes a kept room's digests from here instead of reading
/// its postings back, and so knows which shards an edit changed without touching the rest.
///
/// A room's digests depend only on its transcripts, on every other input (`base`) and on the
/// number of shards, so an entry is used only when all three match; any other entry, and a
/// table that does not read, is ignored and the postings are read as before.
struct ShardDigests: Equatable, Sendable {
    /// One room: the fingerprint of its transcripts, and a digest per shard.
    struct Room: Equatable, Sendable {
        let inputs: ContentHash
        let digests: [ContentHash]
    }

    static let formatLine = "readalong-chat-shards 1\n"
    /// The fingerprint of every input but the transcripts.
    let base: ContentHash
    /// How many shards the chat index had.
    let count: Int
    /// The searched rooms, by slug.
    let rooms: [String: Room]

    init(base: ContentHash, count: Int, rooms: [String: Room]) {
        self.base = base
        self.count = count
        self.rooms = rooms
    }

    /// A kept room's digests, when the table knows them for these inputs.
    func digests(of slug: String, inputs: ContentHash, base: ContentHash, count: Int) -> [ContentHash]? {
        guard self.base == base, self.count == count, let room = rooms[slug], room.inputs == inputs else { return nil }
        return room.digests
    }

    /// The stored form: the format line, then 64-bit little-endian words: the base (two
    /// words), the shard count, the room count; per room (in slug order) the slug's byte
    /// count and bytes, its inputs, and `count` digests (two words each).
    var data: Data {
        var bytes = Array(Self.formatLine.utf8)
        func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func hash(_ value: ContentHash) { word(value.high); word(value.low) }
        hash(base)
        word(UInt64(count))
        word(UInt64(rooms.count))
        for (slug, room) in rooms.sorted(by: { $0.key < $1.key }) {
            word(UInt64(slug.utf8.count))
            bytes.append(contentsOf: slug.utf8)
            hash(room.inputs)
            room.digests.forEach(hash)
        }
        return Data(bytes)
    }

    /// Reads the stored form; `nil` when it is not of this format or is cut short.
    init?(data: Data) {
        let bytes = [UInt8](data)
        var offset = Self.formatLine.utf8.count
        guard bytes.count >= offset, bytes[..<offset].elementsEqual(Self.formatLine.utf8) else { return nil }
        func word() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
        }
        func hash() -> ContentHash? {
            guard let high = word(), let low = word() else { return nil }
            return ContentHash(high: high, low: low)
        }
        guard let base = hash(), let count = word(), let roomCount = word(), count <= 1 << 16,
              UInt64(bytes.count) / (16 * (count + 1) + 8) >= roomCount else { return nil }
        var rooms: [String: Room] = [:]
        for _ in 0..<roomCount {
            guard let length = word(), UInt64(bytes.count - offset) >= length else { return nil }
            let slug = String(decoding: bytes[offset..<offset + Int(length)], as: UTF8.self)
            offset += Int(length)
            guard let inputs = hash() else { return nil }
            var digests: [ContentHash] = []
            for _ in 0..<count {
                guard let digest = hash() else { return nil }
                digests.append(digest)
            }
            rooms[slug] = Room(inputs: inputs, digests: digests)
        }
        guard offset == bytes.count else { return nil }
        self.init(base: base, count: Int(count), rooms: rooms)
    }

    /// The table stored at `path`; `nil` when there is none or it does not read.
    static func load(from path: String) -> ShardDigests? {
        FileManager.default.contents(atPath: path).flatMap(ShardDigests.init(data:))
    }

    /// Stores the table at `path`, replacing the old one in one rename. A table that cannot
    /// be stored costs the next rebuild time, not correctness: the old one is removed.
    func save(to path: String) {
        let temporary = path + ".new"
        guard FileManager.default.createFile(atPath: temporary, contents: data),
              rename(temporary, path) == 0 else {
            unlink(path)
            return
        }
    }
}
