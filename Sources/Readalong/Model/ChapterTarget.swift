import Foundation

/// The reading target of an event: `1-10`, `12`, or free text such as "Part two".
public enum ChapterTarget: Hashable, Sendable, CustomStringConvertible {
    case range(Int, Int)
    case chapter(Int)
    case text(String)

    /// Reads a target from its source text.
    public static func parse(_ raw: String) -> ChapterTarget {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if let number = Int(text), number >= 0 { return .chapter(number) }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low >= 0, low <= high {
            return .range(low, high)
        }
        return .text(text)
    }

    /// `(10, 1)` for `10-1`: two numbers that look like a range written backwards.
    static func reversedRange(_ raw: String) -> (low: Int, high: Int)? {
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let first = Int(parts[0]), let second = Int(parts[1]), first > second else { return nil }
        return (first, second)
    }

    /// The last chapter the target reaches, for numeric targets.
    public var upperBound: Int? {
        switch self {
        case .range(_, let high): return high
        case .chapter(let number): return number
        case .text: return nil
        }
    }

    public var description: String {
        switch self {
        case .range(let low, let high): return "\(low)-\(high)"
        case .chapter(let number): return "\(number)"
        case .text(let text): return text
        }
    }
}
