/// How many published messages one transcript has, by month and sender: all the year
/// figures need of a chat. It is small enough to travel in the build manifest with the
/// transcript's outline, so a rebuild that keeps a room's chats unread still counts them.
struct MessageCounts: Equatable, Sendable {
    /// The messages one sender wrote in one month (by the transcript's wall clock).
    struct Count: Equatable, Sendable {
        let year: Int
        let month: Int
        let sender: String
        let count: Int
    }

    /// Ordered by year, month and sender; no count is zero.
    let counts: [Count]

    init(counts: [Count]) {
        self.counts = counts.filter { $0.count > 0 }
            .sorted { ($0.year, $0.month, $0.sender) < ($1.year, $1.month, $1.sender) }
    }

    /// The counts of published messages (hidden ones are never passed in).
    init(visible messages: [Message]) {
        var counts: [Key: Int] = [:]
        for message in messages {
            counts[Key(year: message.time.date.year, month: message.time.date.month, sender: message.sender.value), default: 0] += 1
        }
        self.init(counts: counts.map { Count(year: $0.key.year, month: $0.key.month, sender: $0.key.sender, count: $0.value) })
    }

    private struct Key: Hashable {
        let year: Int
        let month: Int
        let sender: String
    }

    /// The years with at least one message.
    var years: Set<Int> { Set(counts.map(\.year)) }

    /// Messages written in `year`, by anyone or by `sender` alone.
    func total(in year: Int, by sender: String? = nil) -> Int {
        counts.reduce(0) { $0 + ($1.year == year && (sender == nil || $1.sender == sender) ? $1.count : 0) }
    }

    /// Messages written in `year`, by month: index 1 to 12 (index 0 is unused).
    func byMonth(in year: Int) -> [Int] {
        var months = [Int](repeating: 0, count: 13)
        for count in counts where count.year == year { months[count.month] += count.count }
        return months
    }
}

extension MessageCounts {
    /// The counts as one word of the manifest: `2026-03:joan=2,2026-03:anna=1`, senders with
    /// every byte but letters, digits, `-`, `_` and `.` percent-encoded; `-` when empty.
    var word: String {
        guard !counts.isEmpty else { return "-" }
        return counts.map { "\($0.year)-\(Digits.padded($0.month, 2)):\(Self.escaped($0.sender))=\($0.count)" }
            .joined(separator: ",")
    }

    /// Reads back `word`; `nil` when it is not one.
    init?(word: Substring) {
        guard word != "-" else { self.init(counts: []); return }
        var counts: [Count] = []
        for item in word.split(separator: ",", omittingEmptySubsequences: false) {
            guard let colon = item.firstIndex(of: ":"), let equals = item.lastIndex(of: "="), colon < equals else { return nil }
            let date = item[..<colon].split(separator: "-", omittingEmptySubsequences: false)
            guard date.count == 2, let year = Int(date[0]), let month = Int(date[1]), (1...12).contains(month),
                  let sender = Self.unescaped(item[item.index(after: colon)..<equals]),
                  let count = Int(item[item.index(after: equals)...]), count > 0 else { return nil }
            counts.append(Count(year: year, month: month, sender: sender, count: count))
        }
        self.init(counts: counts)
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): return true
        default: return false
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if isPlain(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    private static func unescaped(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.first {
            rest = rest.dropFirst()
            if byte == UInt8(ascii: "%") {
                guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                guard isPlain(byte) else { return nil }
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
