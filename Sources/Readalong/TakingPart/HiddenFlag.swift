/// Adds the `hidden` flag to one message line of a transcript, in place: `18:05 pau: …`
/// becomes `18:05 pau [hidden]: …`, and `18:05 pau [spoiler]: …` becomes
/// `18:05 pau [spoiler, hidden]: …`; the text of the message is not touched.
enum HiddenFlag {
    /// The line with the flag added, or `nil` when it is not a message line.
    static func adding(to line: String) -> String? {
        guard let message = MessageLine.parse(Substring(line)) else { return nil }
        let utf8 = line.utf8
        if let last = message.flags.last {
            let flagStart = utf8.index(utf8.startIndex, offsetBy: last.column - 1)
            guard let close = line[flagStart...].firstIndex(of: "]") else { return nil }
            return String(line[..<close]) + ", hidden" + String(line[close...])
        }
        let senderEnd = utf8.index(utf8.startIndex, offsetBy: message.senderColumn - 1 + message.sender.utf8.count)
        return String(line[..<senderEnd]) + " [hidden]" + String(line[senderEnd...])
    }
}
