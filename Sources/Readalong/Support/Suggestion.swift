/// "Did you mean …?" suggestions for misspelt keys, handles and values.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard abs(scalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, scalars)
            if distance <= limit, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// A hint sentence for `closest`, or `nil`.
    static func hint<S: Sequence>(for word: String, in candidates: S) -> ToolText? where S.Element == String {
        closest(to: word, in: candidates).map(didYouMean)
    }

    /// "Did you mean 'name'?"
    static func didYouMean(_ name: String) -> ToolText {
        ToolText("suggestion.didYouMean", ["name": name])
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        var beforePrevious = previousRow
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previousRow
            previousRow = row
        }
        return previousRow[b.count]
    }
}
