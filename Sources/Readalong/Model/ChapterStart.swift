/// One entry of an edition's chapter table: the chapter and where it starts (a page, or
/// for an audiobook a time in seconds from the beginning).
public struct ChapterStart: Hashable, Sendable {
    /// The chapter number, where its key is written.
    public let chapter: Located<Int>
    /// The first page, or the start time in seconds, where its value is written.
    public let start: Located<Int>
}
