/// How long an edition is: pages of a printed book, or the length of an audiobook.
public enum EditionExtent: Hashable, Sendable {
    /// `pages: 256`.
    case pages(Int)
    /// `duration: 7h45m`, in seconds.
    case duration(seconds: Int)

    /// The last page, or the length in seconds.
    public var amount: Int {
        switch self {
        case .pages(let count): return count
        case .duration(let seconds): return seconds
        }
    }
}
