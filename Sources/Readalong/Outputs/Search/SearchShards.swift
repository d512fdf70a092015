import Foundation

/// The n-gram shards of one search index (site entries, or chats): file `b` lists, for each
/// n-gram filed in it, the chunks whose text has it, as `{"gram": [[group, seq, seq…], …]}`.
///
/// A chunk is named by its group (always 0 for the site entries; a room's place in
/// `chats.json` for chats) and its number inside the group, so editing one room's chats
/// changes only the lines of its own chunks, and only in the shards of n-grams it gained or
/// lost.
struct SearchShards: Sendable {
    /// One chunk of searchable text: where it is, and the texts it holds.
    struct Chunk: Sendable {
        let group: Int
        let seq: Int
        /// How the index's language folds its n-grams.
        var folding: SearchFolding = .common
        let texts: @Sendable () -> [String]
    }

    /// One group's n-grams, each with the numbers of the group's chunks that have it.
    typealias Postings = [String: [Int]]

    /// The JSON text of each shard, by shard number.
    let files: [String]

    /// Files the n-grams of every chunk into `count` shards.
    init(chunks: [Chunk], count: Int) {
        let grams = chunks.parallelMap { chunk in
            SearchTerms.grams(of: chunk.texts(), folding: chunk.folding)
        }
        var postings: [String: [Int]] = [:]
        for (chunk, set) in zip(chunks, grams) {
            for gram in set { postings[gram, default: []].append(Self.place(chunk.group, chunk.seq)) }
        }
        var shards = Array(repeating: [String](), count: count)
        for gram in postings.keys { shards[SearchTerms.bucket(of: gram, count: count)].append(gram) }
        files = shards.map { Self.file(grams: $0) { postings[$0]! } }
    }

    /// A chunk as one sortable number: its group, then its number in the group.
    static func place(_ group: Int, _ seq: Int) -> Int { group << 24 | seq }

    /// The JSON text of one shard, which files `grams`; `places` gives a gram's chunks.
    static func file(grams: [String], places: (String) -> [Int]) -> String {
        let lines = grams.sorted(by: SearchShards.precedes).map { gram in
            var groups: [String] = []
            var current: (group: Int, seqs: [String])?
            for chunk in places(gram).sorted() {
                if current?.group != chunk >> 24 {
                    if let done = current { groups.append("[\(done.group),\(done.seqs.joined(separator: ","))]") }
                    current = (chunk >> 24, [])
                }
                current?.seqs.append(String(chunk & 0xFF_FFFF))
            }
            if let done = current { groups.append("[\(done.group),\(done.seqs.joined(separator: ","))]") }
            return Escaping.jsonString(gram) + ":[" + groups.joined(separator: ",") + "]"
        }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The order of n-grams in a shard: by Unicode scalars.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    }

    /// Each room's postings in the chat shards of an earlier build, by room slug, from its
    /// `chats.json` and the shard files it names (`shard(n)` gives file `n`); empty when any
    /// of them cannot be read, so that the rooms' chunks are read instead.
    static func previousPostings(manifest: Data?, shard: (Int) -> Data?) -> [String: Postings] {
        guard let list = SearchFilesReader.chatList(manifest) else { return [:] }
        let slugs = list.rooms
        var found = Dictionary(slugs.map { ($0, Postings()) }) { first, _ in first }
        for number in 0..<list.shards {
            guard let grams = SearchFilesReader.shard(shard(number)) else { return [:] }
            for (gram, groups) in grams {
                for group in groups {
                    guard let index = group.first, slugs.indices.contains(index) else { return [:] }
                    found[slugs[index], default: [:]][gram, default: []].append(contentsOf: group.dropFirst())
                }
            }
        }
        return found
    }
}
