/// Reads comma-separated values as RFC 4180 defines them: fields separated by commas,
/// records by line breaks (CRLF, LF or CR), fields in double quotes may hold commas, line
/// breaks and doubled quotes (`""` is one `"`). A quote inside an unquoted field is kept as
/// it is (`="978…"`, as spreadsheets write). A leading byte order mark is dropped; blank
/// lines are skipped.
enum CSVReader {
    /// One record and the line it starts on.
    struct Record: Hashable {
        let line: Int
        let fields: [String]
    }

    /// Why a text is not CSV.
    enum Problem: Error, Hashable {
        /// A quoted field that never closes; it opens on this line.
        case unterminatedQuote(line: Int)
        /// Something other than a comma or a line break after a closing quote.
        case textAfterQuote(line: Int)
    }

    static func read(_ text: String) throws(Problem) -> [Record] {
        var bytes = Array(text.utf8)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var index = bytes.startIndex
        func next(is expected: UInt8) -> Bool {
            index < bytes.endIndex && bytes[index] == expected
        }
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() {
            endField()
            if fields != [""] { records.append(Record(line: recordLine, fields: fields)) }
            fields.removeAll()
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\"") where field.isEmpty:
                let opened = line
                var closed = false
                while index < bytes.endIndex {
                    let inner = bytes[index]
                    index += 1
                    if inner == UInt8(ascii: "\"") {
                        guard next(is: UInt8(ascii: "\"")) else {
                            closed = true
                            break
                        }
                        index += 1
                    } else if inner == UInt8(ascii: "\n") || (inner == UInt8(ascii: "\r") && !next(is: UInt8(ascii: "\n"))) {
                        line += 1
                    }
                    field.append(inner)
                }
                guard closed else { throw .unterminatedQuote(line: opened) }
                guard index == bytes.endIndex || [UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) else {
                    throw .textAfterQuote(line: line)
                }
            case UInt8(ascii: ","):
                endField()
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                if byte == UInt8(ascii: "\r"), next(is: UInt8(ascii: "\n")) { index += 1 }
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(byte)
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
