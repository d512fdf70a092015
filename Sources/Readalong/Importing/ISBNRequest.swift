import Foundation

/// One ISBN to import, as written, and where it was written when it came from a file.
public struct ISBNRequest: Hashable, Sendable {
    /// The ISBN as written (spaces around removed).
    public let text: String
    /// `isbns.txt:3` for the third line of a list; `nil` for a command-line argument.
    public let origin: String?

    /// A request for `text`.
    public init(text: String, origin: String? = nil) {
        self.text = text
        self.origin = origin
    }

    /// How the report names it: `isbns.txt:3 9780439023481`, or the ISBN alone.
    public var label: String {
        origin.map { "\($0) \(text)" } ?? text
    }

    /// Whether a command-line argument is an ISBN rather than the name of a list: only
    /// digits, `X`, hyphens and spaces, with at least one digit.
    public static func looksLikeISBN(_ argument: String) -> Bool {
        argument.contains { $0.isASCII && $0.isNumber }
            && argument.allSatisfy { ($0.isASCII && $0.isNumber) || "xX- ".contains($0) }
    }

    /// The ISBNs of a list file (its bytes), one a line: blank lines are skipped, and so is
    /// everything from a `#` to the end of its line.
    public static func list(_ bytes: [UInt8], file: String) throws(ImportError) -> [ISBNRequest] {
        let text = try ImportInput.text(bytes)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let kept = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return kept.isEmpty ? nil : ISBNRequest(text: kept, origin: "\(file):\(index + 1)")
        }
    }
}
