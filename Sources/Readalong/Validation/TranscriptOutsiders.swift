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
                log.report(.senderNotInRoom, at: first.location, "'\(entry.handle)' is not a member of this room" + counts,
                           hint: senderHint(entry.handle))
            case .vote:
                log.report(.voterNotInRoom, at: first.location, "'\(entry.handle)' votes but is not in the room" + counts,
                           hint: closeHint(entry.handle) ?? "only room members vote")
            }
        }
    }

    private func senderHint(_ handle: String) -> String {
        if let byName = members.values.first(where: { $0.name.lowercased() == handle.lowercased() }) {
            return "write the handle '\(byName.handle)', not the display name"
        }
        return closeHint(handle) ?? "only the host and the room's members can write; add '\(handle)' to the room's members"
    }

    /// A close handle of the room, or the member file the handle was renamed to.
    private func closeHint(_ handle: String) -> String? {
        let known = roster.filter { members[$0] != nil }
        return renames.aliasHint(for: handle) ?? Suggestion.hint(for: handle, in: known) ?? renames.hint(for: handle, preferring: Set(known))
    }

    /// ` (25 messages and 2 votes in this file)`, the first kind first; empty for a handle
    /// written once.
    private static func counts(of entry: HandleTally<Use>.Entry, firstUse: Use) -> String {
        guard entry.places.count > 1 else { return "" }
        let uses: [Use] = firstUse == .message ? [.message, .vote] : [.vote, .message]
        let parts = uses.compactMap { use -> String? in
            let count = entry.count(of: use)
            guard count > 0 else { return nil }
            switch use {
            case .message: return count == 1 ? "1 message" : "\(count) messages"
            case .vote: return count == 1 ? "1 vote" : "\(count) votes"
            }
        }
        return " (\(parts.joined(separator: " and ")) in this file)"
    }
}
