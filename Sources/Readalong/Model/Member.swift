/// A member of `content/members/<handle>.md`.
///
/// `phone` is accepted in the file but deliberately not kept in the model, so no later stage
/// can publish it; `email` and `forge` are kept apart in `account`, for `publish take-part`
/// alone to recognise a sender (no page reads it).
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
    /// The day the member left the club: a former member, kept for the rooms they were in.
    public let left: Located<LocalDate>?
    /// The member asked to be forgotten: no page, no name, no avatar anywhere in the output.
    public let erase: Bool
    /// The biography.
    public let body: MarkdownSource
    /// Named shelves of books (`shelves:`), in the order written.
    public var shelves: [Shelf] = []
    /// Private: the member's forge login and e-mail address, never published.
    public var account = MemberAccount()

    /// Left the club but may still be named (erased members are never named).
    public var isFormer: Bool { left != nil && !erase }
}
