/// The slug of a genre or topic: Latin letters as in `Slug.make` (accents dropped, lower
/// case), and letters and digits of other scripts (Greek, Cyrillic, Arabic, Hebrew, CJK …)
/// kept as they are written, in lower case and composed form, so `科幻` has the page
/// `/genres/科幻/` (percent-encoded in links) instead of a made-up name.
enum TermSlug {
    static func make(from text: String) -> String {
        var result = ""
        func separate() {
            if !result.isEmpty, !result.hasSuffix("-") { result += "-" }
        }
        for character in text.lowercased().precomposedStringWithCanonicalMapping {
            let scalars = character.unicodeScalars
            if let first = scalars.first, isOtherScript(first) {
                result.unicodeScalars.append(contentsOf: scalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil
                                                                          || $0.properties.generalCategory == .nonspacingMark
                                                                          || $0.properties.generalCategory == .spacingMark })
                continue
            }
            let latin = Slug.make(from: String(character))
            if latin.isEmpty || !(character.isLetter || character.isNumber) {
                separate()
            } else {
                result += latin
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// A letter or digit of a script written after the Latin blocks (from Greek, U+0370, on),
    /// leaving out the later Latin blocks and full-width Latin, which `Slug.make` handles.
    private static func isOtherScript(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x370, scalar.properties.isAlphabetic || scalar.properties.numericType != nil else { return false }
        let latinBlocks: [ClosedRange<UInt32>] = [0x1D00...0x1DBF, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
                                                  0xAB30...0xAB6F, 0xFF00...0xFFEF]
        return !latinBlocks.contains { $0.contains(value) }
    }
}
