import Foundation

/// Text clean-up shared by the WhatsApp readers.
enum WhatsAppText {
    /// The invisible marks WhatsApp scatters through exports, anywhere in a line:
    /// left-to-right and right-to-left marks, and byte order marks (zero-width no-break spaces).
    static let marks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{FEFF}"]
    /// Bidirectional embedding controls, which wrap phone numbers in sender names.
    static let embeddings: Set<Unicode.Scalar> = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
                                                  "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    /// `text` without marks and without trailing white space.
    static func clean<S: StringProtocol>(_ text: S) -> String {
        var scalars = String.UnicodeScalarView(text.unicodeScalars.filter { !marks.contains($0) })
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// A sender's display name as written, without marks, embedding controls, surrounding
    /// spaces, or the `~` WhatsApp puts before people who are not in the phone's contacts.
    static func name<S: StringProtocol>(_ text: S) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { !marks.contains($0) && !embeddings.contains($0) }))
        var name = kept.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("~") { name = name.dropFirst().trimmingCharacters(in: .whitespaces) }
        return name
    }

    /// For comparing with known phrases: no marks, lower case, no accents, straight apostrophes.
    static func fold<S: StringProtocol>(_ text: S) -> String {
        clean(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased().replacingOccurrences(of: "\u{2019}", with: "'").trimmingCharacters(in: .whitespaces)
    }
}
