/// A Markdown file split into its YAML front matter and its body.
struct FrontMatter {
    /// The YAML between the `---` lines.
    let yaml: String
    /// The 1-based line of the file where the YAML starts (the line after the first `---`).
    let yamlFirstLine: Int
    /// The Markdown after the closing `---`.
    let body: String
    /// The 1-based line of the file where the body starts.
    let bodyFirstLine: Int

    /// Why a file could not be split.
    enum Failure: Error {
        case missing
        case unterminated
    }

    /// Splits `text` (already LF-normalised). The file must open with a `---` line; the next
    /// `---` line closes the front matter.
    static func split(_ text: String) -> Result<FrontMatter, Failure> {
        var lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first) else { return .failure(.missing) }
        guard lines.count == 2 else { return .failure(.unterminated) }
        let rest = lines.removeLast()
        var lineNumber = 2
        var position = rest.startIndex
        while position < rest.endIndex {
            let end = rest[position...].firstIndex(of: "\n") ?? rest.endIndex
            if isFence(rest[position..<end]) {
                let bodyStart = end < rest.endIndex ? rest.index(after: end) : end
                return .success(FrontMatter(
                    yaml: String(rest[rest.startIndex..<position]),
                    yamlFirstLine: 2,
                    body: String(rest[bodyStart...]),
                    bodyFirstLine: lineNumber + 1
                ))
            }
            lineNumber += 1
            position = end < rest.endIndex ? rest.index(after: end) : end
        }
        return .failure(.unterminated)
    }

    private static func isFence(_ line: Substring) -> Bool {
        guard line.hasPrefix("---") else { return false }
        return line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
    }
}
