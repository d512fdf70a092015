import Foundation

/// Replaces blocked words with bullets wherever content text is published: whole words
/// only, ignoring case and accents (`Merda`, `MÈRDA`), never inside a longer word.
struct Moderation: Sendable {
    private let blocked: Set<String>
    /// Word lengths (in Unicode scalars) that could be a blocked word, for the words that
    /// need Foundation's folding (letters beyond Latin); an accent written as a separate
    /// combining mark counts double, hence the upper bound.
    private let candidateLengths: ClosedRange<Int>
    /// By ASCII byte, whether a folded blocked word can start with it (lowercase letters): a
    /// word starting with any other ASCII character is skipped without folding it.
    private let asciiInitials: [Bool]
    /// By length, whether a blocked word has it: a word of plain ASCII letters has exactly
    /// its length. Tables rather than sets, since every word of every text asks.
    private let exactLengths: [Bool]

    init(blockedWords: [String]) {
        blocked = Set(blockedWords.map { Self.fold($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.filter { !$0.isEmpty })
        let lengths = blocked.map(\.unicodeScalars.count)
        candidateLengths = (lengths.min() ?? 0)...((lengths.max() ?? 0) * 2)
        let initials = Set(blocked.compactMap { $0.unicodeScalars.first.map(\.value) })
        asciiInitials = (0..<128).map { initials.contains(UInt32($0)) }
        exactLengths = (0...(lengths.max() ?? 0)).map(lengths.contains)
    }

    /// Whether there is anything to replace at all.
    var isActive: Bool { !blocked.isEmpty }

    /// `text` with every blocked word replaced by as many `•` as it has letters. Texts with
    /// nothing to replace come back as they are, without copying.
    ///
    /// Works on the UTF-8 bytes: ASCII is classified from a table and other characters are
    /// decoded only to ask whether they are letters, digits or accents.
    func clean(_ text: String) -> String {
        guard isActive else { return text }
        var text = text
        let wordBytes = Self.asciiWordBytes
        return text.withUTF8 { bytes -> String? in
            var matches: [Range<Int>] = []
            var start = -1
            var length = 0
            var allASCII = true
            func finishWord(at wordEnd: Int) {
                defer { start = -1 }
                guard start >= 0 else { return }
                // A middle dot joins letters (`col·lecció`); after the last letter it is punctuation.
                var end = wordEnd
                while end - start > 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0xB7 {
                    end -= 2
                    length -= 1
                }
                if !allASCII || hasExactLength(length),
                   isBlocked(UnsafeBufferPointer(rebasing: bytes[start..<end]), ascii: allASCII, scalars: length) {
                    matches.append(start..<end)
                }
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let isWord: Bool
                var width = 1
                if byte < 0x80 {
                    isWord = wordBytes[Int(byte)]
                } else {
                    let (scalar, scalarWidth) = Self.decode(bytes, at: index)
                    width = scalarWidth
                    isWord = Self.isWordScalar(scalar) || (scalar == "·" && start >= 0)
                }
                if isWord {
                    if start < 0 {
                        start = index
                        length = 0
                        allASCII = true
                    }
                    length += 1
                    allASCII = allASCII && byte < 0x80
                } else if start >= 0 {
                    finishWord(at: index)
                }
                index += width
            }
            finishWord(at: bytes.count)
            guard !matches.isEmpty else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            var position = 0
            for match in matches {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<match.lowerBound]))
                let letters = String(decoding: UnsafeBufferPointer(rebasing: bytes[match]), as: UTF8.self).count
                for _ in 0..<letters { result.append(contentsOf: [0xE2, 0x80, 0xA2]) }
                position = match.upperBound
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position...]))
            return String(decoding: result, as: UTF8.self)
        } ?? text
    }

    /// Most words are plain ASCII: those are folded by lowering their letters. A word whose
    /// first letter is ASCII is skipped at once when no blocked word starts with it. Words
    /// with accented Latin letters are folded letter by letter from a table; only words with
    /// other letters go through Foundation's folding.
    private func isBlocked(_ word: UnsafeBufferPointer<UInt8>, ascii: Bool, scalars: Int) -> Bool {
        guard let initial = word.first, initial >= 0x80 || asciiInitials[Int(Self.lowered(initial))] else { return false }
        guard ascii else {
            if let folded = Self.foldLatin(word) {
                return hasExactLength(folded.utf8.count) && blocked.contains(folded)
            }
            guard candidateLengths.contains(scalars) else { return false }
            return blocked.contains(Self.fold(String(decoding: word, as: UTF8.self)))
        }
        return blocked.contains(String(unsafeUninitializedCapacity: word.count) { buffer in
            for (index, byte) in word.enumerated() { buffer[index] = Self.lowered(byte) }
            return word.count
        })
    }

    private func hasExactLength(_ length: Int) -> Bool {
        length < exactLengths.count && exactLengths[length]
    }

    private static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// A word's folded form when each of its letters is ASCII or a two-byte character whose
    /// folded form is ASCII (accented Latin letters, combining accents); `nil` otherwise.
    /// For such letters, folding the word is folding each letter: no context is involved.
    private static func foldLatin(_ word: UnsafeBufferPointer<UInt8>) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(word.count)
        var index = 0
        while index < word.count {
            let byte = word[index]
            if byte < 0x80 {
                folded.append(lowered(byte))
                index += 1
                continue
            }
            guard byte < 0xE0 else { return nil }
            let (scalar, width) = decode(word, at: index)
            guard let letters = twoByteFolds[Int(scalar.value) - 0x80] else { return nil }
            folded.append(contentsOf: letters)
            index += width
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// The folded form of each two-byte character when it is plain ASCII (`è` → `e`),
    /// computed once with Foundation. Combining accents (U+0300–U+036F) fold to nothing: in
    /// a word, folding drops them, though Foundation keeps one that stands alone.
    private static let twoByteFolds: [[UInt8]?] = (0x80..<0x800).map { value in
        if (0x300...0x36F).contains(value) { return [] }
        let folded = fold(String(Unicode.Scalar(UInt32(value))!))
        return folded.utf8.allSatisfy { $0 < 0x80 } ? Array(folded.utf8) : nil
    }

    /// The scalar whose UTF-8 encoding starts at `index` (a lead byte of valid UTF-8), and
    /// how many bytes it takes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
        let value: UInt32, width: Int
        switch lead {
        case 0xF0...: (value, width) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        case 0xE0...: (value, width) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: (value, width) = ((lead & 0x1F) << 6 | continuation(1), 2)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// ASCII letters and digits, by byte.
    private static let asciiWordBytes: [Bool] = (0..<128).map { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether the scalars of the two-byte range (Latin, Greek, Cyrillic, combining accents…)
    /// are word characters, computed once.
    private static let twoByteWordScalars: [Bool] = (0x80..<0x800).map { isLetterDigitOrMark(Unicode.Scalar(UInt32($0))!) }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x800 { return twoByteWordScalars[Int(scalar.value) - 0x80] }
        return isLetterDigitOrMark(scalar)
    }

    private static func isLetterDigitOrMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .nonspacingMark
    }

    private static func fold(_ word: String) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
