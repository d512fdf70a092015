/// A date written the way people write it by hand (`03/12/2026 23:00`, `3-12-2026`,
/// `03.12.2026 23.00`), rewritten in the form the site reads, for hints.
///
/// Ambiguous dates (both numbers 12 or less) are read day first, as in Catalan and Spanish
/// and most of the world; the hint then names the other reading as well.
enum DateRewrite {
    /// The hint for `text`, or `nil` when it does not look like a day, month and year (and,
    /// where `withTime`, a time of day).
    static func hint(for text: String, withTime: Bool = true) -> ToolText? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...(withTime ? 2 : 1)).contains(parts.count) else { return nil }
        let numbers = parts[0].split(whereSeparator: { "/.-".contains($0) })
        guard numbers.count == 3, let first = Int(numbers[0]), let second = Int(numbers[1]),
              numbers[2].count == 4, let year = Int(numbers[2]) else { return nil }
        var time = ""
        if parts.count == 2 {
            let pieces = parts[1].split(whereSeparator: { ":.h".contains($0) })
            guard pieces.count == 2, let hour = Int(pieces[0]), let minute = Int(pieces[1]), hour < 24, minute < 60 else { return nil }
            time = " " + TimeOfDay.format(hour * 3_600 + minute * 60)
        }
        let dayFirst = written(year: year, month: second, day: first).map { $0 + time }
        let monthFirst = written(year: year, month: first, day: second).map { $0 + time }
        switch (dayFirst, monthFirst) {
        case let (day?, month?) where day != month:
            return ToolText("date.rewrite.either", ["day": day, "month": month, "first": String(numbers[0]),
                                                    "second": String(numbers[1])])
        case let (day?, _):
            return ToolText("date.rewrite", ["date": day])
        case let (nil, month?):
            return ToolText("date.rewrite", ["date": month])
        case (nil, nil):
            return nil
        }
    }

    /// `2026-12-03`, or `nil` when there is no such day.
    private static func written(year: Int, month: Int, day: Int) -> String? {
        let text = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        return LocalDate.parse(text) == nil ? nil : text
    }
}
