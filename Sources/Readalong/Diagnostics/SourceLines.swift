/// The lines of a source text, found once: line `n` is then a slice away, whatever `n`.
struct SourceLines: Sendable {
    let source: String
    /// Where each line starts; `starts[0]` is the start of line 1.
    private let starts: [String.Index]

    init(_ source: String) {
        self.source = source
        var starts = [source.startIndex]
        let utf8 = source.utf8
        var index = utf8.startIndex
        // A line feed is one byte and never part of a wider character: the index after it
        // starts a character.
        while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = utf8.index(after: newline)
            starts.append(index)
        }
        self.starts = starts
    }

    /// Line `number` (from 1; anything lower is line 1) without its line break, or nil past
    /// the end of the text.
    func line(_ number: Int) -> Substring? {
        let number = max(1, number)
        guard number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? source.utf8.index(before: starts[number]) : source.endIndex
        if end > start, source.utf8[source.utf8.index(before: end)] == UInt8(ascii: "\r") {
            end = source.utf8.index(before: end)
        }
        return source[start..<end]
    }
}
