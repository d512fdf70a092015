/// Why an import wrote nothing.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sender no member matches, with the member whose name is closest.
    public struct UnknownSender: Hashable, Sendable {
        /// The display name as the export writes it.
        public let name: String
        /// How many messages the name sent.
        public let messages: Int
        /// The handle to suggest in `--map`, if any member's name is close.
        public let suggestion: String?
    }

    /// A sender who is a member of the site but not of the room.
    public struct SenderOutsideRoom: Hashable, Sendable {
        /// The display name as the export writes it.
        public let name: String
        /// The member it was matched or mapped to.
        public let handle: String
    }

    /// The input is not UTF-8; the first bad byte is at this line and column.
    case notUTF8(line: Int, column: Int)
    /// No room folder with this slug (with the closest slug, if any).
    case noRoom(String, suggestion: String?)
    /// The room's folder exists but its index.md cannot be read.
    case unreadableRoom(String)
    /// A `--map` names a handle no member has.
    case unknownMappedHandle(SenderMapping, suggestion: String?)
    /// A non-blank line before the first stamped line: not a WhatsApp export.
    case notAnExport(line: Int)
    /// The export holds no message (notices only, or nothing).
    case noMessages
    /// One date is certainly day first, another certainly month first.
    case mixedDateOrder(dayFirstLine: Int, monthFirstLine: Int)
    /// A line shaped like a message's stamp whose time cannot be (`23:59 PM`); `column`
    /// is where the time starts.
    case impossibleTime(line: Int, column: Int, text: String)
    /// A date that does not exist when read in the file's order.
    case invalidDate(line: Int, column: Int, text: String, order: DateOrder)
    /// A message earlier than the one before it.
    case timeBackwards(line: Int, column: Int, time: LocalDateTime, previous: LocalDateTime)
    /// Senders that are not mapped to any member.
    case unknownSenders([UnknownSender])
    /// Senders mapped to members who are not in the room.
    case sendersNotInRoom(room: String, [SenderOutsideRoom])
    /// `--split event` needs the room's schedule with its start event.
    case noSchedule(room: String)
    /// Files the import would overwrite.
    case existingFiles([String])
    /// The CSV breaks RFC 4180 on this line.
    case malformedCSV(line: Int, reason: ToolText)
    /// The CSV's header is neither Goodreads' nor StoryGraph's.
    case unknownBookList(header: [String])

    /// The problem as a diagnostic at a line of the export (`nil` for problems of the site
    /// or of the command line): what the command reports, naming the export's file.
    public func diagnostic(inExport path: String) -> Diagnostic? {
        exportProblem.map { Diagnostic($0.code, at: SourceLocation(path: path, line: $0.line, column: $0.column), $0.message,
                                       hint: $0.hint) }
    }

    /// Where and why the export itself cannot be read.
    private var exportProblem: (code: DiagnosticCode, line: Int, column: Int, message: ToolText, hint: ToolText?)? {
        switch self {
        case .notAnExport(let line):
            return (.notAnExport, line, 1, ToolText("export.notAnExport"), ToolText("export.notAnExport.hint"))
        case .noMessages:
            return (.exportWithoutMessages, 1, 1, ToolText("export.noMessages"), ToolText("export.noMessages.hint"))
        case .mixedDateOrder(let dayFirstLine, let monthFirstLine):
            let line = max(dayFirstLine, monthFirstLine)
            let message = line == monthFirstLine
                ? ToolText("export.mixedOrder.monthFirst", ["line": "\(dayFirstLine)"])
                : ToolText("export.mixedOrder.dayFirst", ["line": "\(monthFirstLine)"])
            return (.exportMixedDateOrder, line, 1, message, ToolText("export.mixedOrder.hint"))
        case .impossibleTime(let line, let column, let text):
            return (.exportImpossibleTime, line, column, ToolText("export.impossibleTime", ["value": text]),
                    ToolText("export.impossibleTime.hint"))
        case .invalidDate(let line, let column, let text, let order):
            return (.exportImpossibleDate, line, column,
                    ToolText(order == .dayFirst ? "export.impossibleDate.dayFirst" : "export.impossibleDate.monthFirst", ["value": text]),
                    ToolText("export.impossibleDate.hint", ["order": order == .dayFirst ? "month" : "day"]))
        case .timeBackwards(let line, let column, let time, let previous):
            return (.exportOutOfOrder, line, column, ToolText("export.outOfOrder", ["time": "\(time)", "previous": "\(previous)"]),
                    ToolText("export.outOfOrder.hint"))
        default:
            return nil
        }
    }

    /// What went wrong, in English.
    public var description: String { text.english }

    /// What went wrong (over several lines for lists), as a sentence of the tools.
    public var text: ToolText {
        switch self {
        case .notUTF8(let line, let column):
            return ToolText("import.notUTF8", ["line": "\(line)", "column": "\(column)"])
        case .noRoom(let slug, let suggestion):
            let missing = ToolText("import.noRoom", ["room": slug])
            return suggestion.map { ToolText("new.noSuch.suggestion", texts: ["missing": missing, "hint": Suggestion.didYouMean($0)]) }
                ?? missing
        case .unreadableRoom(let slug):
            return ToolText("import.unreadableRoom", ["room": slug])
        case .unknownMappedHandle(let mapping, let suggestion):
            let missing = ToolText("import.unknownMappedHandle", ["option": mapping.option, "handle": mapping.handle])
            return suggestion.map { ToolText("new.noSuch.suggestion", texts: ["missing": missing, "hint": Suggestion.didYouMean($0)]) }
                ?? missing
        case .notAnExport, .noMessages, .mixedDateOrder, .impossibleTime, .invalidDate, .timeBackwards:
            guard let problem = exportProblem else { return .verbatim("") }
            let message = ToolText("import.exportLine", ["line": "\(problem.line)"], texts: ["message": problem.message])
            return problem.hint.map { ToolText("import.withHint", texts: ["text": message, "hint": $0]) } ?? message
        case .unknownSenders(let senders):
            let lines = ToolText.lines(senders.map { sender in
                let count = ToolText(sender.messages == 1 ? "uses.messages.one" : "uses.messages.other", ["count": "\(sender.messages)"])
                let option = SenderMapping(name: sender.name, handle: sender.suggestion ?? "HANDLE").option
                return ToolText("import.senderLine", ["name": sender.name, "option": option], texts: ["count": count])
            })
            let heading = ToolText(senders.count == 1 ? "import.unknownSenders.one" : "import.unknownSenders.other",
                                   ["count": "\(senders.count)"], texts: ["lines": lines])
            return ToolText("import.withHint", texts: ["text": heading, "hint": ToolText("import.unknownSenders.hint")])
        case .sendersNotInRoom(let room, let senders):
            let lines = senders.map { "  \($0.name) (\($0.handle))" }.joined(separator: "\n")
            let heading = ToolText(senders.count == 1 ? "import.notInRoom.one" : "import.notInRoom.other",
                                   ["count": "\(senders.count)", "room": room, "lines": lines])
            return ToolText("import.withHint", texts: ["text": heading, "hint": ToolText("import.notInRoom.hint", ["room": room])])
        case .noSchedule(let room):
            return ToolText("import.withHint", texts: ["text": ToolText("import.noSchedule", ["room": room]),
                                                       "hint": ToolText("import.noSchedule.hint")])
        case .existingFiles(let paths):
            let heading = ToolText(paths.count == 1 ? "import.exists.one" : "import.exists.other",
                                   ["lines": paths.map { "  " + $0 }.joined(separator: "\n")])
            return ToolText("import.withHint", texts: ["text": heading, "hint": ToolText("import.exists.hint")])
        case .malformedCSV(let line, let reason):
            return ToolText("import.malformedCSV", ["line": "\(line)"], texts: ["reason": reason])
        case .unknownBookList(let header):
            let columns = header.prefix(6).map { "'\($0)'" }.joined(separator: ", ") + (header.count > 6 ? "…" : "")
            return ToolText("import.withHint", texts: ["text": ToolText("import.unknownBookList", ["columns": columns]),
                                                       "hint": ToolText("import.unknownBookList.hint")])
        }
    }
}
