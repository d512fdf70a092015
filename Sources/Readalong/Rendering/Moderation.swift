import Foundation

/// Replaces blocked words with bullets wherever content text is published: whole words
/// only, ignoring case and accents (`Merda`, `MÈRDA`), never inside a longer word.
struct Moderation: Sendable {
    private let blocked: Set<String>

    init(blockedWords: [String]) {
        blocked = Set(blockedWords.map(Self.fold).filter { !$0.isEmpty })
    }

    /// Whether there is anything to replace at all.
    var isActive: Bool { !blocked.isEmpty }

    /// `text` with every blocked word replaced by as many `•` as it has letters.
    func clean(_ text: String) -> String {
        guard isActive else { return text }
        var result = ""
        var word = ""
        func flush() {
            if !word.isEmpty {
                result += blocked.contains(Self.fold(word)) ? String(repeating: "•", count: word.count) : word
                word = ""
            }
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "·" && !word.isEmpty {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    private static func fold(_ word: String) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
