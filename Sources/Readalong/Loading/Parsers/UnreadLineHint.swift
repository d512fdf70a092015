/// What to say about a transcript line that is not a message (E040): the usual ways such
/// lines come about, each with its own way out.
enum UnreadLineHint {
    /// Whether `line` is a message whose sender was written as a display name ("18:05 Anna
    /// Serra: Bona nit") and nothing else explains it: such a line is read as a message, and
    /// its sender reported once the members are known.
    static func hasNamedSender(_ line: Substring) -> Bool {
        WhatsAppLine.parse(line) == nil && WhatsAppLine.twelveHourTime(opening: line) == nil && MessageLine.looksLikeNamedSender(line)
    }

    /// The hint for `line`, found in the transcript at `path`.
    static func hint(for line: Substring, path: String) -> ToolText {
        if WhatsAppLine.parse(line) != nil {
            return ToolText("transcript.whatsAppLine.hint", ["room": room(of: path)])
        }
        if let twelveHour = WhatsAppLine.twelveHourTime(opening: line) {
            let body = twelveHour.rest.drop { $0 == " " }
            let sender = body.prefix { $0 != ":" }
            let example = sender.isEmpty || sender.count == body.count ? "" : " \(sender): …"
            return ToolText("transcript.twelveHour.hint", ["time": TimeOfDay.format(twelveHour.secondOfDay) + example])
        }
        if MessageLine.looksLikeNamedSender(line) {
            return ToolText("transcript.namedSender.hint")
        }
        return ToolText("transcript.unreadLine.hint")
    }

    /// The room slug of a transcript path `content/rooms/<slug>/chat/<name>.md`.
    private static func room(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[1] == "rooms" ? String(parts[2]) : "<room>"
    }
}
