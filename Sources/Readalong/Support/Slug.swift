/// The naming rule of slugs, handles and event ids: `[a-z0-9][a-z0-9-]*`.
enum Slug {
    static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLowerAlphanumeric(first) else { return false }
        return text.utf8.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }

    /// A slug close to `text` (lower-cased, spaces and other characters turned into hyphens),
    /// offered in hints.
    static func suggestion(for text: String) -> String {
        let slug = make(from: text)
        return slug.isEmpty ? "name" : slug
    }

    /// `text` as a slug: accents dropped, lower case, other characters turned into single
    /// hyphens; empty when nothing is left.
    static func make(from text: String) -> String {
        var result = ""
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.isASCII, isLowerAlphanumeric(UInt8(scalar.value)) {
                result.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory != .nonspacingMark, !result.hasSuffix("-"), !result.isEmpty {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
