/// Reports handles in rooms and friend lists that name no member file (E022): each handle
/// once per file, at its first place, with a hint towards the handle meant — a close one,
/// or the file a renamed member now has.
struct UnknownMembers {
    private let known: [String]
    private let renames: MemberRename
    /// Members that no room or friend list names: a renamed file is one of them until every
    /// reference is updated.
    private let unreferenced: Set<String>

    init(known: Set<String>, site: ResolvedSite) {
        self.known = known.sorted()
        let members = Dictionary(site.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        self.renames = MemberRename(members: members)
        var referenced = Set(site.members.flatMap { $0.friends.map(\.value) })
        for room in site.rooms {
            referenced.formUnion(room.roster)
            referenced.formUnion(room.moderators.map(\.value))
        }
        self.unreferenced = known.subtracting(referenced)
    }

    /// Reports the handles of one file, gathered by the field that names them.
    func report(_ tally: HandleTally<String>, log: DiagnosticLog) {
        for entry in tally.entries {
            let first = entry.first
            let values = ["field": first.use, "handle": entry.handle, "times": "\(entry.places.count)"]
            log.report(.unknownMember, at: first.location,
                       ToolText(entry.places.count > 1 ? "member.unknown.repeated" : "member.unknown", values),
                       hint: hint(for: entry.handle))
        }
    }

    /// A handle that names no file and no likely rename: the file is new, or was deleted
    /// when the member left. A former member keeps their file, marked with `left:`, so that
    /// past rooms still name them.
    private static func missingFileHint(_ handle: String) -> ToolText {
        ToolText("member.unknown.hint", ["handle": handle])
    }

    private func hint(for handle: String) -> ToolText {
        renames.aliasHint(for: handle)
            ?? SlugSuggestion.hint(for: handle, in: known, folder: "content/members/")
            ?? renames.hint(for: handle, preferring: unreferenced)
            ?? (Slug.isValid(handle) ? Self.missingFileHint(handle) : ToolText("member.handles.hint"))
    }
}
