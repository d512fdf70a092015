/// The time stamp that starts each message of a WhatsApp export, and what follows it.
///
/// ```
/// 12/06/2023, 16:45 - Anna: text              Android
/// [12/06/23, 16:45:40] Anna: text             iPhone
/// 6/12/23, 4:45 PM - Anna: text               12-hour clock (also `4:45 p. m.`, with no-break spaces)
/// 7/1/16, 4:56:55 PM: Anna: text              older iPhone exports
/// 2023-06-12 16:45 - Anna: text               ISO dates
/// ```
///
/// Dates use `/`, `.` or `-`, with two- or four-digit years; the day and month order is
/// decided for the whole file later.
struct WhatsAppLine {
    let date: WhatsAppDate
    /// The date as written, for messages.
    let dateText: Substring
    /// Seconds since midnight, on a 24-hour clock.
    let secondOfDay: Int
    /// Everything after the stamp: `Name: text`, or one of WhatsApp's notices.
    let body: Substring

    /// Splits a line, or gives `nil` when it does not start with a stamp (a continuation line).
    static func parse(_ line: Substring) -> WhatsAppLine? {
        var cursor = Cursor(line)
        let bracketed = cursor.take("[")
        let dateStart = cursor.index
        guard let first = cursor.number(maxDigits: 4), let separator = cursor.takeAny(of: ["/", ".", "-"]),
              let second = cursor.number(maxDigits: 2), cursor.take(separator),
              let third = cursor.number(maxDigits: 4) else { return nil }
        let yearFirst = first.digits == 4
        guard yearFirst ? third.digits <= 2 : first.digits <= 2 && (third.digits == 2 || third.digits == 4) else { return nil }
        let dateText = Substring(cursor.scalars[dateStart..<cursor.index])
        _ = cursor.take(",")
        guard cursor.skipSpaces() > 0, let time = cursor.time() else { return nil }
        if bracketed {
            guard cursor.take("]") else { return nil }
            cursor.skipSpaces()
        } else {
            let spaces = cursor.skipSpaces()
            guard cursor.take("-") || (spaces == 0 && cursor.take(":")) else { return nil }
            cursor.skipSpaces()
        }
        return WhatsAppLine(date: WhatsAppDate(first: first.value, second: second.value, third: third.value, yearFirst: yearFirst),
                            dateText: dateText, secondOfDay: time, body: Substring(cursor.scalars[cursor.index...]))
    }

    /// A time on a 12-hour clock opening `line` (`7:05 PM`, `7:05 p. m.`): seconds since
    /// midnight on a 24-hour clock and the rest of the line; `nil` when the line does not
    /// start with a time followed by AM or PM.
    static func twelveHourTime(opening line: Substring) -> (secondOfDay: Int, rest: Substring)? {
        var cursor = Cursor(line)
        guard let time = cursor.time(),
              cursor.scalars[cursor.scalars.startIndex..<cursor.index].contains(where: \.properties.isAlphabetic) else { return nil }
        return (time, Substring(cursor.scalars[cursor.index...]))
    }

    /// Reads a line scalar by scalar.
    private struct Cursor {
        /// Spaces between the parts of a stamp: WhatsApp writes no-break and narrow no-break
        /// spaces before AM/PM in recent versions.
        static let spaces: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

        let scalars: Substring.UnicodeScalarView
        var index: Substring.UnicodeScalarView.Index

        init(_ text: Substring) {
            scalars = text.unicodeScalars
            index = scalars.startIndex
        }

        var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard current == scalar else { return false }
            index = scalars.index(after: index)
            return true
        }

        mutating func takeAny(of options: [Unicode.Scalar]) -> Unicode.Scalar? {
            guard let scalar = current, options.contains(scalar) else { return nil }
            index = scalars.index(after: index)
            return scalar
        }

        @discardableResult
        mutating func skipSpaces() -> Int {
            var count = 0
            while let scalar = current, Self.spaces.contains(scalar) {
                index = scalars.index(after: index)
                count += 1
            }
            return count
        }

        /// A run of 1 to `maxDigits` ASCII digits (a longer run is no number).
        mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
            var value = 0
            var digits = 0
            while let scalar = current, ("0"..."9").contains(scalar) {
                guard digits < maxDigits else { return nil }
                value = value * 10 + Int(scalar.value - 48)
                digits += 1
                index = scalars.index(after: index)
            }
            return digits == 0 ? nil : (value, digits)
        }

        /// `H:MM`, `HH:MM:SS`, optionally followed by AM/PM in any of WhatsApp's spellings;
        /// seconds since midnight on a 24-hour clock.
        mutating func time() -> Int? {
            guard let hour = number(maxDigits: 2), take(":"), let minute = number(maxDigits: 2),
                  minute.digits == 2, minute.value < 60 else { return nil }
            var second = 0
            if take(":") {
                guard let value = number(maxDigits: 2), value.digits == 2, value.value < 60 else { return nil }
                second = value.value
            }
            let afterTime = index
            skipSpaces()
            var hours = hour.value
            if let afternoon = meridiem() {
                guard (1...12).contains(hours) else { return nil }
                hours = hours % 12 + (afternoon ? 12 : 0)
            } else {
                index = afterTime
                guard hours < 24 else { return nil }
            }
            return hours * 3600 + minute.value * 60 + second
        }

        /// `AM`, `pm`, `a.m.`, `p. m.` (any case, any of the spaces): whether it is the
        /// afternoon, or `nil` (and nothing read) when there is none.
        private mutating func meridiem() -> Bool? {
            let start = index
            guard let letter = current, "aApP".unicodeScalars.contains(letter) else { return nil }
            index = scalars.index(after: index)
            _ = take(".")
            skipSpaces()
            guard take("m") || take("M") else {
                index = start
                return nil
            }
            _ = take(".")
            if let next = current, next.properties.isAlphabetic {
                index = start
                return nil
            }
            return letter == "p" || letter == "P"
        }
    }
}
