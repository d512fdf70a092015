/// Reports the people who write or vote in a transcript without being in the room: each
/// handle once per transcript, at its first message or vote, with how many there are.
struct TranscriptOutsiders {
    /// How an outsider appears in a transcript.
    enum Use: Hashable {
        case message
        case vote
    }

    let roster: [String]
    let members: [String: Member]
    let renames: MemberRename

    /// Reports every handle of `tally` (one transcript's outsiders).
    func report(_ tally: HandleTally<Use>, log: DiagnosticLog) {
        for entry in tally.entries {
            let first = entry.first
            let counts = Self.counts(of: entry, firstUse: first.use)
            switch first.use {
            case .message:
                let owners = displayNameOwners(entry.handle)
                if owners.isEmpty {
                    log.report(.senderNotInRoom, at: first.location,
                               Self.counted(ToolText("sender.notInRoom", ["handle": entry.handle]), counts),
                               hint: senderHint(entry.handle))
                } else {
                    log.report(.senderNotInRoom, at: first.location,
                               Self.counted(ToolText("sender.displayName", ["handle": entry.handle]), counts),
                               hint: Self.handleHint(owners, writtenAs: entry.handle))
                }
            case .vote:
                log.report(.voterNotInRoom, at: first.location, Self.counted(ToolText("voter.notInRoom", ["handle": entry.handle]), counts),
                           hint: closeHint(entry.handle) ?? ToolText("voter.notInRoom.hint"))
            }
        }
    }

    private func senderHint(_ handle: String) -> ToolText {
        if !Slug.isValid(handle), handle.contains(" ") {
            return ToolText("sender.handle.hint")
        }
        return closeHint(handle) ?? ToolText("sender.notInRoom.hint", ["handle": handle])
    }

    /// The members whose display name is `written`, ignoring case and accents, by handle.
    private func displayNameOwners(_ written: String) -> [Member] {
        let folded = Slug.make(from: written)
        guard !folded.isEmpty, members[written] == nil else { return [] }
        return members.values.filter { Slug.make(from: $0.name) == folded }.sorted { $0.handle < $1.handle }
    }

    /// Which handle to write instead of a display name: every message of that person is
    /// written with it.
    private static func handleHint(_ owners: [Member], writtenAs name: String) -> ToolText {
        guard owners.count == 1, let owner = owners.first else {
            let handles = owners.map(\.handle)
            return ToolText("sender.severalNamed.hint", ["name": name, "handles": handles.dropLast().joined(separator: "', '"),
                                                         "last": handles.last!])
        }
        return ToolText("sender.displayName.hint", ["name": owner.name, "handle": owner.handle, "path": owner.path])
    }

    /// A close handle of the room, or the member file the handle was renamed to.
    private func closeHint(_ handle: String) -> ToolText? {
        let known = roster.filter { members[$0] != nil }
        return renames.aliasHint(for: handle) ?? Suggestion.hint(for: handle, in: known) ?? renames.hint(for: handle, preferring: Set(known))
    }

    /// ` (25 messages and 2 votes in this file)`, the first kind first; empty for a handle
    /// written once.
    private static func counts(of entry: HandleTally<Use>.Entry, firstUse: Use) -> ToolText? {
        guard entry.places.count > 1 else { return nil }
        let uses: [Use] = firstUse == .message ? [.message, .vote] : [.vote, .message]
        let parts = uses.compactMap { use -> ToolText? in
            let count = entry.count(of: use)
            guard count > 0 else { return nil }
            let noun = use == .message ? "messages" : "votes"
            return ToolText("uses.\(noun).\(count == 1 ? "one" : "other")", ["count": "\(count)"])
        }
        let both = parts.count == 2 ? ToolText("uses.both", texts: ["first": parts[0], "second": parts[1]]) : parts[0]
        return ToolText("uses.inFile", texts: ["uses": both])
    }

    /// `message` followed by how often the handle is used, when more than once.
    private static func counted(_ message: ToolText, _ counts: ToolText?) -> ToolText {
        counts.map { ToolText("uses.counted", texts: ["message": message, "counts": $0]) } ?? message
    }
}
