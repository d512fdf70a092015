/// Dates and times written out in the site's language, from our own tables so that the
/// output does not depend on the platform's locale data (and stays byte-for-byte stable).
struct DateText: Sendable {
    /// The primary language: `ca`, `es` or `en` (others use English).
    let language: String
    /// Whether English dates put the month first (`March 5, 2026`), as in the US.
    let monthFirst: Bool

    init(languageTag: String) {
        let primary = LanguageTag.primaryLanguage(of: languageTag)
        language = LanguageTag.supported.contains(primary) ? primary : "en"
        let subtags: [String] = languageTag.split(separator: "-").dropFirst().map { String($0) }
        let region = subtags.first { $0.count == 2 || $0.count == 3 }
        monthFirst = language == "en" && (region == nil || region?.uppercased() == "US")
    }

    private static let months: [String: [String]] = [
        "ca": ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre", "desembre"],
        "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
        "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    ]
    private static let weekdays: [String: [String]] = [
        "ca": ["dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"],
        "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
        "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    ]
    private static let shortWeekdays: [String: [String]] = [
        "ca": ["dl.", "dt.", "dc.", "dj.", "dv.", "ds.", "dg."],
        "es": ["lu.", "ma.", "mi.", "ju.", "vi.", "sá.", "do."],
        "en": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    ]

    /// The month's name as it stands alone, capitalised for headings: `Març`, `Marzo`.
    func monthName(_ month: Int) -> String {
        let name = Self.months[language]![month - 1]
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `Març 2026`, for calendar headings.
    func monthAndYear(_ date: LocalDate) -> String { "\(monthName(date.month)) \(date.year)" }

    /// `5 de març de 2026`, `5 d’abril de 2026`, `5 de marzo de 2026`, `March 5, 2026`.
    func long(_ date: LocalDate) -> String {
        let month = Self.months[language]![date.month - 1]
        switch language {
        case "ca":
            let elided = ["a", "e", "i", "o", "u"].contains(month.prefix(1))
            return "\(date.day) \(elided ? "d’" : "de ")\(month) de \(date.year)"
        case "es": return "\(date.day) de \(month) de \(date.year)"
        default: return monthFirst ? "\(month) \(date.day), \(date.year)" : "\(date.day) \(month) \(date.year)"
        }
    }

    /// `12 nov.`, `Nov 12`: day and abbreviated month, for the page buttons of a transcript.
    func short(_ date: LocalDate) -> String {
        let month = String(Self.months[language]![date.month - 1].prefix(3))
        switch language {
        case "ca", "es": return "\(date.day) \(month)."
        default: return monthFirst ? "\(month) \(date.day)" : "\(date.day) \(month)"
        }
    }

    /// `dijous, 12 de novembre de 2026`.
    func longWithWeekday(_ date: LocalDate) -> String { "\(weekday(date)), \(long(date))" }

    /// The day of the week, lower case in Catalan and Spanish: `dijous`.
    func weekday(_ date: LocalDate) -> String { Self.weekdays[language]![Self.weekdayIndex(date)] }

    /// Short weekday names from Monday, for calendar headers.
    var shortWeekdayNames: [String] { Self.shortWeekdays[language]! }

    /// 0 for Monday … 6 for Sunday.
    static func weekdayIndex(_ date: LocalDate) -> Int {
        ((date.daysSinceEpoch % 7) + 7 + 3) % 7
    }

    /// `18:00`; US English uses the 12-hour clock, `6:00 PM`.
    func time(_ secondOfDay: Int) -> String {
        let minutes = secondOfDay / 60
        guard monthFirst else { return TimeOfDay.format(minutes * 60) }
        let hour = minutes / 60 % 12 == 0 ? 12 : minutes / 60 % 12
        return "\(hour):\(Digits.padded(minutes % 60, 2)) \(minutes < 720 ? "AM" : "PM")"
    }
}
