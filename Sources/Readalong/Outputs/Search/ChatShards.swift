import Foundation

/// The n-gram shards of the chat index, made so that a rebuild after an edit to one room
/// costs work in proportion to that room, not to the site.
///
/// Each shard's key is a digest of what every room puts in it (`ShardDigests`), so a shard
/// none of whose rooms changed keeps its key and is reused from the last build. A kept room's
/// digests come from the last build's table; a shard an edit did change is patched: the last
/// build's shard with the edited rooms' lines replaced. When the table or the last build's
/// shards do not fit (rooms added, another shard count), postings are read as a full build
/// reads them, and the bytes are the same either way.
final class ChatShards: Sendable {
    /// One searched room, at its place (group) in `chats.json`.
    struct Room: Sendable {
        let slug: String
        /// The fingerprint of its transcripts.
        let inputs: ContentHash
        /// Its chunks, in order.
        let chunks: [SearchShards.Chunk]
        /// Whether the room was kept from the last build (its chunks are the last build's files).
        let kept: Bool
    }

    /// What the last build left that the shards may start from.
    struct Previous: Sendable {
        /// The table of digests, if it read.
        let digests: ShardDigests?
        /// The fingerprint of every input but the transcripts.
        let base: ContentHash
        /// The last build's `chats.json`, and its shard `n`.
        let manifest: @Sendable () -> Data?
        let shard: @Sendable (Int) -> Data?
    }

    /// What is known once the rooms read in this build are filed.
    private struct State: Sendable {
        /// Postings of the rooms read in this build (and of kept rooms the table lacked), by group.
        var postings: [Int: SearchShards.Postings]
        /// Those rooms' n-grams by shard.
        var buckets: [Int: [[String]]]
        /// Each room's digest of each shard.
        var digests: [[ContentHash]]
        /// Each shard's digest of everything in it.
        var keys: [ContentHash]
        /// Whether changed shards can be patched from the last build's.
        var patchable: Bool
    }

    let count: Int
    private let rooms: [Room]
    private let previous: Previous
    private let state: MadeOnce<State>
    /// Every gram's chunks (as places) and each shard's grams, for shards made from scratch.
    private let whole: MadeOnce<(places: [String: [Int]], shards: [[String]])>

    init(rooms: [Room], count: Int, previous: Previous) {
        self.rooms = rooms
        self.count = count
        self.previous = previous
        let state = MadeOnce { Self.filing(rooms: rooms, count: count, previous: previous) }
        self.state = state
        whole = MadeOnce {
            var postings = state.get.postings
            let missing = rooms.indices.filter { postings[$0] == nil }
            if !missing.isEmpty {
                postings.merge(Self.readBack(missing, of: rooms, previous: previous)) { known, _ in known }
            }
            var places: [String: [Int]] = [:]
            for (group, list) in postings {
                for (gram, seqs) in list { places[gram, default: []].append(contentsOf: seqs.map { SearchShards.place(group, $0) }) }
            }
            var shards = Array(repeating: [String](), count: count)
            for gram in places.keys { shards[SearchTerms.bucket(of: gram, count: count)].append(gram) }
            return (places, shards)
        }
    }

    /// The digest shard `number`'s key is made of.
    func digest(of number: Int) -> ContentHash { state.get.keys[number] }

    /// The JSON text of shard `number`.
    func file(_ number: Int) -> String {
        if state.get.patchable, let patched = patch(number) { return patched }
        let whole = whole.get
        return SearchShards.file(grams: whole.shards[number]) { whole.places[$0]! }
    }

    /// The table of digests to keep for the next build.
    var table: ShardDigests {
        let digests = state.get.digests
        let entries = rooms.indices.map { (rooms[$0].slug, ShardDigests.Room(inputs: rooms[$0].inputs, digests: digests[$0])) }
        return ShardDigests(base: previous.base, count: count, rooms: Dictionary(entries) { first, _ in first })
    }

    /// Files the rooms this build read, and takes the others' digests from the table.
    private static func filing(rooms: [Room], count: Int, previous: Previous) -> State {
        let known = rooms.map { room in
            room.kept ? previous.digests?.digests(of: room.slug, inputs: room.inputs, base: previous.base, count: count) : nil
        }
        let unknown = rooms.indices.filter { known[$0] == nil }
        var postings = readBack(unknown.filter { rooms[$0].kept }, of: rooms, previous: previous)
        addGrams(of: unknown.filter { postings[$0] == nil }, of: rooms, to: &postings)
        let filedPostings = postings
        let filed = unknown.parallelMap { group in
            let postings = filedPostings
            var buckets = Array(repeating: [String](), count: count)
            for gram in postings[group]!.keys { buckets[SearchTerms.bucket(of: gram, count: count)].append(gram) }
            let digests = buckets.map { grams in
                var hasher = Hasher128()
                for gram in grams.sorted(by: SearchShards.precedes) {
                    let seqs = postings[group]![gram]!
                    hasher.add(gram.utf8.count)
                    hasher.add(gram)
                    hasher.add(seqs.count)
                    seqs.forEach { hasher.add($0) }
                }
                return hasher.finish()
            }
            return (buckets, digests)
        }
        var buckets: [Int: [[String]]] = [:]
        var digests = known.map { $0 ?? [] }
        for (group, result) in zip(unknown, filed) {
            buckets[group] = result.0
            digests[group] = result.1
        }
        let slugs = rooms.map { ContentHash(text: $0.slug) }
        let keys = (0..<count).map { number in
            var hasher = Hasher128()
            hasher.add(count)
            for group in rooms.indices {
                hasher.add(slugs[group])
                hasher.add(digests[group][number])
            }
            return hasher.finish()
        }
        // Patching needs every kept room's lines in the last build's shards, at the same places.
        let patchable = unknown.allSatisfy { !rooms[$0].kept } && rooms.contains(where: \.kept)
            && sameLayout(previous.manifest(), rooms: rooms, count: count)
        return State(postings: postings, buckets: buckets, digests: digests, keys: keys, patchable: patchable)
    }

    /// Whether the last build's `chats.json` lists the same rooms in the same order, with as
    /// many shards.
    private static func sameLayout(_ manifest: Data?, rooms: [Room], count: Int) -> Bool {
        guard let list = SearchFilesReader.chatList(manifest) else { return false }
        return list.shards == count && list.rooms == rooms.map(\.slug)
    }

    /// The postings of kept rooms `groups`, from the last build's shards or else from their
    /// chunk files.
    private static func readBack(_ groups: [Int], of rooms: [Room], previous: Previous) -> [Int: SearchShards.Postings] {
        guard !groups.isEmpty else { return [:] }
        let old = SearchShards.previousPostings(manifest: previous.manifest(), shard: previous.shard)
        var postings: [Int: SearchShards.Postings] = [:]
        for group in groups { postings[group] = old[rooms[group].slug] }
        addGrams(of: groups.filter { postings[$0] == nil }, of: rooms, to: &postings)
        return postings
    }

    /// Files the n-grams of the chunks of rooms `groups` (in parallel) as their postings.
    private static func addGrams(of groups: [Int], of rooms: [Room], to postings: inout [Int: SearchShards.Postings]) {
        let chunks = groups.flatMap { group in rooms[group].chunks.map { (group, $0) } }
        let grams = chunks.parallelMap { _, chunk in
            SearchTerms.grams(of: chunk.texts(), folding: chunk.folding)
        }
        for group in groups { postings[group] = [:] }
        for ((group, chunk), set) in zip(chunks, grams) {
            for gram in set { postings[group]![gram, default: []].append(chunk.seq) }
        }
    }

    /// Shard `number` made from the last build's: the kept rooms' lines as they were, the
    /// others' as filed now. `nil` when the last build's shard does not read.
    private func patch(_ number: Int) -> String? {
        let state = state.get
        guard let old = SearchFilesReader.shard(previous.shard(number)) else { return nil }
        var places: [String: [Int]] = [:]
        for (gram, groups) in old {
            for group in groups {
                guard let index = group.first, rooms.indices.contains(index) else { return nil }
                guard rooms[index].kept else { continue }
                places[gram, default: []].append(contentsOf: group.dropFirst().map { SearchShards.place(index, $0) })
            }
        }
        for (group, buckets) in state.buckets {
            for gram in buckets[number] {
                places[gram, default: []].append(contentsOf: state.postings[group]![gram]!.map { SearchShards.place(group, $0) })
            }
        }
        return SearchShards.file(grams: Array(places.keys)) { places[$0]! }
    }
}
