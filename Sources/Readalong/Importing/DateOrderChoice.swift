/// The date order an import used, and why.
public struct DateOrderChoice: Hashable, Sendable, CustomStringConvertible {
    /// What settled the order.
    public enum Reason: Hashable, Sendable {
        /// A date on this line has a first number above 12, which can only be a day.
        case firstAbove12(line: Int)
        /// A date on this line has a second number above 12, which can only be a day.
        case secondAbove12(line: Int)
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
    public var description: String {
        switch reason {
        case .firstAbove12(let line):
            return "day first (line \(line) has a date whose first number is above 12)"
        case .secondAbove12(let line):
            return "month first (line \(line) has a date whose second number is above 12)"
        case .siteLanguage(let language):
            return "\(order.words), as usual for the site's language '\(language)' (no date in the export settles it; "
                + "--date-order changes it)"
        case .requested:
            return "\(order.words), as requested with --date-order"
        case .isoDates:
            return "year first or in the middle (no day and month to tell apart)"
        }
    }
}
