/// Initials and a stable colour for members without an avatar.
enum Initials {
    /// The first letter of the name's first two words, quotes and other marks passed over
    /// (`Guadalupe «Lupita»` → `GL`); a word without a letter or digit gives none.
    static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" })
        return words.compactMap { $0.first { $0.isLetter || $0.isNumber } }.prefix(2).map { String($0).uppercased() }.joined()
    }

    /// A hue 0–359 from the handle, so each member keeps a colour.
    static func hue(of handle: String) -> Int {
        handle.utf8.reduce(7) { ($0 * 31 + Int($1)) % 360 }
    }
}
