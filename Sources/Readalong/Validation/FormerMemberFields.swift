/// The rules of a member file's `left` and `erase` keys, checked as the file is read.
enum FormerMemberFields {
    /// `erase` needs a `left` date (E086); a `left` date before `joined` is likely a typo (W012).
    static func check(left: Located<LocalDate>?, erase: Located<Bool>?, joined: Located<LocalDate>?, log: DiagnosticLog) {
        if let erase, erase.value, left == nil {
            log.report(.eraseWithoutLeft, at: erase.location, "'erase: true' needs the date the member left",
                       hint: "add 'left: YYYY-MM-DD' with the day they left the club")
        }
        if let left, let joined, left.value < joined.value {
            log.report(.leftBeforeJoined, at: left.location,
                       "the member left on \(left.value) but joined on \(joined.value)",
                       hint: "check both dates: 'left' is the day they left the club")
        }
    }
}
