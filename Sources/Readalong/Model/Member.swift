/// A member of `content/members/<handle>.md`.
///
/// `email`, `phone` and `forge` are accepted in the file but not kept in the checked site,
/// so no later stage can publish them: `account` holds `email` and `forge` while the site is
/// checked, and the check hands them to `publish take-part` alone (`CheckResult.accounts`).
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
    public var body: MarkdownSource
    /// Named shelves of books (`shelves:`), in the order written.
    public var shelves: [Shelf] = []
    /// The edition the member reads of each book (`editions: {book: edition}`), as written.
    public var editions: [MemberEdition] = []
    /// Private: the member's forge login and e-mail address while the site is checked; empty
    /// in a checked `Site`.
    var account = MemberAccount()

    /// The member without their private account, as the checked site keeps them.
    var withoutAccount: Member {
        var member = self
        member.account = MemberAccount()
        return member
    }

    /// Left the club but may still be named (erased members are never named).
    public var isFormer: Bool { left != nil && !erase }
}
