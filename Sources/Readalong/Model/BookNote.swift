/// One entry of a book's marginalia (`books/<slug>/notes.md`): a passage of a chapter,
/// where it is in an edition, who noted it, and what they wrote.
public struct BookNote: Sendable {
    /// The chapter the note is about.
    public let chapter: Located<Int>
    /// Where the passage is, in one edition; `nil` when the heading gives no place.
    public let place: NotePlace?
    /// The member who wrote the note.
    public let author: Located<String>
    /// The quoted passage (the `>` lines under the heading), as Markdown; `nil` without one.
    public let quote: MarkdownSource?
    /// The note itself, as Markdown (may be empty when the quote says it all).
    public let text: MarkdownSource
    /// The line of the heading, which also names the note's anchor (`note-<line>`).
    public let line: Int
}

/// A place in an edition as a note's heading writes it: `p. 143 (butxaca-2019)` or
/// `1h2m (audio-2011)`.
public struct NotePlace: Sendable {
    public let edition: Located<String>
    /// A page, or a time in an audiobook.
    public let progress: ReadingProgress
    /// How it is written, for messages.
    public let written: String
    public let location: SourceLocation
}
