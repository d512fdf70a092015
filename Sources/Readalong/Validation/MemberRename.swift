/// Recognises a handle left behind when a member's file was renamed (`jordi.md` became
/// `jordi-vila.md`, and rooms, friends and transcripts still say `jordi`), and names the
/// file it probably became.
struct MemberRename {
    private let members: [String: Member]

    /// A guesser over the site's members, by handle.
    init(members: [String: Member]) {
        self.members = members
    }

    /// The hint for `handle`, which names no member file, when a member lists it in
    /// `aliases:`: write the member's handle.
    func aliasHint(for handle: String) -> ToolText? {
        guard members[handle] == nil,
              let owner = members.values.filter({ $0.aliases.contains { $0.value == handle } }).min(by: { $0.path < $1.path })
        else { return nil }
        return AliasIndex.hint(old: handle, new: owner.handle, path: owner.path, kind: .member)
    }

    /// The hint for `handle`, which names no member file, when some member's file looks like
    /// its new name; `nil` otherwise. Of several such members, those in `preferred` win.
    func hint(for handle: String, preferring preferred: Set<String> = []) -> ToolText? {
        guard members[handle] == nil else { return nil }
        let all = members.values.filter { Self.couldBeRenamed(from: handle, to: $0) }.map(\.handle).sorted()
        let favoured = all.filter(preferred.contains)
        let guesses = favoured.isEmpty ? all : favoured
        guard let first = guesses.first else { return nil }
        if guesses.count == 1 {
            return ToolText("member.renamed.hint", ["name": first, "path": members[first]!.path, "old": handle])
        }
        let named = guesses.prefix(3)
        return ToolText("member.renamedOneOf.hint", ["names": named.dropLast().joined(separator: "', '"),
                                                     "last": named.last!, "old": handle])
    }

    /// Whether `old` and the member's handle share their first or last words (`jordi` and
    /// `jordi-vila`, `vila` and `jordi-vila`, `jordi-vila` and `jordi`), or `old` is made of
    /// the first or last words of the member's name ("Jordi Vilà").
    static func couldBeRenamed(from old: String, to member: Member) -> Bool {
        let oldWords = old.split(separator: "-")
        let handleWords = member.handle.split(separator: "-")
        let nameWords = Slug.make(from: member.name).split(separator: "-")
        return Self.isEnd(oldWords, of: handleWords) || Self.isEnd(handleWords, of: oldWords)
            || Self.isEnd(oldWords, of: nameWords)
    }

    /// Whether `part` is the beginning or the end of `whole` (or all of it).
    private static func isEnd(_ part: [Substring], of whole: [Substring]) -> Bool {
        !part.isEmpty && part.count <= whole.count && (whole.starts(with: part) || whole.suffix(part.count).elementsEqual(part))
    }
}
