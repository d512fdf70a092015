/// The lines of a file as written: split at line feeds only, so a Windows line keeps its
/// carriage return and joining the lines back gives the same text.
enum FileLines {
    static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    static func join(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }
}
