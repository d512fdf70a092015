/// A visible message of a transcript as its page and chat search show it, worked out once
/// per build.
struct PublishedMessage: Sendable {
    let message: Message
    /// Its permalink id (`m-20261112-183000`).
    let anchor: String
    /// The language it is written in (its `lang`): its flag's, else its transcript's.
    let language: String
    /// The time as shown: `19:05`.
    let time: String
    /// `UTC+1` when the zone lives the wall time twice (the night the clocks go back): the
    /// offset written, or else the first pass's, which the build uses.
    let shownOffset: String?
    /// The `datetime` attribute: `2026-11-12T19:05`, followed by the offset when one is
    /// written or the time is repeated.
    let datetime: String
    /// The text as HTML, filtered for publishing, each paragraph in its own direction when
    /// it mixes scripts (see `BidiIsolation`).
    let html: String

    /// `firstPass` is the instant of the first pass of a repeated wall time.
    init(_ message: Message, anchor: String, language: String, firstPass: Int?, dates: DateText, markdown: MarkdownRenderer) {
        self.message = message
        self.anchor = anchor
        self.language = language
        let seconds = message.time.secondOfDay
        time = dates.time(seconds)
        var offsetSeconds = message.offset
        if let firstPass {
            let used = offsetSeconds ?? message.time.secondsAsUTC - firstPass
            offsetSeconds = used
            shownOffset = "UTC" + UTCOffset.short(used)
        } else {
            shownOffset = nil
        }
        let offset = offsetSeconds.map(UTCOffset.format) ?? ""
        datetime = "\(message.time.date)T\(TimeOfDay.format(seconds - seconds % 60))\(offset)"
        BuildCounters.note(.messageRender)
        html = BidiIsolation.isolate(markdown.html(message.text))
    }
}
