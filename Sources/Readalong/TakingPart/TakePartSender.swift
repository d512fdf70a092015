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
            throw .notAMember(ToolText("takePart.unknownLogin", ["login": login]), hint: ToolText("takePart.unknownLogin.hint", ["login": login]))
        case .email(let address):
            throw .notAMember(ToolText("takePart.unknownAddress", ["address": address]),
                              hint: ToolText("takePart.unknownAddress.hint", ["address": address]))
        }
    }
}
