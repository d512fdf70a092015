import Foundation

/// The parts of one message line: `HH:MM[:SS][±HH:MM] handle [flags]: text`.
///
/// Works on UTF-8 bytes: every separator of the grammar is ASCII, and transcripts are the
/// bulk of a large site's text.
struct MessageLine {
    struct Flag {
        let name: String
        /// 1-based column of the flag in the line.
        let column: Int

        /// What follows `word` when the flag is that word with a value (`ch 12` gives `12`
        /// for `ch`, `lang es` gives `es` for `lang`, the bare word gives an empty text);
        /// `nil` for any other flag.
        func value(of word: String) -> Substring? {
            guard name.hasPrefix(word) else { return nil }
            let rest = name.dropFirst(word.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
            return rest
        }
    }

    let time: Substring
    let sender: String
    let senderColumn: Int
    let flags: [Flag]
    let text: Substring

    private static let space = UInt8(ascii: " ")
    private static let colon = UInt8(ascii: ":")
    private static let open = UInt8(ascii: "[")
    private static let close = UInt8(ascii: "]")
    private static let comma = UInt8(ascii: ",")
    private static let plus = UInt8(ascii: "+")
    private static let minus = UInt8(ascii: "-")

    /// Splits a line, or gives `nil` when it does not have the shape of a message. With
    /// `namedSender`, the sender runs up to the flags or the colon and may hold spaces (a
    /// display name written instead of a handle, read so that it can be reported by name).
    static func parse(_ line: Substring, namedSender: Bool = false) -> MessageLine? {
        let bytes = line.utf8
        guard let first = bytes.first, isDigit(first), let space = bytes.firstIndex(of: space) else { return nil }
        let timeBytes = bytes[..<space]
        guard timeBytes.allSatisfy({ isDigit($0) || $0 == colon || $0 == plus || $0 == minus }), timeBytes.contains(colon)
        else { return nil }
        let senderStart = bytes.index(after: space)
        guard let found = bytes[senderStart...].firstIndex(where: { (!namedSender && $0 == Self.space) || $0 == open || $0 == colon })
        else { return nil }
        var senderEnd = found
        while namedSender, senderEnd > senderStart, bytes[bytes.index(before: senderEnd)] == Self.space {
            senderEnd = bytes.index(before: senderEnd)
        }
        guard senderEnd > senderStart else { return nil }
        var rest = bytes[senderEnd...].drop { $0 == Self.space }
        var flags: [Flag] = []
        if rest.first == open {
            guard let closing = rest.firstIndex(of: close) else { return nil }
            flags = parseFlags(line, from: rest.index(after: rest.startIndex), to: closing)
            rest = bytes[bytes.index(after: closing)...].drop { $0 == Self.space }
        }
        guard rest.first == colon else { return nil }
        let text = bytes[rest.index(after: rest.startIndex)...].drop { $0 == Self.space }
        return MessageLine(time: line[..<space], sender: String(line[senderStart..<senderEnd]),
                           senderColumn: timeBytes.count + 2, flags: flags, text: line[text.startIndex...])
    }

    /// Whether the line is a message whose sender was written with spaces (a display name):
    /// a time, then words, then a colon.
    static func looksLikeNamedSender(_ line: Substring) -> Bool {
        let bytes = line.utf8
        guard let first = bytes.first, isDigit(first), let space = bytes.firstIndex(of: space),
              let colon = bytes[space...].firstIndex(of: colon) else { return false }
        return bytes[bytes.index(after: space)..<colon].contains(Self.space)
    }

    private static func parseFlags(_ line: Substring, from start: String.Index, to end: String.Index) -> [Flag] {
        var flags: [Flag] = []
        var partStart = start
        while true {
            let partEnd = line.utf8[partStart..<end].firstIndex(of: comma) ?? end
            let part = line[partStart..<partEnd]
            let leading = part.utf8.prefix { $0 == space }.count
            flags.append(Flag(name: part.trimmingCharacters(in: .whitespaces),
                              column: line[..<partStart].unicodeScalars.count + leading + 1))
            guard partEnd < end else { return flags }
            partStart = line.utf8.index(after: partEnd)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
