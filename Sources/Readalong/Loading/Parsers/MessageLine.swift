import Foundation

/// The parts of one message line: `HH:MM[:SS] handle [flags]: text`.
struct MessageLine {
    struct Flag {
        let name: String
        /// 1-based column of the flag in the line.
        let column: Int
    }

    let time: Substring
    let sender: String
    let senderColumn: Int
    let flags: [Flag]
    let text: Substring

    /// Splits a line, or gives `nil` when it does not have the shape of a message.
    static func parse(_ line: Substring) -> MessageLine? {
        guard let first = line.first, first.isASCII, first.isNumber,
              let space = line.firstIndex(of: " ") else { return nil }
        let time = line[..<space]
        guard time.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == ":" }), time.contains(":") else { return nil }
        var rest = line[line.index(after: space)...]
        let senderStart = rest.startIndex
        guard let senderEnd = rest.firstIndex(where: { $0 == " " || $0 == "[" || $0 == ":" }), senderEnd > senderStart
        else { return nil }
        let sender = String(rest[..<senderEnd])
        let senderColumn = line[..<senderStart].unicodeScalars.count + 1
        rest = rest[senderEnd...].drop { $0 == " " }
        var flags: [Flag] = []
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            for part in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingCharacters(in: .whitespaces)
                let leading = part.prefix { $0 == " " }.count
                flags.append(Flag(name: name, column: line[..<part.startIndex].unicodeScalars.count + leading + 1))
            }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        guard rest.first == ":" else { return nil }
        let text = rest.dropFirst().drop { $0 == " " }
        return MessageLine(time: time, sender: sender, senderColumn: senderColumn, flags: flags, text: text)
    }
}
