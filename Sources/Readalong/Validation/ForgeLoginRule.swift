/// A forge login names one member only (E101): `publish take-part` could not otherwise
/// tell who sent a submission.
enum ForgeLoginRule {
    static func check(_ members: [Member]) -> [Diagnostic] {
        let log = DiagnosticLog()
        var owners: [String: String] = [:]
        for member in members.sorted(by: { $0.handle < $1.handle }) {
            guard let login = member.account.forge else { continue }
            let key = login.value.lowercased()
            if let owner = owners[key] {
                log.report(.forgeLoginShared, at: login.location,
                           "the forge login '\(login.value)' is also \(owner)'s",
                           hint: "each member has their own login: correct it in one of content/members/\(owner).md and \(member.path)")
            } else {
                owners[key] = member.handle
            }
        }
        return log.entries
    }
}
