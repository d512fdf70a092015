/// The three numbers of a date as a WhatsApp export writes it, before the order of day and
/// month is known: `12/06/23`, `6.12.2023`, `2023-06-12`, `06/2023/12`.
struct WhatsAppDate: Hashable {
    /// Where the year is among the three numbers.
    enum Layout: Hashable {
        /// `12/06/23`: day and month (in the file's order), then the year.
        case yearLast
        /// `2023-06-12` (ISO): year, month, day whatever the file's order.
        case yearFirst
        /// `06/2023/12`: month, year, day, as some phones write it.
        case yearMiddle
    }

    let first: Int
    let second: Int
    let third: Int
    let layout: Layout

    /// The day, reading the numbers in `order`; two-digit years are in the 2000s. `nil` when
    /// no such day exists (`31/02/2023`, or `25/06/2023` read month first).
    func resolve(_ order: DateOrder) -> LocalDate? {
        let year: Int
        let month: Int
        let day: Int
        switch layout {
        case .yearFirst:
            (year, month, day) = (first, second, third)
        case .yearMiddle:
            (month, year, day) = (first, second, third)
        case .yearLast:
            year = third < 100 ? 2000 + third : third
            (day, month) = order == .dayFirst ? (first, second) : (second, first)
        }
        guard (1...12).contains(month), (1...LocalDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }
}
