extension TakePartLinks {
    /// A room page's actions: "Ask to join" while the room takes readers (not closed, not
    /// full, not finished), "Rate the book" once it has finished.
    func roomActions(_ room: Room, status: Room.Status?, strings: UIStrings) -> TakePartActionsModel? {
        var links: [ActionLinkModel?] = []
        let full = room.capacity.map { room.roster.count >= $0.value } ?? false
        if room.joining != .closed, !full, status != .finished {
            links.append(action(.join(room: room.slug), label: strings["takePart.join"]))
        }
        if status == .finished {
            links.append(action(.rate(room: room.slug, stars: 0), label: strings["takePart.rate"]))
        }
        return TakePartActionsModel(intro: nil, links: links.compactMap { $0 }, strings: strings)
    }

    /// An open pick's actions: "Nominate a book" and "Vote" (nominating and voting share the
    /// pick's one window; the page asks only while it is open).
    func pickActions(_ pick: Pick, strings: UIStrings) -> TakePartActionsModel? {
        TakePartActionsModel(intro: nil, links: [
            action(.nominate(pick: pick.slug, book: "", note: nil), label: strings["takePart.nominate"]),
            action(.vote(pick: pick.slug, books: []), label: strings["takePart.vote"]),
        ].compactMap { $0 }, strings: strings)
    }
}
