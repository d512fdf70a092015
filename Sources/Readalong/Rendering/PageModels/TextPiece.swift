/// A piece of a line of text that mixes the page's words with an original's title (a month
/// calendar's entry, a pick's outcome): templates put `lang` on the pieces that have one.
struct TextPiece: KeyedTemplateModel {
    enum Key: String, CaseIterable { case text, lang }
    let text: String
    /// The original's language when the piece is an original's title shown on a page of
    /// another language, else `nil` (`false`).
    let lang: String?

    var templateValue: TemplateValue { fields([.text: .text(text), .lang: lang.orFalse]) }

    /// A sentence of the interface (`Chosen: %@.`, written by `fill` with a stand-in) with
    /// `values`, joined by `separator`, wherever it has `%@`.
    static func sentence(_ fill: (String) -> String, with values: [TextPiece], separator: String) -> [TextPiece] {
        let standIn = "\u{1}"
        var filling: [TextPiece] = []
        for (index, value) in values.enumerated() {
            if index > 0 { filling.append(TextPiece(text: separator, lang: nil)) }
            filling.append(value)
        }
        let around = fill(standIn).components(separatedBy: standIn).map { TextPiece(text: $0, lang: nil) }
        return around.dropFirst().reduce([around[0]]) { pieces, next in pieces + filling + [next] }
    }
}
