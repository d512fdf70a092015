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
                           ToolText("forgeLogin.shared", ["login": login.value, "owner": owner]),
                           hint: ToolText("forgeLogin.shared.hint", ["owner": owner, "path": member.path]))
            } else {
                owners[key] = member.handle
            }
        }
        return log.entries
    }
}
