/// `/picks/`: the picks not closed yet, closing soonest first, then the closed ones.
struct PicksPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page() -> PicksPageModel {
        let strings = kit.strings
        let shell = kit.shell(title: strings["pick.title"], description: strings["pick.description"], url: kit.urls.picks, section: .books)
        let (open, closed) = parts.picks.byPhase
        return PicksPageModel(shell: shell, open: open.map { parts.picks.summary($0.pick, phase: $0.phase) },
                              closed: closed.map { parts.picks.summary($0.pick, phase: $0.phase) })
    }
}
