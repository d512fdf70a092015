/// The shape of an e-mail address as members and clubs write it.
enum EmailAddress {
    /// Whether `text` is one address alone: `local@domain.tld`, no spaces, brackets or
    /// display name.
    static func isPlain(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || "<>()[],;:\"\\".unicodeScalars.contains($0) }
    }
}
