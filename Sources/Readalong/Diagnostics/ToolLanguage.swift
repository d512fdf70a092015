/// A language the tools speak to editors in: diagnostics, hints, command output, scaffold
/// comments and the preview overlay.
public enum ToolLanguage: String, CaseIterable, Sendable, Hashable {
    /// English, also the language of last resort.
    case english = "en"
    /// Catalan.
    case catalan = "ca"
    /// Spanish.
    case spanish = "es"

    /// The language of a BCP-47 tag (`es-MX`) or a POSIX locale (`ca_ES.UTF-8@euro`), when
    /// the tools speak it; `nil` for any other language and for `C` or `POSIX`.
    public init?(tag: String) {
        let primary = tag.prefix { $0.isLetter }.lowercased()
        self.init(rawValue: primary)
    }

    /// The language the environment's locale asks for: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set decides, as in any POSIX program; `nil` when none is set or
    /// the one set names a language the tools do not speak.
    public static func ofLocale(_ environment: [String: String]) -> ToolLanguage? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return ToolLanguage(tag: value) }
        }
        return nil
    }
}
