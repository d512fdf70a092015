/// Lengths of time written as numbers with unit letters in a fixed order, each at most once:
/// `1h2m3s` for audiobook times, `1d12h` for reminders.
enum UnitLength {
    /// The seconds `text` stands for with these units (a letter and its length in seconds,
    /// largest first), or `nil` when it is not such a length (no unit, a unit out of order
    /// or twice, digits without a unit, a number over six digits).
    static func seconds(in text: String, units: [(letter: Character, seconds: Int)]) -> Int? {
        var total = 0
        var digits = ""
        var remaining = units[...]
        for character in text {
            if character.isASCII, character.isNumber {
                guard digits.count < 7 else { return nil }
                digits.append(character)
            } else if let index = remaining.firstIndex(where: { $0.letter == character }), let value = Int(digits) {
                total += value * remaining[index].seconds
                remaining = remaining[(index + 1)...]
                digits = ""
            } else {
                return nil
            }
        }
        guard digits.isEmpty, remaining.count < units.count else { return nil }
        return total
    }
}
