import Foundation

/// How the search page compares text, and the keys its sharded index is filed under. Every
/// rule here has a twin in `readalong.js` (`fold`, `lookup`, `grams`, `bucket`), and both
/// must agree, or a document that matches would be missing from the shards the page fetches.
///
/// The page finds a document when each word of the query is a substring of its folded text
/// (decomposed, accents U+0300–U+036F dropped, lower-cased, with the rules of the page's
/// language: `SearchFolding`). A query word never holds white
/// space, so it lies inside one white-space-separated token of the document; the index files
/// every token's short n-grams (2 and 3 code points, and single characters of scripts that
/// write words without spaces, such as Chinese and Japanese), and the page intersects the
/// chunks listed under the n-grams of the words typed. That gives a superset of the chunks
/// holding a match, which the page then checks word by word, as it always did.
enum SearchTerms {
    /// Folds text the way the search page of a language without folding rules of its own
    /// does before comparing (see `SearchFolding`).
    static func fold(_ text: String) -> String { SearchFolding.common.fold(text) }

    /// The folded text n-grams are taken from: final sigma, which only the browser's
    /// lower-casing makes, is counted as a plain sigma on both sides.
    static func lookupForm(_ text: String, folding: SearchFolding = .common) -> String {
        let folded = folding.fold(text)
        return ByteSearch.contains("\u{3C2}", in: folded) ? folded.replacingOccurrences(of: "\u{3C2}", with: "\u{3C3}") : folded
    }

    /// The white space that separates query words in the browser (JavaScript's `\s`).
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9...0xD, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
        default: return false
        }
    }

    /// Characters of scripts where one character is already a useful query (CJK ideographs,
    /// kana, hangul, full-width forms): they are also filed alone.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default: return false
        }
    }

    /// Every n-gram a query could look up in `text`: per token, each run of 2 and 3 code
    /// points, and each wide character alone.
    static func grams(of text: String, folding: SearchFolding = .common) -> Set<String> {
        grams(of: [text], folding: folding)
    }

    /// The n-grams of several texts together (a search chunk's), as `grams(of:)` gives for
    /// each. Runs are first collected as numbers, so that a run met again costs no string.
    static func grams(of texts: [String], folding: SearchFolding) -> Set<String> {
        var runs = Set<UInt64>()
        var token: [UInt32] = []
        func flush() {
            for index in token.indices {
                // Each code point is stored plus one in 21 bits, so that a run of one, two or
                // three is one number and zero means "no code point here".
                let first = UInt64(token[index]) + 1
                if isWide(Unicode.Scalar(token[index])!) { runs.insert(first) }
                guard index + 1 < token.count else { continue }
                let two = first | (UInt64(token[index + 1]) + 1) << 21
                runs.insert(two)
                if index + 2 < token.count { runs.insert(two | (UInt64(token[index + 2]) + 1) << 42) }
            }
            token.removeAll(keepingCapacity: true)
        }
        for text in texts {
            for scalar in lookupForm(text, folding: folding).unicodeScalars {
                if isSeparator(scalar) { flush() } else { token.append(scalar.value) }
            }
            flush()
        }
        return Set(runs.map(gram))
    }

    /// The text of a run of code points numbered as in `grams(of:)`.
    private static func gram(_ run: UInt64) -> String {
        var gram = String.UnicodeScalarView()
        var rest = run
        while rest != 0 {
            gram.append(Unicode.Scalar(UInt32(rest & 0x1F_FFFF) - 1)!)
            rest >>= 21
        }
        return String(gram)
    }

    /// The n-grams the search page looks up for one folded query word: up to four of its
    /// runs of three code points, spread from its start to its end (any of them narrows the
    /// chunks down; more cost more shards), or the word itself when it has two code points,
    /// or a lone wide character; a lone narrow character has none (the page then reads the
    /// chunks in order).
    static func queryGrams(of word: String) -> [String] {
        let points = Array(word.replacingOccurrences(of: "\u{3C2}", with: "\u{3C3}").unicodeScalars)
        func run(_ range: Range<Int>) -> String {
            var gram = String.UnicodeScalarView()
            gram.append(contentsOf: points[range])
            return String(gram)
        }
        switch points.count {
        case 0: return []
        case 1: return isWide(points[0]) ? [run(0..<1)] : []
        case 2: return [run(0..<2)]
        default:
            let last = points.count - 3
            var runs: [String] = []
            for step in 0..<4 {
                // Math.round(step * last / 3) in the page: thirds round to the nearest.
                let start = (step * last + 1) / 3
                let gram = run(start..<start + 3)
                if !runs.contains(gram) { runs.append(gram) }
            }
            return runs
        }
    }

    /// The shard an n-gram is filed in: 32-bit FNV-1a of its UTF-8 bytes, modulo the number
    /// of shards (a power of two).
    static func bucket(of gram: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in gram.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash & UInt32(count - 1))
    }

    /// How many shards an index of `chunks` chunks gets: a power of two near a quarter of the
    /// chunk count, from 4 to 1,024, so that it changes only when the index doubles in size.
    static func bucketCount(chunks: Int) -> Int {
        var count = 4
        while count < 1024, count * 4 < chunks { count *= 2 }
        return count
    }
}
