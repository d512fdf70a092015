import Foundation

/// Replaces blocked words with bullets wherever content text is published: whole words
/// only, ignoring case and accents (`Merda`, `MÈRDA`), never inside a longer word.
struct Moderation: Sendable {
    private let blocked: Set<String>
    /// Word lengths (in Unicode scalars) that could be a blocked word; an accent written as
    /// a separate combining mark counts double, hence the upper bound.
    private let candidateLengths: ClosedRange<Int>

    init(blockedWords: [String]) {
        blocked = Set(blockedWords.map { Self.fold($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.filter { !$0.isEmpty })
        let lengths = blocked.map(\.unicodeScalars.count)
        candidateLengths = (lengths.min() ?? 0)...((lengths.max() ?? 0) * 2)
    }

    /// Whether there is anything to replace at all.
    var isActive: Bool { !blocked.isEmpty }

    /// `text` with every blocked word replaced by as many `•` as it has letters. Texts with
    /// nothing to replace come back as they are, without copying.
    func clean(_ text: String) -> String {
        guard isActive else { return text }
        let scalars = text.unicodeScalars
        var matches: [Range<String.Index>] = []
        var start: String.Index?
        var length = 0
        var index = scalars.startIndex
        func finishWord(at end: String.Index) {
            if let wordStart = start, candidateLengths.contains(length),
               blocked.contains(Self.fold(String(scalars[wordStart..<end]))) {
                matches.append(wordStart..<end)
            }
            start = nil
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Self.isWordScalar(scalar) || (scalar == "·" && start != nil) {
                if start == nil {
                    start = index
                    length = 0
                }
                length += 1
            } else if start != nil {
                finishWord(at: index)
            }
            index = scalars.index(after: index)
        }
        finishWord(at: scalars.endIndex)
        guard !matches.isEmpty else { return text }
        var result = ""
        var position = text.startIndex
        for match in matches {
            result += text[position..<match.lowerBound]
            result += String(repeating: "•", count: text[match].count)
            position = match.upperBound
        }
        return result + text[position...]
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .nonspacingMark
    }

    private static func fold(_ word: String) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
