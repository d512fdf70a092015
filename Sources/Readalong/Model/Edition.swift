/// One edition or translation of a book (an entry of the book's `editions:`): how long it is
/// and where each chapter starts in it, so that a reader's page or time can be turned into
/// a chapter and a chapter target into a page.
public struct Edition: Sendable {
    /// The edition's id, unique within its book (`butxaca-2019`).
    public let id: Located<String>
    /// How readers see it in menus and texts (`Butxaca, 2019`); the id when not written.
    public let title: String
    public let isbn: Located<ISBN>?
    public let language: String?
    /// Its page count or, for an audiobook, its length; `nil` when neither is written.
    public let extent: Located<EditionExtent>?
    /// The chapter table as written, in the order written (empty when there is none).
    public let chapters: [ChapterStart]
    /// Where `chapters:` is written (missing chapters are reported there).
    public let chaptersLocation: SourceLocation?

    /// Whether the edition is an audiobook (its length is a duration).
    public var isAudiobook: Bool {
        if case .duration = extent?.value { return true }
        return false
    }

    /// The conversion table of the edition, or `nil` when it lists no chapters.
    public var table: EditionTable? {
        guard !chapters.isEmpty else { return nil }
        let ordered = chapters.sorted { $0.chapter.value < $1.chapter.value }
        return EditionTable(unit: isAudiobook ? .time : .page, starts: ordered.map(\.start.value), end: extent?.value.amount)
    }
}
