/// The time stamp that starts each message of a WhatsApp export, and what follows it.
///
/// ```
/// 12/06/2023, 16:45 - Anna: text              Android
/// [12/06/23, 16:45:40] Anna: text             iPhone
/// 6/12/23, 4:45 PM - Anna: text               12-hour clock (also `4:45 p. m.`, with no-break spaces)
/// 7/1/16, 4:56:55 PM: Anna: text              older iPhone exports
/// 2023-06-12 16:45 - Anna: text               ISO dates
/// 13.6.2018 klo 21.25.15 - Anna: text         Finnish, dotted times (also French `à`, German `um`)
/// 2018. 6. 13. 오후 9:25 - Anna: text          12-hour marker before the time (Korean, Chinese, Japanese)
/// 13. 6. 2018. 21:25:15 Anna: text            Czech and Hungarian
/// [06/2018/13, 21:25:15] Anna: text           month, year, day
/// ```
///
/// Dates use `/`, `.` or `-`, with two- or four-digit years; the day and month order is
/// decided for the whole file later. Invisible marks (left-to-right and right-to-left marks,
/// byte order marks) are skipped before and after the opening bracket.
struct WhatsAppLine {
    let date: WhatsAppDate
    /// The date as written, for messages.
    let dateText: Substring
    /// Seconds since midnight, on a 24-hour clock.
    let secondOfDay: Int
    /// Everything after the stamp: `Name: text`, or one of WhatsApp's notices.
    let body: Substring
    /// Where the date and the time start, counted in Unicode scalars from 1.
    let dateColumn: Int
    let timeColumn: Int
    /// Written in brackets, as iPhones do (`[12/06/23, 16:45:40]`).
    let bracketed: Bool

    /// What a line of an export is.
    enum Reading {
        /// A line that starts a message or a notice.
        case stamp(WhatsAppLine)
        /// A line shaped like a stamp (date, time, then the name) whose time cannot be:
        /// `23:59 PM`, `25:10`; `column` is where the time starts.
        case impossibleTime(text: Substring, column: Int)
        /// Any other line: it continues the message above.
        case text
    }

    /// Splits a line, or gives `nil` when it does not start with a readable stamp.
    static func parse(_ line: Substring) -> WhatsAppLine? {
        if case .stamp(let stamp) = read(line) { return stamp }
        return nil
    }

    /// Reads a line: a stamp, a stamp with an impossible time, or text.
    static func read(_ line: Substring) -> Reading {
        var cursor = Cursor(line)
        cursor.skipMarks()
        let bracketed = cursor.take("[")
        cursor.skipMarks()
        let dateStart = cursor.index
        guard let (date, trailingDot) = cursor.date() else { return .text }
        let dateText = Substring(cursor.scalars[dateStart..<cursor.index])
        _ = cursor.take(",")
        guard cursor.skipSpaces() > 0 else { return .text }
        var markedBefore: Bool?
        if let word = cursor.word() {
            if let afternoon = Cursor.markersBefore[word] {
                markedBefore = afternoon
                cursor.skipSpaces()
            } else {
                guard Cursor.connectors.contains(word.lowercased()), cursor.skipSpaces() > 0 else { return .text }
            }
        }
        let timeStart = cursor.index
        guard let clock = cursor.time(markedBefore: markedBefore) else { return .text }
        let timeText = Substring(cursor.scalars[timeStart..<cursor.index])
        if bracketed {
            guard cursor.take("]") else { return .text }
            cursor.skipSpaces()
        } else {
            let spaces = cursor.skipSpaces()
            let separated = cursor.take("-") || (spaces == 0 && cursor.take(":"))
            guard separated || (trailingDot && spaces > 0) else { return .text }
            cursor.skipSpaces()
        }
        let timeColumn = cursor.column(of: timeStart)
        guard let secondOfDay = clock.secondOfDay else { return .impossibleTime(text: timeText, column: timeColumn) }
        return .stamp(WhatsAppLine(date: date, dateText: dateText, secondOfDay: secondOfDay,
                                   body: Substring(cursor.scalars[cursor.index...]),
                                   dateColumn: cursor.column(of: dateStart), timeColumn: timeColumn, bracketed: bracketed))
    }

    /// A time on a 12-hour clock opening `line` (`7:05 PM`, `7:05 p. m.`): seconds since
    /// midnight on a 24-hour clock and the rest of the line; `nil` when the line does not
    /// start with a possible time followed by AM or PM.
    static func twelveHourTime(opening line: Substring) -> (secondOfDay: Int, rest: Substring)? {
        var cursor = Cursor(line)
        guard let clock = cursor.time(), clock.afternoon != nil, let time = clock.secondOfDay else { return nil }
        return (time, Substring(cursor.scalars[cursor.index...]))
    }

    /// A time as written: its numbers and AM/PM, which may not make a time (`23:59 PM`).
    private struct Clock {
        let hour: Int
        let minute: Int
        let second: Int
        /// `true` for PM, `false` for AM, `nil` on a 24-hour clock.
        let afternoon: Bool?

        /// Seconds since midnight; `nil` when there is no such time. Some phones write the
        /// first hour after midnight as `00:04 AM`, which is read as 00:04.
        var secondOfDay: Int? {
            guard minute < 60, second < 60 else { return nil }
            let hours: Int
            switch afternoon {
            case nil:
                guard hour < 24 else { return nil }
                hours = hour
            case false?:
                guard hour <= 12 else { return nil }
                hours = hour % 12
            case true?:
                guard (1...12).contains(hour) else { return nil }
                hours = hour % 12 + 12
            }
            return hours * 3600 + minute * 60 + second
        }
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

        /// The 1-based column of `position`, in scalars.
        func column(of position: Substring.UnicodeScalarView.Index) -> Int {
            scalars.distance(from: scalars.startIndex, to: position) + 1
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard current == scalar else { return false }
            index = scalars.index(after: index)
            return true
        }

        /// Words phones write between the date and the time: Finnish `klo`, French `à`,
        /// German `um`, Danish and Norwegian `kl.`.
        static let connectors: Set<String> = ["klo", "à", "um", "kl."]
        /// 12-hour markers written before the time (Korean, Chinese, Japanese): whether
        /// each is the afternoon.
        static let markersBefore: [String: Bool] = ["오전": false, "오후": true, "上午": false, "下午": true,
                                                    "午前": false, "午後": true]
        /// 12-hour markers written after the time other than AM and PM's spellings: German,
        /// Greek, Arabic.
        static let markersAfter: [String: Bool] = ["vorm.": false, "nachm.": true, "π.μ.": false, "μ.μ.": true,
                                                   "ص": false, "م": true]

        /// A run of letters and dots (`klo`, `kl.`, `오후`), or `nil` (and nothing read).
        mutating func word() -> String? {
            var word = String.UnicodeScalarView()
            while let scalar = current, scalar.properties.isAlphabetic || scalar == "." {
                word.append(scalar)
                index = scalars.index(after: index)
            }
            return word.isEmpty ? nil : String(word)
        }

        mutating func takeAny(of options: [Unicode.Scalar]) -> Unicode.Scalar? {
            guard let scalar = current, options.contains(scalar) else { return nil }
            index = scalars.index(after: index)
            return scalar
        }

        mutating func skipMarks() {
            while let scalar = current, WhatsAppText.marks.contains(scalar) { index = scalars.index(after: index) }
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

        /// Three numbers with the same separator (`12/06/23`, `2023-06-12`, `13. 6. 2018.`,
        /// `06/2018/13`): the date, and whether a dot closed it (the Czech and Hungarian
        /// form, which needs no `-` before the name).
        mutating func date() -> (WhatsAppDate, trailingDot: Bool)? {
            guard let first = number(maxDigits: 4), let separator = takeAny(of: ["/", ".", "-"]) else { return nil }
            let spaced = separator == "." && skipSpaces() > 0
            guard let second = number(maxDigits: 4), take(separator) else { return nil }
            if spaced { skipSpaces() }
            guard let third = number(maxDigits: 4) else { return nil }
            let layout: WhatsAppDate.Layout
            switch (first.digits, second.digits, third.digits) {
            case (4, 1...2, 1...2): layout = .yearFirst
            case (1...2, 4, 1...2): layout = .yearMiddle
            case (1...2, 1...2, 2), (1...2, 1...2, 4): layout = .yearLast
            default: return nil
            }
            let trailingDot = separator == "." && take(".")
            return (WhatsAppDate(first: first.value, second: second.value, third: third.value, layout: layout), trailingDot)
        }

        /// `H:MM`, `HH:MM:SS` or with dots (`21.25.15`), optionally followed by AM/PM in any
        /// of WhatsApp's spellings unless a marker before the time said which (`markedBefore`);
        /// `nil` (and nothing read) when the shape is not there.
        mutating func time(markedBefore: Bool? = nil) -> Clock? {
            let start = index
            guard let hour = number(maxDigits: 2), let separator = takeAny(of: [":", "."]),
                  let minute = number(maxDigits: 2), minute.digits == 2 else {
                index = start
                return nil
            }
            var second = 0
            let beforeSeconds = index
            if take(separator) {
                if let value = number(maxDigits: 2), value.digits == 2 {
                    second = value.value
                } else {
                    index = beforeSeconds
                }
            }
            if let markedBefore { return Clock(hour: hour.value, minute: minute.value, second: second, afternoon: markedBefore) }
            let afterTime = index
            skipSpaces()
            let afternoon = meridiem()
            if afternoon == nil { index = afterTime }
            return Clock(hour: hour.value, minute: minute.value, second: second, afternoon: afternoon)
        }

        /// `AM`, `pm`, `a.m.`, `p. m.` (any case, any of the spaces), or one of `markersAfter`:
        /// whether it is the afternoon, or `nil` (and nothing read) when there is none.
        private mutating func meridiem() -> Bool? {
            let start = index
            if let word = word(), let afternoon = Self.markersAfter[word.lowercased()] { return afternoon }
            index = start
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
