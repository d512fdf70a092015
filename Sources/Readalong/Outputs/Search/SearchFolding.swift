import Foundation

/// Which letters a language's search takes as the same, so that a query finds its words
/// written with or without accents. Mirrored by `fold` in `readalong.js`, which reads the
/// page's `lang`: both must agree.
enum SearchFolding: Sendable {
    /// Accents dropped, lower-cased (every language without rules of its own).
    case common
    /// Spanish: accents dropped, but `ñ` stays apart from `n` (`año` is not `ano`).
    case spanish
    /// Catalan: accents dropped, and the ela geminada read as a double l (`col·lecció`,
    /// `col‧lecció` and `colleccio` are the same word).
    case catalan

    /// The folding of the pages in `language` (a BCP-47 tag).
    init(language: String) {
        switch LanguageTag.primaryLanguage(of: language) {
        case "es": self = .spanish
        case "ca": self = .catalan
        default: self = .common
        }
    }

    /// `text` folded: decomposed, accents U+0300–U+036F dropped (but this language's
    /// exceptions), lower-cased.
    func fold(_ text: String) -> String {
        // ASCII has nothing to decompose and no accents: lower-casing is the whole fold.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // Below U+0300 (no lead byte from 0xCC up) each code point folds on its own, but for
        // the middle dot of the ela geminada (U+00B7, whose last byte is 0xB7), which looks at
        // its neighbours.
        if text.utf8.allSatisfy({ $0 < 0xCC }), self != .catalan || !text.utf8.contains(0xB7) {
            let table = latinFolds
            var folded = ""
            folded.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars { folded += table[Int(scalar.value)] }
            return folded
        }
        return foldScalars(text)
    }

    /// The fold of each code point below U+0300, in this language.
    private var latinFolds: [String] {
        switch self {
        case .common: return Self.commonFolds
        case .spanish: return Self.spanishFolds
        case .catalan: return Self.catalanFolds
        }
    }

    private static let commonFolds = folds(.common)
    private static let spanishFolds = folds(.spanish)
    private static let catalanFolds = folds(.catalan)

    private static func folds(_ folding: SearchFolding) -> [String] {
        (0..<0x300).map { folding.foldScalars(String(Unicode.Scalar(UInt32($0))!)) }
    }

    /// The fold of any text, step by step as the page does it.
    private func foldScalars(_ text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        var previous: Unicode.Scalar?
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            defer { previous = scalar }
            guard (0x300...0x36F).contains(scalar.value) else {
                scalars.append(scalar)
                continue
            }
            // Spanish keeps a tilde right after an n: the letter ñ.
            if self == .spanish, scalar == "\u{303}", previous == "n" || previous == "N" {
                scalars[scalars.count - 1] = previous == "n" ? "ñ" : "Ñ"
            }
        }
        if self == .catalan { scalars = Self.joiningGeminateL(scalars) }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view).lowercased()
    }

    /// `l·l` (or `l‧l`, either case) as `ll`, from left to right without overlaps.
    private static func joiningGeminateL(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let ells: Set<Unicode.Scalar> = ["l", "L"]
        var joined: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if index + 2 < scalars.count, ells.contains(scalars[index]), ["\u{B7}", "\u{2027}"].contains(scalars[index + 1]),
               ells.contains(scalars[index + 2]) {
                joined += [scalars[index], scalars[index + 2]]
                index += 3
            } else {
                joined.append(scalars[index])
                index += 1
            }
        }
        return joined
    }
}
