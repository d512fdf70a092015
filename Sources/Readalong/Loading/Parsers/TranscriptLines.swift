import Foundation

/// The line grammar of transcript bodies: messages, continuation lines, day lines.
///
/// ```
/// 18:02 marta: Benvinguts!
/// 18:03:10 joan [spoiler, edited]: text
/// 18:04 pau [lang es]: a message in another language than its transcript's
///     an indented line continues the message above
/// ## 2026-11-13
/// 02:10+01:00 anna: a time may carry its UTC offset
/// ## 2026-11-13 +01:00
/// ```
///
/// A day line may end with a UTC offset, which then applies to the messages below it that
/// do not write their own; such a line may repeat the current day (the night the clocks go
/// back, the second pass of the hour).
struct TranscriptLines {
    let path: String
    let log: DiagnosticLog
    private(set) var messages: [Message] = []

    /// The current day; `nil` while the front matter gave no valid date (messages are still
    /// read for their own problems, but days cannot be compared).
    private var day: LocalDate?
    /// The offset of the last day line, if it wrote one.
    private var dayOffset: Int?
    /// Whether the front matter gave no date: such a transcript is not kept, so the order
    /// of its times (otherwise checked with the room's zone) is checked here, as written.
    private let undated: Bool
    private var latest: (time: LocalDateTime, offset: Int?)?
    /// The message being read, waiting for continuation lines.
    private var pending: PendingMessage?
    private var blankSinceLast = false

    private struct PendingMessage {
        let time: LocalDateTime
        let offset: Int?
        let sender: Located<String>
        let flags: Message.Flags
        let chapters: Located<ClosedRange<Int>>?
        let language: Located<String>?
        let firstLine: Substring
        let line: Int
        /// Continuation lines as written; `nil` marks a paragraph break.
        var continuation: [Substring?] = []
    }

    init(path: String, firstDay: LocalDate?, log: DiagnosticLog) {
        self.path = path
        self.day = firstDay
        undated = firstDay == nil
        self.log = log
    }

    mutating func read(_ body: MarkdownSource) {
        var lineNumber = body.firstLine
        for bytes in body.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            readLine(Substring(bytes), number: lineNumber)
            lineNumber += 1
        }
        flush()
    }

    private mutating func readLine(_ line: Substring, number: Int) {
        if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            blankSinceLast = true
            return
        }
        if line.hasPrefix("\t") || line.hasPrefix("  ") {
            continueMessage(line, number: number)
            return
        }
        if line.hasPrefix("## ") || line == "##" {
            flush()
            readDay(line, number: number)
            return
        }
        flush()
        readMessage(line, number: number)
    }

    private mutating func continueMessage(_ line: Substring, number: Int) {
        guard pending != nil else {
            log.report(.orphanContinuation, at: SourceLocation(path: path, line: number, column: 1),
                       ToolText("transcript.orphan"), hint: ToolText("transcript.orphan.hint"))
            return
        }
        if blankSinceLast { pending?.continuation.append(nil) }
        blankSinceLast = false
        pending?.continuation.append(line)
    }

    private mutating func readDay(_ line: Substring, number: Int) {
        let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let location = SourceLocation(path: path, line: number, column: 4)
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count <= 2, let date = parts.first.flatMap({ LocalDate.parse($0) }) else {
            log.report(.invalidDate, at: location, ToolText("transcript.dayInvalid", ["value": text]),
                       hint: ToolText(parts.count > 1 ? "transcript.dayInvalid.hint.offset" : "transcript.dayInvalid.hint"))
            return
        }
        var offset: Int?
        if parts.count == 2 {
            guard let value = UTCOffset.parse(parts[1]) else {
                log.report(.invalidDate, at: SourceLocation(path: path, line: number, column: 4 + date.description.count + 1),
                           ToolText("transcript.offsetInvalid", ["value": String(parts[1])]),
                           hint: ToolText("transcript.offsetInvalid.hint"))
                return
            }
            offset = value
        }
        // The same day again is a step forward only when it states a new offset.
        if let day, date < day || (date == day && (offset == nil || offset == dayOffset)) {
            let hint = date == day
                ? ToolText("transcript.dayRepeated.hint", ["day": "\(day)"]) : ToolText("transcript.dayBackwards.hint")
            log.report(.dayNotForward, at: location, ToolText("transcript.dayBackwards", ["day": "\(date)", "previous": "\(day)"]),
                       hint: hint)
            return
        }
        day = date
        dayOffset = offset
    }

    private mutating func readMessage(_ line: Substring, number: Int) {
        blankSinceLast = false
        guard let parsed = MessageLine.parse(line)
                ?? (UnreadLineHint.hasNamedSender(line) ? MessageLine.parse(line, namedSender: true) : nil) else {
            log.report(.unrecognisedLine, at: SourceLocation(path: path, line: number, column: 1),
                       ToolText("transcript.unreadLine", ["line": line.prefix(80) + (line.count > 80 ? "…" : "")]),
                       hint: UnreadLineHint.hint(for: line, path: path))
            return
        }
        let sign = parsed.time.firstIndex { $0 == "+" || $0 == "-" }
        let written = sign.map { UTCOffset.parse(parsed.time[$0...]) }
        guard let seconds = TimeOfDay.parse(parsed.time[..<(sign ?? parsed.time.endIndex)]), written != .some(nil) else {
            log.report(.invalidDate, at: SourceLocation(path: path, line: number, column: 1),
                       ToolText("time.invalid", ["value": String(parsed.time)]),
                       hint: ToolText(sign == nil ? "transcript.time.hint" : "transcript.time.hint.offset"))
            return
        }
        let time = LocalDateTime(date: day ?? LocalDate(daysSinceEpoch: 0), secondOfDay: seconds)
        let offset = written.flatMap { $0 } ?? dayOffset
        if undated { checkOrder(time, offset: offset, number: number) }
        var flags: Message.Flags = []
        var chapters: Located<ClosedRange<Int>>?
        var language: Located<String>?
        for flag in parsed.flags {
            let location = SourceLocation(path: path, line: number, column: flag.column)
            switch flag.name {
            case "spoiler": flags.insert(.spoiler)
            case "hidden": flags.insert(.hidden)
            case "edited": flags.insert(.edited)
            default:
                if let written = flag.value(of: LanguageFlag.word) {
                    keepOnce(LanguageFlag.parse(written, at: location, log: log), in: &language, at: location,
                             code: .invalidLanguage, key: "languageFlag.second")
                    continue
                }
                if let written = flag.value(of: "ch") {
                    keepOnce(ChapterFlag.parse(written, at: location, log: log), in: &chapters, at: location,
                             code: .chapterFlag, key: "chapterFlag.second")
                    continue
                }
                log.report(.unknownFlag, at: location,
                           ToolText("transcript.unknownFlag", ["flag": flag.name]),
                           hint: Suggestion.hint(for: flag.name, in: ["spoiler", "hidden", "edited", LanguageFlag.word])
                               ?? ToolText("transcript.unknownFlag.hint"))
            }
        }
        pending = PendingMessage(time: time, offset: offset,
                                 sender: Located(parsed.sender, at: SourceLocation(path: path, line: number, column: parsed.senderColumn)),
                                 flags: flags, chapters: chapters, language: language, firstLine: parsed.text, line: number)
    }

    /// Keeps the value of a flag a message carries at most once (`ch`, `lang`), reporting a
    /// second one with the catalogue's `key` and its hint; a value that could not be read
    /// (`nil`, already reported) is skipped.
    private func keepOnce<Value>(_ value: Value?, in slot: inout Located<Value>?, at location: SourceLocation,
                                 code: DiagnosticCode, key: String) {
        guard let value else { return }
        guard slot == nil else {
            log.report(code, at: location, ToolText(key), hint: ToolText(key + ".hint"))
            return
        }
        slot = Located(value, at: location)
    }

    /// A step back of at least this many seconds reads as a new day without its day line;
    /// a shorter one as messages out of order or a mistyped time.
    static let dayChangeStep = 6 * 3_600

    /// The hint of a message `step` seconds earlier than the one before it: a day line to
    /// add (naming `nextDay`) when the time falls back by hours, as across midnight;
    /// otherwise the order or the time to fix.
    static func orderHint(step: Int, nextDay: String) -> ToolText {
        guard step < dayChangeStep else {
            return ToolText("transcript.order.newDay.hint", ["day": nextDay])
        }
        return ToolText("transcript.order.hint", texts: ["step": duration(step)])
    }

    /// `3 minutes`, `2 hours 5 minutes`, `less than a minute`.
    private static func duration(_ seconds: Int) -> ToolText {
        let minutes = seconds / 60 % 60
        let hours = seconds / 3_600
        guard seconds >= 60 else { return ToolText("duration.underMinute") }
        let counted = { (count: Int, unit: String) in ToolText("duration.\(unit).\(count == 1 ? "one" : "other")", ["count": "\(count)"]) }
        guard hours > 0 else { return counted(minutes, "minutes") }
        guard minutes > 0 else { return counted(hours, "hours") }
        return ToolText("duration.hoursMinutes", texts: ["hours": counted(hours, "hours"), "minutes": counted(minutes, "minutes")])
    }

    /// Times compared as written (as instants when both carry an offset).
    private mutating func checkOrder(_ time: LocalDateTime, offset: Int?, number: Int) {
        if let latest {
            let shift = offset != nil && latest.offset != nil ? (offset ?? 0) - (latest.offset ?? 0) : 0
            if time.secondsAsUTC - shift < latest.time.secondsAsUTC {
                log.report(.timeBackwards, at: SourceLocation(path: path, line: number, column: 1),
                           ToolText("transcript.timeBackwards", ["time": Message.written(time, offset: offset),
                                                                 "previous": Message.written(latest.time, offset: latest.offset)]),
                           hint: Self.orderHint(step: latest.time.secondsAsUTC - shift - time.secondsAsUTC, nextDay: "YYYY-MM-DD"))
                return
            }
        }
        latest = (time, offset)
    }

    private mutating func flush() {
        guard let message = pending else { return }
        pending = nil
        messages.append(Message(time: message.time, offset: message.offset, sender: message.sender, flags: message.flags,
                                chapters: message.chapters, language: message.language,
                                text: Self.markdown(first: message.firstLine, continuation: message.continuation),
                                line: message.line))
    }

    /// The message's Markdown: the first line, then the continuation lines without their
    /// common indentation, a blank line where a paragraph break was written.
    private static func markdown(first: Substring, continuation: [Substring?]) -> String {
        guard !continuation.isEmpty else { return String(first) }
        let indentation = continuation.compactMap { $0 }.map { line in
            line.prefix { $0 == " " || $0 == "\t" }.count
        }.min() ?? 0
        var text = String(first)
        for line in continuation {
            text += "\n"
            if let line { text += line.dropFirst(indentation) }
        }
        return text
    }
}
