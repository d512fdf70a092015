import Foundation

/// A WhatsApp chat export (`WhatsApp Chat with ….txt` or `_chat.txt`) read into messages.
///
/// Lines that do not start with a stamp continue the message above (blank lines included,
/// as paragraph breaks), but a line shaped like a stamp whose time cannot be is an error;
/// WhatsApp's notices are counted and dropped; media placeholders become a short note; an
/// `<This message was edited>` ending becomes the edited flag. Times keep the minute, as
/// transcripts do, so messages of the same minute are in order whatever their seconds.
struct WhatsAppExport {
    let messages: [WhatsAppMessage]
    /// How many notice lines were skipped.
    let notices: Int
    /// The names taken for the group's own (iPhone notices written under its name), sorted.
    let groupNames: [String]
    let dateOrder: DateOrderChoice

    /// What WhatsApp appends to a message that was edited.
    private static let editedEndings = ["<This message was edited>", "<Se editó este mensaje.>", "<S'ha editat aquest missatge.>"]

    /// A stamped line and the lines that continue it.
    private struct Entry {
        let line: Int
        let stamp: WhatsAppLine
        var continuation: [Substring] = []
    }

    /// Reads an export. Dates are read day or month first as `requestedOrder` says, else as
    /// the file shows, else as usual in `siteLanguage`; notes are written in the site's language.
    /// Times are wall times of `zone`: in the hour the clocks go back, a time that goes back
    /// is read as the hour's second pass and keeps its offset, so that the transcript says so.
    static func parse(_ text: String, siteLanguage: String, requestedOrder: DateOrder?,
                      zone: TimeZone) throws(ImportError) -> WhatsAppExport {
        let entries = try stampedEntries(text)
        let choice = try DateOrderChoice.choose(for: entries.map { ($0.line, $0.stamp.date) }, siteLanguage: siteLanguage,
                                                requested: requestedOrder)
        let primary = LanguageTag.primaryLanguage(of: siteLanguage)
        let noteLanguage = LanguageTag.supported.contains(primary) ? primary : "en"
        var messages: [WhatsAppMessage] = []
        var notices = 0
        let clock = ZoneClock(zone: zone)
        let groupNames = noticeNames(entries)
        let senders = Set(entries.compactMap { split($0.stamp.body).name })
        for entry in entries {
            guard let date = entry.stamp.date.resolve(choice.order) else {
                throw .invalidDate(line: entry.line, column: entry.stamp.dateColumn, text: String(entry.stamp.dateText),
                                   order: choice.order)
            }
            let time = LocalDateTime(date: date, secondOfDay: entry.stamp.secondOfDay / 60 * 60)
            let (name, text) = split(entry.stamp.body, senders: senders)
            guard let name, !groupNames.contains(name), !WhatsAppNotice.isNotice(name: name, text: text) else {
                notices += 1
                continue
            }
            let (instant, offset) = when(time, after: messages.last?.instant, clock: clock)
            if let previous = messages.last, instant < previous.instant {
                throw .timeBackwards(line: entry.line, column: entry.stamp.timeColumn, time: time, previous: previous.time)
            }
            messages.append(message(entry, name: name, text: text, time: time, offset: offset, instant: instant,
                                    language: noteLanguage))
        }
        guard !messages.isEmpty else { throw .noMessages }
        return WhatsAppExport(messages: messages, notices: notices, groupNames: groupNames.sorted(), dateOrder: choice)
    }

    /// The display name and the text of a stamped line's body (`Name: text`); no name when
    /// there is no `: ` (a notice), unless the body starts with one of `senders` and a colon
    /// (`Anna:.`, a message of one character that some exports write without the space).
    private static func split(_ body: Substring, senders: Set<String> = []) -> (name: String?, text: Substring) {
        var colon = body.range(of: ": ") ?? (body.hasSuffix(":") ? body.index(before: body.endIndex)..<body.endIndex : nil)
        if colon == nil, let bare = body.firstIndex(of: ":"), senders.contains(WhatsAppText.name(body[..<bare])) {
            colon = bare..<body.index(after: bare)
        }
        return (colon.map { WhatsAppText.name(body[..<$0.lowerBound]) }, colon.map { body[$0.upperBound...] } ?? body)
    }

    /// The names under which iPhone exports write WhatsApp's notices: the group's name,
    /// every one of whose lines is in brackets, starts with a left-to-right mark and is
    /// not a media placeholder (`[…] Tardor: ‎Marta added Anna`). A person's message may
    /// start with that mark too, so a name with one line that does not is someone's.
    private static func noticeNames(_ entries: [Entry]) -> Set<String> {
        var marked: [String: Bool] = [:]
        for entry in entries {
            let (name, text) = split(entry.stamp.body)
            guard let name else { continue }
            let isMarkedNotice = entry.stamp.bracketed && text.unicodeScalars.first == "\u{200E}"
                && MediaPlaceholder.kind(of: text) == nil
            marked[name] = (marked[name] ?? true) && isMarkedNotice
        }
        return Set(marked.filter(\.value).keys)
    }

    private static func stampedEntries(_ text: String) throws(ImportError) -> [Entry] {
        var entries: [Entry] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            switch WhatsAppLine.read(line) {
            case .stamp(let stamp):
                entries.append(Entry(line: offset + 1, stamp: stamp))
            case .impossibleTime(let time, let column):
                throw .impossibleTime(line: offset + 1, column: column, text: String(time))
            case .text where !entries.isEmpty:
                entries[entries.count - 1].continuation.append(line)
            case .text:
                guard WhatsAppText.clean(line).allSatisfy(\.isWhitespace) else { throw .notAnExport(line: offset + 1) }
            }
        }
        guard !entries.isEmpty else { throw .noMessages }
        return entries
    }

    /// The instant of a wall time, and the offset to write when the zone has that time
    /// twice: the first pass unless that would go back before `previous`.
    private static func when(_ time: LocalDateTime, after previous: Int?, clock: ZoneClock) -> (instant: Int, offset: Int?) {
        switch clock.resolve(time) {
        case .unique(let instant), .skipped(let instant):
            return (instant, nil)
        case .ambiguous(let earlier, let later):
            let instant = earlier >= (previous ?? earlier) ? earlier : later
            return (instant, time.secondsAsUTC - instant)
        }
    }

    private static func message(_ entry: Entry, name: String, text: Substring, time: LocalDateTime, offset: Int?,
                                instant: Int, language: String) -> WhatsAppMessage {
        let media = MediaPlaceholder.kind(of: text)
        var lines = [media?.note(language: language) ?? WhatsAppText.clean(text).trimmingCharacters(in: .whitespaces)]
        lines += entry.continuation.map { WhatsAppText.clean($0) }
        while lines.count > 1, lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        var edited = false
        if let last = lines.indices.last, let ending = editedEndings.first(where: { lines[last].hasSuffix($0) }) {
            lines[last] = WhatsAppText.clean(lines[last].dropLast(ending.count))
            edited = true
        }
        return WhatsAppMessage(line: entry.line, time: time, offset: offset, instant: instant, name: name,
                               lines: lines.map { $0.allSatisfy(\.isWhitespace) ? "" : $0 }, edited: edited,
                               isMedia: media != nil)
    }
}
