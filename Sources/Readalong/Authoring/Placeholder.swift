/// A sentence that `publish new` writes as an example for the editor to replace. `check`
/// reports every one still present (W015), so a starting file is never published as is.
public struct Placeholder: Sendable {
    /// The example text exactly as the command writes it.
    public let text: String
    /// The command that writes it, e.g. `publish new book`.
    public let command: String
    /// What should stand in its place, e.g. `the book's authors`.
    public let replacement: ToolText

    static let bookAuthor = Placeholder("Nom Cognom", .book, "bookAuthor")
    static let bookDescription = Placeholder("Write the book's description here, in Markdown.", .book,
                                             "bookDescription")
    static let memberBiography = Placeholder("A few words about this reader, in Markdown.", .member,
                                             "memberBiography")
    static let roomPresentation = Placeholder("Present the readalong here, in Markdown: why this book, the pace, how you meet.",
                                              .room, "roomPresentation")
    static let transcriptMessage = Placeholder("One message per line: time, member handle, colon, text.", .transcript,
                                               "transcriptMessages")
    static let transcriptContinuation = Placeholder("An indented line continues the message above.", .transcript,
                                                    "transcriptMessages")
    static let transcriptFlags = Placeholder("Flags in brackets: spoiler, hidden, edited. Inline ||spoilers|| too.",
                                             .transcript, "transcriptMessages")
    static let newsText = Placeholder("Write the news here, in Markdown.", .news, "newsText")
    static let listNote = Placeholder("Why it is on the list.", .list, "listNote")
    static let listIntroduction = Placeholder("Introduce the list here, in Markdown.", .list,
                                              "listIntroduction")
    static let pickExplanation = Placeholder("Explain how the club chooses, in Markdown.", .pick,
                                             "pickExplanation")

    /// Every placeholder of every kind `publish new` creates.
    public static let all: [Placeholder] = [
        bookAuthor, bookDescription, memberBiography, roomPresentation, transcriptMessage, transcriptContinuation,
        transcriptFlags, newsText, listNote, listIntroduction, pickExplanation,
    ]

    /// `replacement` names the catalogue's `placeholder.<replacement>`.
    private init(_ text: String, _ kind: Scaffold.Kind, _ replacement: String) {
        self.text = text
        self.command = "publish new \(kind.rawValue)"
        self.replacement = ToolText("placeholder.\(replacement)")
    }
}
