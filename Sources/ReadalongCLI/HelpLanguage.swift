import Foundation
import Readalong

/// The language `--help` is written in. swift-argument-parser writes the help before any
/// option is parsed, so the language is read from the raw arguments: `--lang`, else the
/// language of the site `--site` names (the current folder without it), else the locale's,
/// else English, as for every other message.
enum HelpLanguage {
    /// The language of this process's help, chosen once from its arguments and environment.
    static let current = choose(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)

    /// The language for `arguments` (without the program's name) and `environment`.
    static func choose(_ arguments: [String], environment: [String: String]) -> ToolLanguage {
        let choice = ToolLanguageChoice(requested: value(of: "--lang", in: arguments).flatMap(ToolLanguage.init(argument:)),
                                        locale: ToolLanguage.ofLocale(environment))
        let site = choice.requested == nil ? DiskFileSystem(root: value(of: "--site", in: arguments) ?? ".") : nil
        return choice.language(siteTag: site.flatMap(SiteLanguage.tag(in:)))
    }

    /// The value of `option` written as `--option value` or `--option=value`; the last one wins.
    private static func value(of option: String, in arguments: [String]) -> String? {
        var found: String?
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count {
                found = arguments[index + 1]
            } else if argument.hasPrefix(option + "=") {
                found = String(argument.dropFirst(option.count + 1))
            }
        }
        return found
    }
}
