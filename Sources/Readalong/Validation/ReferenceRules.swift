/// References between files: rooms to books and members, members to friends, and the
/// room roster rules (moderators, capacity, ratings).
enum ReferenceRules {
    static func check(_ site: ResolvedSite) -> [Diagnostic] {
        let log = DiagnosticLog()
        let books = site.bookSlugs
        let members = site.memberHandles
        let unknown = UnknownMembers(known: members, site: site)
        let aliases = AliasIndex(site)
        for member in site.members {
            var tally = HandleTally<String>()
            for friend in member.friends {
                if friend.value == member.handle {
                    log.report(.selfFriend, at: friend.location, ToolText("member.selfFriend", ["handle": member.handle]),
                               hint: ToolText("member.selfFriend.hint", ["handle": friend.value]))
                } else if !members.contains(friend.value) {
                    tally.add(friend.value, at: friend.location, as: "friends")
                }
            }
            unknown.report(tally, log: log)
        }
        for room in site.rooms {
            if !books.contains(room.book.value) {
                log.report(.unknownBook, at: room.book.location, ToolText("book.unknown", ["slug": room.book.value]),
                           hint: aliases.hint(for: room.book.value, kind: .book)
                               ?? SlugSuggestion.hint(for: room.book.value, in: books.sorted(), folder: "content/books/")
                               ?? ToolText("book.unknown.hint", ["slug": room.book.value]))
            }
            var tally = HandleTally<String>()
            for (handle, field) in [(room.host, "host")] + room.members.map({ ($0, "members") })
                where !members.contains(handle.value) {
                tally.add(handle.value, at: handle.location, as: field)
            }
            checkRoster(room, members: members, tally: &tally, log: log)
            unknown.report(tally, log: log)
        }
        return log.entries
    }

    /// Moderators, capacity and ratings; moderators who name nobody go to `tally`.
    private static func checkRoster(_ room: Room, members: Set<String>, tally: inout HandleTally<String>, log: DiagnosticLog) {
        let listed = Set(room.members.map(\.value))
        for moderator in room.moderators {
            if moderator.value == room.host.value || listed.contains(moderator.value) { continue }
            if members.contains(moderator.value) {
                log.report(.moderatorNotMember, at: moderator.location,
                           ToolText("room.moderatorNotMember", ["handle": moderator.value]),
                           hint: ToolText("room.moderatorNotMember.hint", ["handle": moderator.value]))
            } else {
                tally.add(moderator.value, at: moderator.location, as: "moderators")
            }
        }
        let roster = room.roster
        if let capacity = room.capacity, roster.count > capacity.value {
            log.report(.capacityExceeded, at: capacity.location,
                       ToolText("room.overCapacity", ["count": "\(roster.count)", "capacity": "\(capacity.value)"]),
                       hint: ToolText("room.overCapacity.hint"))
        }
        let rosterSet = Set(roster)
        // A rater close to a misspelt roster entry is that mistake, already reported.
        let unknown = roster.filter { !members.contains($0) }
        for rating in room.ratings where !rosterSet.contains(rating.value.handle) {
            guard Suggestion.closest(to: rating.value.handle, in: unknown) == nil else { continue }
            log.report(.raterNotMember, at: rating.location, ToolText("room.raterNotMember", ["handle": rating.value.handle]),
                       hint: Suggestion.hint(for: rating.value.handle, in: roster.filter(members.contains))
                           ?? ToolText("room.raterNotMember.hint"))
        }
    }
}
