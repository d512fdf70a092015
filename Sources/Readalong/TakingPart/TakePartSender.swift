/// Who sent a submission, as the way in tells it.
public enum TakePartSender: Sendable, Equatable {
    /// A login on the club's forge (the author), matched to members' `forge:`.
    case forge(String)
    /// An e-mail address (the message's `From:`), matched to members' `email:`.
    case email(String)

    /// The member it names, or a refusal saying why there is none.
    func member(in site: Site, accounts: [String: MemberAccount]) throws(TakePartError) -> Member {
        let found: Member?
        switch self {
        case .forge(let login): found = site.members.first { accounts[$0.handle]?.hasForgeLogin(login) ?? false }
        case .email(let address): found = site.members.first { accounts[$0.handle]?.hasEmail(address) ?? false }
        }
        if let found, found.left == nil { return found }
        switch self {
        case .forge(let login):
            throw .notAMember("the forge login '\(login)' is not a member's",
                              hint: "a member adds `forge: \(login)` to their file in content/members/ (the secretary can, too)")
        case .email(let address):
            throw .notAMember("\(address) is not a member's e-mail address",
                              hint: "write from the address in your member file, or ask the secretary to add `email: \(address)` to it")
        }
    }
}
