import Readalong

extension ToolText {
    /// The sentence in the language of this process's `--help`.
    var inHelp: String { rendered(in: HelpLanguage.current) }
}
