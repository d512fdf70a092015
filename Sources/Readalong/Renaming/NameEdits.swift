/// Rewrites one name as another in the text of one file: at the places the parser found
/// (YAML values, ratings keys, transcript senders and voters), and in `@/` links.
///
/// The text is edited in place, line by line, so everything else in the file (comments,
/// quoting, spacing, line endings) stays exactly as it was.
struct NameEdits {
    let old: String
    let new: String

    /// `text` with the name written at each place replaced, or the first place (line) where
    /// no whole word `old` could be found.
    ///
    /// A place is a 1-based line and column; on that line, the whole-word occurrence of the
    /// name closest to the column is the one replaced (quotes around it stay).
    func replacing(at places: [(line: Int, column: Int)], in text: String) -> Result<String, PlaceNotFound> {
        var lines = FileLines.split(text)
        let byLine = Dictionary(grouping: places, by: \.line)
        for (number, onLine) in byLine {
            guard number >= 1, number <= lines.count else { return .failure(PlaceNotFound(line: number)) }
            var line = lines[number - 1]
            // From the right, so the columns of the places still to do stay valid.
            for place in onLine.sorted(by: { $0.column > $1.column }) {
                guard let range = closestWord(in: line, toColumn: place.column) else {
                    return .failure(PlaceNotFound(line: number))
                }
                line.replaceSubrange(range, with: new)
            }
            lines[number - 1] = line
        }
        return .success(FileLines.join(lines))
    }

    /// `text` with every `@/` link to the old name pointing at the new one, and how many
    /// there were.
    func replacingLinks(of kind: RenameKind, in text: String) -> (text: String, count: Int) {
        let from = kind.linkPrefix(of: old)
        guard text.contains(from) else { return (text, 0) }
        let to = kind.linkPrefix(of: new)
        var result = ""
        var count = 0
        var rest = Substring(text)
        while let range = rest.range(of: from) {
            result += rest[..<range.lowerBound]
            let next = rest[range.upperBound...].unicodeScalars.first
            if next.map(Self.isNamePart) ?? false {
                result += from
            } else {
                result += to
                count += 1
            }
            rest = rest[range.upperBound...]
        }
        return (result + rest, count)
    }

    /// A place where the name was expected but is not written.
    struct PlaceNotFound: Error {
        let line: Int
    }

    /// The whole-word occurrence of `old` in `line` whose start is closest to `column`.
    private func closestWord(in line: String, toColumn column: Int) -> Range<String.Index>? {
        var best: (range: Range<String.Index>, distance: Int)?
        var searchStart = line.startIndex
        while let range = line.range(of: old, range: searchStart..<line.endIndex) {
            searchStart = line.index(after: range.lowerBound)
            let before = line[..<range.lowerBound].unicodeScalars.last
            let after = line[range.upperBound...].unicodeScalars.first
            guard !(before.map(Self.isNamePart) ?? false), !(after.map(Self.isNamePart) ?? false) else { continue }
            let distance = abs(line[..<range.lowerBound].unicodeScalars.count + 1 - column)
            if best == nil || distance < best!.distance { best = (range, distance) }
        }
        return best?.range
    }

    /// Letters, digits and hyphens continue a name; anything else ends it.
    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
