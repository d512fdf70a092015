import Foundation
import Readalong

/// The lines swift-argument-parser writes about a mistake on the command line (an unknown
/// option, a missing argument, a value not allowed, and the usage and help lines around
/// them), put in the run's language. Option names, values and the usage line's syntax stay
/// as typed.
enum UsageWords {
    /// One line of the parser's in English, the catalogue key of its sentence, and the names
    /// of its captured parts in order.
    private static let lines: [(pattern: NSRegularExpression, key: String, names: [String])] = [
        (#"^Error: Missing expected argument '(.+)'$"#, "usage.missingArgument", ["argument"]),
        (#"^Error: Unknown option '(.+)'$"#, "usage.unknownOption", ["option"]),
        (#"^Error: Unexpected argument '(.+)'$"#, "usage.unexpectedArgument", ["argument"]),
        (#"^Error: Missing value for '(.+)'$"#, "usage.missingValue", ["option"]),
        (#"^Error: The value '(.+)' is invalid for '(.+)'\. Please provide one of (.+)\.$"#, "usage.invalidValue",
         ["value", "option", "values"]),
        (#"^Error: (.*)$"#, "usage.error", ["detail"]),
        (#"^Help:  (.*)$"#, "usage.help", ["help"]),
        (#"^Usage: (.*)$"#, "usage.usage", ["usage"]),
        (#"^  See '(.+)' for more information\.$"#, "usage.seeHelp", ["command"]),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1, $0.2) }

    /// `message` with each line the parser wrote said in `language`; other lines unchanged.
    /// English is the parser's own, and stays as it wrote it.
    static func translated(_ message: String, into language: ToolLanguage) -> String {
        guard language != .english else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            for (pattern, key, names) in lines {
                guard let match = pattern.firstMatch(in: text, range: range) else { continue }
                var values: [String: String] = [:]
                for (index, name) in names.enumerated() {
                    values[name] = Range(match.range(at: index + 1), in: text).map { String(text[$0]) } ?? ""
                }
                // The allowed values come as `'a', 'b' or 'c'`: kept as the list alone.
                values["values"] = values["values"].map {
                    $0.replacingOccurrences(of: "' or '", with: ", ").replacingOccurrences(of: "'", with: "")
                }
                return ToolText(key, values).rendered(in: language)
            }
            return text
        }.joined(separator: "\n")
    }
}
