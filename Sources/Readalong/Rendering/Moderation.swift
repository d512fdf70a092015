import Foundation

/// Replaces blocked words with bullets wherever content text is published: whole words
/// only, ignoring case and accents (`Merda`, `MÈRDA`), never inside a longer word.
struct Moderation: Sendable {
    private let blocked: Set<String>
    /// Word lengths (in Unicode scalars) that could be a blocked word; an accent written as
    /// a separate combining mark counts double, hence the upper bound.
    private let candidateLengths: ClosedRange<Int>
    /// ASCII letters (lowercase) a folded blocked word can start with: a word starting with
    /// any other ASCII character is skipped without folding it.
    private let asciiInitials: Set<UInt32>
    /// Lengths of the blocked words: a word of plain ASCII letters has exactly its length.
    private let exactLengths: Set<Int>

    init(blockedWords: [String]) {
        blocked = Set(blockedWords.map { Self.fold($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.filter { !$0.isEmpty })
        let lengths = blocked.map(\.unicodeScalars.count)
        candidateLengths = (lengths.min() ?? 0)...((lengths.max() ?? 0) * 2)
        asciiInitials = Set(blocked.compactMap { $0.unicodeScalars.first.map(\.value) })
        exactLengths = Set(lengths)
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
        var allASCII = true
        var index = scalars.startIndex
        func finishWord(at end: String.Index) {
            if let wordStart = start, allASCII ? exactLengths.contains(length) : candidateLengths.contains(length),
               isBlocked(scalars[wordStart..<end], ascii: allASCII) {
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
                    allASCII = true
                }
                length += 1
                allASCII = allASCII && scalar.isASCII
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

    /// Most words are plain ASCII: those are folded by lowering their letters. A word whose
    /// first letter is ASCII is skipped at once when no blocked word starts with it. Only the
    /// remaining words with other letters go through Foundation's accent folding.
    private func isBlocked(_ word: String.UnicodeScalarView.SubSequence, ascii: Bool) -> Bool {
        func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
        }
        guard let initial = word.first, !initial.isASCII || asciiInitials.contains(lowered(initial).value) else { return false }
        guard ascii else { return blocked.contains(Self.fold(String(word))) }
        return blocked.contains(String(String.UnicodeScalarView(word.map(lowered))))
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
