import Foundation

/// The line grammar of transcript bodies: messages, continuation lines, day lines.
///
/// ```
/// 18:02 marta: Benvinguts!
/// 18:03:10 joan [spoiler, edited]: text
///     an indented line continues the message above
/// ## 2026-11-13
/// ```
struct TranscriptLines {
    let path: String
    let log: DiagnosticLog
    private(set) var messages: [Message] = []

    /// The current day; `nil` while the front matter gave no valid date (messages are still
    /// read for their own problems, but days cannot be compared).
    private var day: LocalDate?
    private var lastTime: LocalDateTime?
    /// The message being read, waiting for continuation lines.
    private var pending: PendingMessage?
    private var blankSinceLast = false

    private struct PendingMessage {
        let time: LocalDateTime
        let sender: Located<String>
        let flags: Message.Flags
        let firstLine: Substring
        let line: Int
        /// Continuation lines as written; `nil` marks a paragraph break.
        var continuation: [Substring?] = []
    }

    init(path: String, firstDay: LocalDate?, log: DiagnosticLog) {
        self.path = path
        self.day = firstDay
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
                       "an indented line has no message above it to continue",
                       hint: "start a message with `HH:MM handle: text`, or remove the indentation")
            return
        }
        if blankSinceLast { pending?.continuation.append(nil) }
        blankSinceLast = false
        pending?.continuation.append(line)
    }

    private mutating func readDay(_ line: Substring, number: Int) {
        let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let location = SourceLocation(path: path, line: number, column: 4)
        guard let date = LocalDate.parse(text) else {
            log.report(.invalidDate, at: location, "'\(text)' is not a date",
                       hint: "a day line is `## YYYY-MM-DD`, e.g. `## 2026-11-13`")
            return
        }
        if let day, date <= day {
            log.report(.dayNotForward, at: location, "day \(date) does not come after \(day)",
                       hint: "day lines must move strictly forward; the front matter's date is the first day")
            return
        }
        day = date
    }

    private mutating func readMessage(_ line: Substring, number: Int) {
        blankSinceLast = false
        guard let parsed = MessageLine.parse(line) else {
            log.report(.unrecognisedLine, at: SourceLocation(path: path, line: number, column: 1),
                       "line not understood: \"\(line.prefix(80))\(line.count > 80 ? "…" : "")\"",
                       hint: UnreadLineHint.hint(for: line, path: path))
            return
        }
        guard let seconds = TimeOfDay.parse(parsed.time) else {
            log.report(.invalidDate, at: SourceLocation(path: path, line: number, column: 1),
                       "'\(parsed.time)' is not a time of day", hint: "write times as HH:MM or HH:MM:SS, from 00:00 to 23:59")
            return
        }
        let time = LocalDateTime(date: day ?? LocalDate(daysSinceEpoch: 0), secondOfDay: seconds)
        if let lastTime, time < lastTime {
            let dayLine = day.map { "`## \($0.next)`" } ?? "`## YYYY-MM-DD`"
            log.report(.timeBackwards, at: SourceLocation(path: path, line: number, column: 1),
                       "\(TimeOfDay.format(seconds)) comes before the previous message (\(TimeOfDay.format(lastTime.secondOfDay)))",
                       hint: "messages must be in time order; after midnight add a day line \(dayLine)")
        }
        lastTime = max(lastTime ?? time, time)
        var flags: Message.Flags = []
        for flag in parsed.flags {
            switch flag.name {
            case "spoiler": flags.insert(.spoiler)
            case "hidden": flags.insert(.hidden)
            case "edited": flags.insert(.edited)
            default:
                log.report(.unknownFlag, at: SourceLocation(path: path, line: number, column: flag.column),
                           "unknown flag '\(flag.name)'",
                           hint: Suggestion.hint(for: flag.name, in: ["spoiler", "hidden", "edited"])
                               ?? "flags are spoiler, hidden and edited")
            }
        }
        pending = PendingMessage(time: time,
                                 sender: Located(parsed.sender, at: SourceLocation(path: path, line: number, column: parsed.senderColumn)),
                                 flags: flags, firstLine: parsed.text, line: number)
    }

    private mutating func flush() {
        guard let message = pending else { return }
        pending = nil
        messages.append(Message(time: message.time, sender: message.sender, flags: message.flags,
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
