/// Where a site names a member, book or room by its handle or slug outside `@/` links:
/// the places `publish rename` rewrites, by file.
enum RenameReferences {
    /// Every place that names `name`, by path, as 1-based line and column.
    static func places(of name: String, kind: RenameKind, in site: Site) -> [String: [(line: Int, column: Int)]] {
        var found: [SourceLocation] = []
        func add<T>(_ values: [Located<T>], _ value: (T) -> String) {
            found += values.filter { value($0.value) == name }.map(\.location)
        }
        switch kind {
        case .member:
            for member in site.members { add(member.friends, \.self) }
            for room in site.rooms {
                add([room.host] + room.moderators + room.members, \.self)
                add(room.ratings, \.handle)
                for transcript in room.transcripts.loaded {
                    add(transcript.messages.map(\.sender), \.self)
                    add(transcript.polls.flatMap { $0.options.flatMap(\.votes) }, \.self)
                }
            }
        case .book:
            for room in site.rooms { add([room.book], \.self) }
        case .room:
            break
        }
        found += clubPlaces(of: name, kind: kind, in: site)
        return Dictionary(grouping: found, by: \.path).mapValues { $0.map { ($0.line, $0.column) } }
    }
}
