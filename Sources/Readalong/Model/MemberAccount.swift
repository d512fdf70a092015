import Foundation

/// How a member is recognised when they take part from outside the site: their login on
/// the club's forge (`forge:`) and their e-mail address (`email:`).
///
/// Both are private: kept only so that `publish take-part` can tell who sent a submission,
/// and never written to `output/`.
public struct MemberAccount: Sendable {
    /// The member's login on the club's forge, as written.
    public var forge: Located<String>?
    /// The member's e-mail address, as written.
    public var email: Located<String>?

    /// Whether `login` is this member's forge login (compared case-insensitively).
    public func hasForgeLogin(_ login: String) -> Bool {
        forge.map { $0.value.lowercased() == login.lowercased() } ?? false
    }

    /// Whether `address` is this member's e-mail address (compared case-insensitively).
    public func hasEmail(_ address: String) -> Bool {
        email.map { $0.value.trimmingCharacters(in: .whitespaces).lowercased() == address.lowercased() } ?? false
    }
}
