/// The rules of a member file's `left` and `erase` keys, checked as the file is read.
enum FormerMemberFields {
    /// `erase` needs a `left` date (E086); a `left` date before `joined` is likely a typo (W012).
    static func check(left: Located<LocalDate>?, erase: Located<Bool>?, joined: Located<LocalDate>?, log: DiagnosticLog) {
        if let erase, erase.value, left == nil {
            log.report(.eraseWithoutLeft, at: erase.location, ToolText("member.eraseWithoutLeft"),
                       hint: ToolText("member.eraseWithoutLeft.hint"))
        }
        if let left, let joined, left.value < joined.value {
            log.report(.leftBeforeJoined, at: left.location,
                       ToolText("member.leftBeforeJoined", ["left": "\(left.value)", "joined": "\(joined.value)"]),
                       hint: ToolText("member.leftBeforeJoined.hint"))
        }
    }
}
