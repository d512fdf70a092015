/// A sentence that `publish new` writes as an example for the editor to replace. `check`
/// reports every one still present (W015), so a starting file is never published as is.
public struct Placeholder: Sendable {
    /// The example text exactly as the command writes it.
    public let text: String
    /// The command that writes it, e.g. `publish new book`.
    public let command: String
    /// What should stand in its place, e.g. `the book's authors`.
    public let replacement: String

    static let bookAuthor = Placeholder("Nom Cognom", .book, "the book's authors as printed on the cover")
    static let bookDescription = Placeholder("Write the book's description here, in Markdown.", .book,
                                             "a few lines about the book")
    static let memberBiography = Placeholder("A few words about this reader, in Markdown.", .member,
                                             "a few words about the member, or nothing")
    static let roomPresentation = Placeholder("Present the readalong here, in Markdown: why this book, the pace, how you meet.",
                                              .room, "the room's presentation: why this book, the pace, how you meet")
    static let transcriptMessage = Placeholder("One message per line: time, member handle, colon, text.", .transcript,
                                               "the chat's real messages")
    static let transcriptContinuation = Placeholder("An indented line continues the message above.", .transcript,
                                                    "the chat's real messages")
    static let transcriptFlags = Placeholder("Flags in brackets: spoiler, hidden, edited. Inline ||spoilers|| too.",
                                             .transcript, "the chat's real messages")
    static let newsText = Placeholder("Write the news here, in Markdown.", .news, "the news itself")
    static let listNote = Placeholder("Why it is on the list.", .list, "why this book is on the list, or remove the note")
    static let listIntroduction = Placeholder("Introduce the list here, in Markdown.", .list,
                                              "a few lines presenting the list")
    static let pickExplanation = Placeholder("Explain how the club chooses, in Markdown.", .pick,
                                             "how the club chooses this time")

    /// Every placeholder of every kind `publish new` creates.
    public static let all: [Placeholder] = [
        bookAuthor, bookDescription, memberBiography, roomPresentation, transcriptMessage, transcriptContinuation,
        transcriptFlags, newsText, listNote, listIntroduction, pickExplanation,
    ]

    private init(_ text: String, _ kind: Scaffold.Kind, _ replacement: String) {
        self.text = text
        self.command = "publish new \(kind.rawValue)"
        self.replacement = replacement
    }
}
