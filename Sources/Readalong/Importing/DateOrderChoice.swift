/// The date order an import used, and why.
public struct DateOrderChoice: Hashable, Sendable, CustomStringConvertible {
    /// What settled the order.
    public enum Reason: Hashable, Sendable {
        /// A date on this line has a first number above 12, which can only be a day.
        case firstAbove12(line: Int)
        /// A date on this line has a second number above 12, which can only be a day.
        case secondAbove12(line: Int)
        /// No number is above 12, but the first number changes from one date to the next
        /// more often than the second (`true`: as days do), or less often (`false`).
        case firstChangesMoreOften(Bool)
        /// No date could be read both ways; the usual order of the site's language was used.
        case siteLanguage(String)
        /// The order was given with `--date-order`.
        case requested
        /// Every date is written with the year first (`2023-06-12`) or in the middle (`06/2023/12`).
        case isoDates
    }

    /// The order used for dates that are not year first.
    public let order: DateOrder
    /// Why.
    public let reason: Reason

    /// `day first (line 3 has a date whose first number is above 12)` and so on.
    /// The choice and why, in English.
    public var description: String { text.english }

    /// The choice and why, as a sentence of the tools.
    public var text: ToolText {
        let order = self.order == .dayFirst ? "dayFirst" : "monthFirst"
        switch reason {
        case .firstAbove12(let line):
            return ToolText("dateOrder.firstAbove12", ["line": "\(line)"])
        case .secondAbove12(let line):
            return ToolText("dateOrder.secondAbove12", ["line": "\(line)"])
        case .firstChangesMoreOften(true):
            return ToolText("dateOrder.firstChanges")
        case .firstChangesMoreOften(false):
            return ToolText("dateOrder.secondChanges")
        case .siteLanguage(let language):
            return ToolText("dateOrder.siteLanguage.\(order)", ["language": language])
        case .requested:
            return ToolText("dateOrder.requested.\(order)")
        case .isoDates:
            return ToolText("dateOrder.isoDates")
        }
    }

    /// Day or month first for the dates of an export (with their lines): a number above 12
    /// settles it, and both kinds of evidence at once are an error; without any, the number
    /// that changes more often between consecutive dates is the day; failing that, the
    /// usual order of the site's language.
    static func choose(for dates: [(line: Int, date: WhatsAppDate)], siteLanguage: String,
                       requested: DateOrder?) throws(ImportError) -> DateOrderChoice {
        if let requested { return DateOrderChoice(order: requested, reason: .requested) }
        let written = dates.filter { $0.date.layout == .yearLast }
        let dayFirst = written.first { $0.date.first > 12 }?.line
        let monthFirst = written.first { $0.date.second > 12 }?.line
        switch (dayFirst, monthFirst) {
        case let (day?, month?): throw .mixedDateOrder(dayFirstLine: day, monthFirstLine: month)
        case let (day?, nil): return DateOrderChoice(order: .dayFirst, reason: .firstAbove12(line: day))
        case let (nil, month?): return DateOrderChoice(order: .monthFirst, reason: .secondAbove12(line: month))
        case (nil, nil): break
        }
        guard !written.isEmpty else { return DateOrderChoice(order: DateOrder.usual(for: siteLanguage), reason: .isoDates) }
        let pairs = zip(written, written.dropFirst())
        let firstChanges = pairs.count { $0.date.first != $1.date.first }
        let secondChanges = pairs.count { $0.date.second != $1.date.second }
        if firstChanges != secondChanges {
            let dayFirst = firstChanges > secondChanges
            return DateOrderChoice(order: dayFirst ? .dayFirst : .monthFirst, reason: .firstChangesMoreOften(dayFirst))
        }
        return DateOrderChoice(order: DateOrder.usual(for: siteLanguage), reason: .siteLanguage(siteLanguage))
    }
}
