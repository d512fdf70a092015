/// Link previews: the share card of a room or a book page.
struct ShareCards: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let references: References

    /// The card of a room: its title and dates beside its book's cover.
    func card(_ room: Room) -> ShareCard {
        card(title: published.roomTitle(room), subtitle: references.roomDates(room), book: published.booksBySlug[room.book.value])
    }

    /// The card of a book: its title and authors beside its cover. A book without a photo
    /// cover has none: its card would be text alone, which a link preview shows anyway, and
    /// drawing text is the slow part of a card (a catalogue of thousands of bare books would
    /// spend most of its build on them).
    func card(_ book: Book) -> ShareCard? {
        guard references.coverPath(book) != nil else { return nil }
        let text = published.text(of: book)
        let card = card(title: text.title, subtitle: text.authors, book: book)
        return card.cover == nil ? nil : card
    }

    private func card(title: String, subtitle: String, book: Book?) -> ShareCard {
        let images = published.site.images
        let cover = book.flatMap(references.coverPath).flatMap { images[$0] }.flatMap { source -> ImageVariant? in
            guard source.header.format.isRaster else { return nil }
            let size = ImageUse.shareCard.variantSizes(width: source.header.width, height: source.header.height)[0]
            return ResponsiveImage(source, use: .shareCard).variant(size, .jpeg)
        }
        return ShareCard(title: title, subtitle: subtitle, siteTitle: kit.text(kit.config.title), cover: cover)
    }
}
