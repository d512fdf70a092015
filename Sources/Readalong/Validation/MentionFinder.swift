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

    func check(_ message: Message, log: DiagnosticLog) {
        guard !message.flags.contains(.hidden) else { return }
        let text = message.text.lowercased()
        for needle in needles where Self.containsWord(needle.text, in: text) {
            log.report(.anonymousMention, at: SourceLocation(path: message.sender.location.path, line: message.line, column: 1),
                       "this anonymous room's message names the member '\(needle.member)'",
                       hint: "pseudonyms replace names only in the sender column; rephrase the message")
            return
        }
    }

    /// Whether `word` occurs in `text` with no letter or digit directly before or after it.
    /// Any non-ASCII byte counts as part of a word, so `anna` is not found in `annà`.
    static func containsWord(_ word: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let length = word.utf8.count
        return ByteSearch.offsets(of: word, in: text).contains { offset in
            let before = offset > 0 ? bytes[offset - 1] : nil
            let after = offset + length < bytes.count ? bytes[offset + length] : nil
            return !(before.map(isWordByte) ?? false) && !(after.map(isWordByte) ?? false)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
