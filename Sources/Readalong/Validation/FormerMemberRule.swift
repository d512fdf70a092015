/// Members who left the club stay valid wherever they were, but may not be put in a room
/// that starts after the day they left (E085). A room without a schedule has no start yet
/// and counts as starting after every departure.
enum FormerMemberRule {
    static func check(_ site: ResolvedSite) -> [Diagnostic] {
        let log = DiagnosticLog()
        let departures = Dictionary(site.members.compactMap { member in member.left.map { (member.handle, $0.value) } },
                                    uniquingKeysWith: { first, _ in first })
        guard !departures.isEmpty else { return [] }
        for room in site.rooms {
            let start = room.schedule?.events.first { $0.kind == .start }?.time.value.date
            guard room.planned || start != nil else { continue }
            var reported = Set<String>()
            for (handle, field) in [(room.host, "host")] + room.members.map({ ($0, "members") })
                + room.moderators.map({ ($0, "moderators") }) {
                guard let left = departures[handle.value], reported.insert(handle.value).inserted else { continue }
                if let start, start <= left { continue }
                let values = ["handle": handle.value, "left": "\(left)", "start": start.map { "\($0)" } ?? "", "field": field]
                log.report(.formerMemberInRoom, at: handle.location,
                           ToolText(start == nil ? "member.leftRoomUndated" : "member.leftRoomStarts", values),
                           hint: ToolText("member.leftRoom.hint", values))
            }
        }
        return log.entries
    }
}
