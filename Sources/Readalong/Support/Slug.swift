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
        let lowered = text.lowercased()
        // Plain ASCII is its own decomposition: Foundation is asked only about the rest.
        let scalars = lowered.utf8.allSatisfy { $0 < 0x80 } ? lowered.unicodeScalars
            : lowered.decomposedStringWithCanonicalMapping.unicodeScalars
        var result: [UInt8] = []
        result.reserveCapacity(lowered.utf8.count)
        for scalar in scalars {
            if scalar.isASCII, isLowerAlphanumeric(UInt8(scalar.value)) {
                result.append(UInt8(scalar.value))
            } else if let last = result.last, last != UInt8(ascii: "-"), scalar.properties.generalCategory != .nonspacingMark {
                result.append(UInt8(ascii: "-"))
            }
        }
        if result.last == UInt8(ascii: "-") { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
