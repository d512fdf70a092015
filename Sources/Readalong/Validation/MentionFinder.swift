import Foundation

/// Finds members' handles and names written inside an anonymous room's messages, which
/// would undo the pseudonyms. The host is named anyway, so the host is not looked for.
struct MentionFinder {
    private let needles: [(text: String, member: String)]

    init(room: Room, members: [String: Member]) {
        var needles: [(String, String)] = []
        for handle in room.roster where handle != room.host.value {
            needles.append((handle.lowercased(), handle))
            if let name = members[handle]?.name { needles.append((name.lowercased(), handle)) }
        }
        self.needles = needles
    }

    /// Reports a published message that names a member.
    func check(_ message: Message, log: DiagnosticLog) {
        let text = message.text.lowercased()
        for needle in needles where Self.containsWord(needle.text, in: text) {
            log.report(.anonymousMention, at: SourceLocation(path: message.sender.location.path, line: message.line, column: 1),
                       ToolText("anonymous.named", ["member": needle.member]), hint: ToolText("anonymous.named.hint"))
            return
        }
    }

    /// Whether `word` occurs in `text` with no letter or digit directly before or after it
    /// (punctuation such as `«`, `’` or `¡` is a boundary; `à` is not).
    static func containsWord(_ word: String, in text: String) -> Bool {
        let utf8 = text.utf8
        let length = word.utf8.count
        return ByteSearch.offsets(of: word, in: text).contains { offset in
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            let end = utf8.index(start, offsetBy: length)
            let scalars = text.unicodeScalars
            let before = start > scalars.startIndex ? scalars[scalars.index(before: start)] : nil
            let after = end < scalars.endIndex ? scalars[end] : nil
            return !(before.map(isWordScalar) ?? false) && !(after.map(isWordScalar) ?? false)
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
