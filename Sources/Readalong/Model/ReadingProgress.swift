import Foundation

/// How far a reader says they are, as typed into a progress field: `143` or `p. 143` (a
/// page), `62 %` (a percentage), `2:10`, `2 h 10 min` or `2h10m` (a time into an
/// audiobook, hours first).
public enum ReadingProgress: Hashable, Sendable {
    case page(Int)
    case percent(Double)
    /// Seconds from the beginning of an audiobook.
    case time(Int)

    /// Reads what a reader typed; `nil` when it is none of the accepted forms.
    public static func parse(_ input: String) -> ReadingProgress? {
        let text = input.trimmingCharacters(in: .whitespaces).lowercased()
        guard !text.isEmpty else { return nil }
        if text.hasSuffix("%") {
            let number = text.dropLast().trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number),
                  value <= 100 else { return nil }
            return .percent(value)
        }
        if text.hasPrefix("p.") || text.hasPrefix("p ") {
            return Int(text.dropFirst(2).trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? .page($0) : nil }
        }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(text).map(ReadingProgress.page) }
        if text.contains(":") { return clockTime(text).map(ReadingProgress.time) }
        return MediaTime.seconds(in: text.replacingOccurrences(of: "min", with: "m")
            .filter { $0 != " " }).map(ReadingProgress.time)
    }

    /// `2:10` (hours and minutes) or `2:10:30`.
    private static func clockTime(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0)
    }
}
