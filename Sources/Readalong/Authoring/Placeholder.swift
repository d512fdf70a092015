/// A sentence that `publish new` writes as an example for the editor to replace, in the
/// site's language. `check` reports every one still present (W015) in any of the languages
/// the tools speak, so a starting file is never published as is.
public struct Placeholder: Sendable {
    /// The catalogue key of the example text in every language, `scaffold.example.<role>`.
    public let example: ToolText
    /// The command that writes it, e.g. `publish new book`.
    public let command: String
    /// What should stand in its place, e.g. `the book's authors`.
    public let replacement: ToolText

    static let bookAuthor = Placeholder(.book, "bookAuthor", replacedBy: "bookAuthor")
    static let bookDescription = Placeholder(.book, "bookDescription", replacedBy: "bookDescription")
    static let memberBiography = Placeholder(.member, "memberBiography", replacedBy: "memberBiography")
    static let roomPresentation = Placeholder(.room, "roomPresentation", replacedBy: "roomPresentation")
    static let transcriptMessage = Placeholder(.transcript, "transcriptMessage", replacedBy: "transcriptMessages")
    static let transcriptContinuation = Placeholder(.transcript, "transcriptContinuation", replacedBy: "transcriptMessages")
    static let transcriptFlags = Placeholder(.transcript, "transcriptFlags", replacedBy: "transcriptMessages")
    static let newsText = Placeholder(.news, "newsText", replacedBy: "newsText")
    static let listNote = Placeholder(.list, "listNote", replacedBy: "listNote")
    static let listIntroduction = Placeholder(.list, "listIntroduction", replacedBy: "listIntroduction")
    static let pickExplanation = Placeholder(.pick, "pickExplanation", replacedBy: "pickExplanation")

    /// Every placeholder of every kind `publish new` creates.
    public static let all: [Placeholder] = [
        bookAuthor, bookDescription, memberBiography, roomPresentation, transcriptMessage, transcriptContinuation,
        transcriptFlags, newsText, listNote, listIntroduction, pickExplanation,
    ]

    /// Every example text in every language, each once, with the placeholder that writes it.
    static let written: [(text: String, placeholder: Placeholder)] = {
        var seen: Set<String> = []
        return ToolLanguage.allCases.flatMap { language in all.map { (text: $0.text(in: language), placeholder: $0) } }
            .filter { seen.insert($0.text).inserted }
    }()

    /// The example text as `publish new` writes it for a site in `language`.
    public func text(in language: ToolLanguage) -> String {
        example.rendered(in: language)
    }

    /// `role` names the catalogue's `scaffold.example.<role>`, `replacement` its `placeholder.<replacement>`.
    private init(_ kind: Scaffold.Kind, _ role: String, replacedBy replacement: String) {
        self.example = ToolText("scaffold.example.\(role)")
        self.command = "publish new \(kind.rawValue)"
        self.replacement = ToolText("placeholder.\(replacement)")
    }
}
