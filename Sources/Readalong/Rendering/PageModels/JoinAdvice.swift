/// How to join a room that takes readers but gives no `join_url`: ask its host, with a
/// link to the host's page, rather than a bare "Open to join" that leads nowhere.
enum JoinAdvice {
    /// The advice as HTML (`nil` when the room has a join link, takes no one, or is over):
    /// the sentence of `strings` with the host's name, linked when the host has a page.
    static func html(joining: Room.Joining, status: Room.Status, hasJoinURL: Bool, host: MemberReference,
                     strings: UIStrings) -> String? {
        guard !hasJoinURL, joining != .closed, status != .finished else { return nil }
        let name = Escaping.html(host.name)
        let who = host.url.map { "<a href=\"\(Escaping.html($0))\">\(name)</a>" } ?? name
        return strings["room.askHost"].components(separatedBy: "%@").map(Escaping.html).joined(separator: who)
    }
}
