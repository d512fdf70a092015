/// A member of `content/members/<handle>.md`.
///
/// `email` and `phone` are accepted in the file but deliberately not kept in the model, so
/// no later stage can publish them.
public struct Member: Sendable {
    public let handle: String
    public let path: String
    public let name: String
    /// The avatar image path as written, relative to the member's file.
    public let avatar: Located<String>?
    public let location: String?
    public let joined: LocalDate?
    public let links: [Link]
    public let friends: [Located<String>]
    public let verified: Bool
    /// Old handles (`aliases:`): their pages redirect here and their calendars stay published.
    public let aliases: [Located<String>]
    /// The biography.
    public let body: MarkdownSource
}
