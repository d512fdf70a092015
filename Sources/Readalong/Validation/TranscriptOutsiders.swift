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
                    log.report(.senderNotInRoom, at: first.location, "'\(entry.handle)' is not a member of this room" + counts,
                               hint: senderHint(entry.handle))
                } else {
                    log.report(.senderNotInRoom, at: first.location,
                               "'\(entry.handle)' is a display name; senders are written by handle" + counts,
                               hint: Self.handleHint(owners, writtenAs: entry.handle))
                }
            case .vote:
                log.report(.voterNotInRoom, at: first.location, "'\(entry.handle)' votes but is not in the room" + counts,
                           hint: closeHint(entry.handle) ?? "only room members vote")
            }
        }
    }

    private func senderHint(_ handle: String) -> String {
        if !Slug.isValid(handle), handle.contains(" ") {
            return "the sender must be a member's handle (the name of their file in content/members/), one word such as marta"
        }
        return closeHint(handle) ?? "only the host and the room's members can write; add '\(handle)' to the room's members"
    }

    /// The members whose display name is `written`, ignoring case and accents, by handle.
    private func displayNameOwners(_ written: String) -> [Member] {
        let folded = Slug.make(from: written)
        guard !folded.isEmpty, members[written] == nil else { return [] }
        return members.values.filter { Slug.make(from: $0.name) == folded }.sorted { $0.handle < $1.handle }
    }

    /// Which handle to write instead of a display name: every message of that person is
    /// written with it.
    private static func handleHint(_ owners: [Member], writtenAs name: String) -> String {
        guard owners.count == 1, let owner = owners.first else {
            let handles = owners.map { "'\($0.handle)'" }
            return "several members are called \(name): write the handle of the one who wrote, "
                + handles.dropLast().joined(separator: ", ") + " or " + handles.last!
        }
        return "write \(owner.name)'s handle '\(owner.handle)' (the file \(owner.path)) in place of the name, "
            + "in this and every message of theirs"
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
