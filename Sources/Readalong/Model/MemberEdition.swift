/// The edition a member reads of one book (an entry of the member's `editions:`).
public struct MemberEdition: Hashable, Sendable {
    /// The book's slug, where it is written.
    public let book: Located<String>
    /// The edition's id within that book, where it is written.
    public let edition: Located<String>
}
