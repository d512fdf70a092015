/// The language flag of a message line, `[lang es]` or `[spoiler, lang en-GB]`: the
/// language the message is written in, when it is not its transcript's.
enum LanguageFlag {
    /// The flag's word, as written before the tag.
    static let word = "lang"

    /// The tag of a flag (what follows `lang`), or `nil` after reporting why it cannot be
    /// read: no tag, or not a BCP-47 tag.
    static func parse(_ written: Substring, at location: SourceLocation, log: DiagnosticLog) -> String? {
        let tag = written.trimmingCharacters(in: .whitespaces)
        guard LanguageTag.isValid(tag) else {
            log.report(.invalidLanguage, at: location,
                       tag.isEmpty ? ToolText("languageFlag.empty") : ToolText("language.invalid", ["value": tag]),
                       hint: ToolText("languageFlag.hint"))
            return nil
        }
        return tag
    }
}
