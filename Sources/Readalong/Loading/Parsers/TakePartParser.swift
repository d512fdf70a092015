import Foundation

/// Reads `take_part:` of `site.yml`: the club's forge repository and/or e-mail address.
enum TakePartParser {
    static let keys = ["forge", "email", "forge_style"]

    /// The settings, or `nil` when the key is absent or names no way in; problems are reported.
    static func parse(_ site: FieldReader, at start: SourceLocation) -> TakePartSettings? {
        guard site.has("take_part"),
              let fields = FieldReader(site.node("take_part"), path: site.path, log: site.log, what: ToolText("what.takePart"),
                                       keys: keys, at: site.keyLocation("take_part") ?? start) else { return nil }
        let forge = fields.url("forge", webOnly: true).flatMap { repository($0, log: fields.log) }
        let email = fields.text("email").flatMap { address($0, log: fields.log) }
        let style = fields.choice("forge_style", among: TakePartSettings.ForgeStyle.allCases.map(\.rawValue))
            .flatMap { TakePartSettings.ForgeStyle(rawValue: $0.value) }
        let onGitHub = forge.map { URL(string: $0.value)?.host?.lowercased() == "github.com" } ?? false
        if let forge, style == nil, !onGitHub, !fields.has("forge_style") {
            fields.log.report(.forgeStyleMissing, at: forge.location,
                              ToolText("takePart.forgeStyleMissing", ["forge": forge.value]),
                              hint: ToolText("takePart.forgeStyleMissing.hint"))
        }
        guard forge != nil || email != nil else { return nil }
        return TakePartSettings(forge: forge?.value, forgeStyle: style ?? .github, email: email?.value)
    }

    /// A repository address: a host and at least an owner and a name, without a trailing slash.
    private static func repository(_ value: Located<String>, log: DiagnosticLog) -> Located<String>? {
        var text = value.value
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        let parts = URL(string: text)?.path.split(separator: "/") ?? []
        guard parts.count >= 2, URL(string: text)?.query == nil, URL(string: text)?.fragment == nil else {
            log.report(.notARepository, at: value.location, ToolText("takePart.notARepository", ["value": value.value]),
                       hint: ToolText("takePart.notARepository.hint"))
            return nil
        }
        return Located(text, at: value.location)
    }

    /// A plain e-mail address (`club@example.org`, no display name).
    private static func address(_ value: Located<String>, log: DiagnosticLog) -> Located<String>? {
        guard EmailAddress.isPlain(value.value) else {
            log.report(.notAnEmailAddress, at: value.location, ToolText("takePart.notAnEmailAddress", ["value": value.value]),
                       hint: ToolText("takePart.notAnEmailAddress.hint"))
            return nil
        }
        return value
    }
}
