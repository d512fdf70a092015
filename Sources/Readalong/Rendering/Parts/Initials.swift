/// Initials and a stable colour for members without an avatar.
enum Initials {
    static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).prefix(2)
        return words.compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }

    /// A hue 0–359 from the handle, so each member keeps a colour.
    static func hue(of handle: String) -> Int {
        handle.utf8.reduce(7) { ($0 * 31 + Int($1)) % 360 }
    }
}
