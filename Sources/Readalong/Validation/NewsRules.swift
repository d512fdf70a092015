/// News items: the author is a member; the room exists and is not private (a private room
/// has no page to show the item on, and must never be named).
enum NewsRules {
    static func check(_ site: ResolvedSite, references: ClubReferences, log: DiagnosticLog) {
        for item in site.news.sorted(by: { $0.path < $1.path }) {
            references.members(item.author.map { [($0, "author")] } ?? [], log: log)
            guard let written = item.room, let room = references.room(written, log: log) else { continue }
            if room.visibility == .private {
                log.report(.newsInPrivateRoom, at: written.location, ToolText("news.privateRoom", ["room": room.slug]),
                           hint: ToolText("news.privateRoom.hint"))
            }
        }
    }
}
