import Foundation
import Readalong

/// The words swift-argument-parser writes into every help page itself (its headings, the
/// `--help` and `--version` lines, defaults and allowed values), put in the help's language.
enum HelpWords {
    /// Fixed English phrases of the parser, each with its translation in the catalogue.
    private static let phrases: [(english: String, text: ToolText)] = [
        ("OVERVIEW:", ToolText("help.words.overview")),
        ("USAGE:", ToolText("help.words.usage")),
        ("ARGUMENTS:", ToolText("help.words.arguments")),
        ("OPTIONS:", ToolText("help.words.options")),
        ("SUBCOMMANDS:", ToolText("help.words.subcommands")),
        ("Show the version.", ToolText("help.words.version")),
        ("Show help information.", ToolText("help.words.help")),
        ("(default: ", ToolText("help.words.default")),
        ("(default)", ToolText("help.words.defaultCommand")),
        ("(values: ", ToolText("help.words.values")),
        ("<subcommand>", ToolText("help.words.subcommand")),
        ("<options>", ToolText("help.words.optionsValue")),
    ]

    /// `help` with the parser's own words in `language`; `See 'publish help <subcommand>'
    /// for detailed help.` becomes the catalogue's sentence around the same command.
    static func translated(_ help: String, into language: ToolLanguage) -> String {
        guard language != .english else { return help }
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("See '"), trimmed.hasSuffix("' for detailed help."), let end = trimmed.lastIndex(of: "'") else {
                return String(line)
            }
            let command = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<end]
            return line.prefix { $0 == " " } + ToolText("help.words.seeHelp", ["command": String(command)]).rendered(in: language)
        }.joined(separator: "\n")
        for (english, text) in phrases {
            lines = lines.replacingOccurrences(of: english, with: text.rendered(in: language))
        }
        return lines
    }
}
