/// The fragments pages share (references, events, transcript, news and pick summaries,
/// pick results, year figures, share cards), made once per build and handed to every
/// builder that shows them (a class, so that builders share one copy of them).
final class PageParts: Sendable {
    let references: References
    let events: EventModels
    let transcripts: TranscriptSummaries
    let news: NewsSummaries
    let picks: PickSummaries
    let pickResults: PickResults
    let years: YearFigures
    let cards: ShareCards
    /// What each book's companion pages gather, chapter by chapter.
    let companions: BookCompanions

    init(published: PublishedSite, kit: PageKit) {
        let references = References(published: published, kit: kit)
        self.references = references
        events = EventModels(published: published, kit: kit, references: references)
        transcripts = TranscriptSummaries(published: published, kit: kit)
        news = NewsSummaries(published: published, kit: kit, references: references)
        picks = PickSummaries(published: published, kit: kit, references: references)
        pickResults = PickResults(published: published, kit: kit, references: references)
        years = YearFigures(published: published, kit: kit)
        cards = ShareCards(published: published, kit: kit, references: references)
        companions = BookCompanions(published: published)
    }
}
