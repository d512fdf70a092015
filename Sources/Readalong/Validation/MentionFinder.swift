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
    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) { return true }
            searchRange = text.index(after: found.lowerBound)..<text.endIndex
        }
        return false
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
