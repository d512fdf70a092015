/// `/picks/`: the picks not closed yet, closing soonest first, then the closed ones.
struct PicksPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    private let summaries: PickSummaries

    init(published: PublishedSite, kit: PageKit) {
        self.published = published
        self.kit = kit
        summaries = PickSummaries(published: published, kit: kit)
    }

    func page() -> PicksPageModel {
        let strings = kit.strings
        let shell = kit.shell(title: strings["pick.title"], description: strings["pick.description"], url: kit.urls.picks, section: .books)
        let (open, closed) = summaries.byPhase
        return PicksPageModel(shell: shell, open: open.map { summaries.summary($0.pick, phase: $0.phase) },
                              closed: closed.map { summaries.summary($0.pick, phase: $0.phase) })
    }
}
