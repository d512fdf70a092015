/// The embedding, override and isolate controls of Unicode's bidirectional algorithm
/// (U+202A–U+202E, U+2066–U+2069). Pages isolate each piece of user text with `dir="auto"`
/// themselves, so these characters have no use in content, and an unbalanced one would
/// reverse the text that follows it.
enum BidiControls {
    /// `text` without any of the controls; the same string when it has none.
    static func drop(from text: String) -> String {
        // Every control is encoded E2 80 xx or E2 81 xx: most texts have no 0xE2 byte at all.
        guard ByteSearch.contains(byte: 0xE2, in: text), text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
