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
        let texts: @Sendable () -> [String]
    }

    /// The JSON text of each shard, by shard number.
    let files: [String]

    /// Files the n-grams of every chunk (given in index order) into `count` shards.
    init(chunks: [Chunk], count: Int) {
        let grams = chunks.parallelMap { chunk in
            chunk.texts().reduce(into: Set<String>()) { $0.formUnion(SearchTerms.grams(of: $1)) }
        }
        var postings: [String: [Int]] = [:]
        for (ordinal, set) in grams.enumerated() {
            for gram in set { postings[gram, default: []].append(ordinal) }
        }
        var shards = Array(repeating: [String](), count: count)
        for gram in postings.keys { shards[SearchTerms.bucket(of: gram, count: count)].append(gram) }
        files = shards.map { names in
            let lines = names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { gram in
                var groups: [String] = []
                var current: (group: Int, seqs: [String])?
                for ordinal in postings[gram]! {
                    let chunk = chunks[ordinal]
                    if current?.group != chunk.group {
                        if let done = current { groups.append("[\(done.group),\(done.seqs.joined(separator: ","))]") }
                        current = (chunk.group, [])
                    }
                    current?.seqs.append(String(chunk.seq))
                }
                if let done = current { groups.append("[\(done.group),\(done.seqs.joined(separator: ","))]") }
                return JSONFormatter.quoted(gram) + ":[" + groups.joined(separator: ",") + "]"
            }
            return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        }
    }
}
