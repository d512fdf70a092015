/// The loop every escaper shares: each Unicode scalar is kept or replaced by the rule of
/// one format (JSON, XML, iCalendar TEXT).
enum TextEscaping {
    /// `text` with each scalar replaced by `rule(scalar)` when that gives a string (an empty
    /// one drops the scalar), kept as it is when it gives `nil`.
    static func escape(_ text: String, _ rule: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = rule(scalar) {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
