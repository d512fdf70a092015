/// The conversions of one edition's chapter table, as the reader's browser does them
/// (`readalong.js` must agree with this type on the same table):
///
/// - a position `p` (a page, or seconds into an audiobook) is in chapter `c` when `c`'s
///   start ≤ `p` < the next chapter's start; before chapter 1 it is in chapter 0 (nothing
///   read yet), past the last start in the last chapter;
/// - a percentage `x` is the position ⌈x · length / 100⌉;
/// - a target "up to chapter N" ends at the page before chapter N+1's start (for an
///   audiobook, at that start), or at the edition's end for the last chapter.
///
/// Starts are expected contiguous from chapter 1 and strictly increasing (the checks
/// of `EditionRules` ensure it before anything is published).
public struct EditionTable: Hashable, Sendable {
    /// What positions count.
    public enum Unit: String, Hashable, Sendable {
        /// Pages of a printed edition.
        case page
        /// Seconds into an audiobook.
        case time
    }

    public let unit: Unit
    /// `starts[0]` is where chapter 1 starts, `starts[1]` chapter 2, and so on.
    public let starts: [Int]
    /// The last page, or the audiobook's length in seconds, when known.
    public let end: Int?

    /// A table of chapter starts, chapter 1 first.
    public init(unit: Unit, starts: [Int], end: Int?) {
        self.unit = unit
        self.starts = starts
        self.end = end
    }

    /// The number of chapters the table lists.
    public var chapterCount: Int { starts.count }

    /// The chapter a position is in (0 before chapter 1 starts).
    public func chapter(at position: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position a percentage of the edition stands for, ⌈percent · length / 100⌉;
    /// `nil` when the edition's length is unknown or the percentage is outside 0…100.
    public func position(atPercent percent: Double) -> Int? {
        guard let end, percent >= 0, percent <= 100 else { return nil }
        return Int((percent * Double(end) / 100).rounded(.up))
    }

    /// The chapter a reader's progress stands for in this edition: a page in a printed
    /// edition, a time in an audiobook, a percentage in either; `nil` when the progress
    /// does not fit the edition (a page in an audiobook, a time in a book, a percentage
    /// without a known length).
    public func chapter(for progress: ReadingProgress) -> Int? {
        switch (progress, unit) {
        case (.page(let page), .page): return chapter(at: page)
        case (.time(let seconds), .time): return chapter(at: seconds)
        case (.percent(let percent), _): return position(atPercent: percent).map(chapter(at:))
        default: return nil
        }
    }

    /// Where reading "up to chapter `chapter`" ends: the page before the next chapter's
    /// start (for an audiobook, the time the next chapter starts), or the edition's end
    /// for the last chapter; `nil` for a chapter the table does not list, or for the last
    /// chapter when the length is unknown.
    public func endOfChapter(_ chapter: Int) -> Int? {
        guard chapter >= 1, chapter <= starts.count else { return nil }
        guard chapter < starts.count else { return end }
        return unit == .page ? starts[chapter] - 1 : starts[chapter]
    }
}
