/// The order of day and month in the dates of a WhatsApp export: `25/06/2023` is day first,
/// `6/25/23` month first. (Dates written year first, `2023-06-25`, are always read as ISO.)
public enum DateOrder: String, Sendable, CaseIterable {
    case dayFirst = "day"
    case monthFirst = "month"

    /// The order phones use in a site's language when the export itself does not tell:
    /// month first for `en` and `en-US`, day first for every other language and region.
    static func usual(for language: String) -> DateOrder {
        let tag = language.lowercased()
        return tag == "en" || tag == "en-us" ? .monthFirst : .dayFirst
    }

    /// `day first` or `month first`.
    var words: String { self == .dayFirst ? "day first" : "month first" }
}
