/// One chat message of a transcript.
public struct Message: Sendable {
    /// Flags written in brackets after the sender.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let spoiler = Flags(rawValue: 1)
        public static let hidden = Flags(rawValue: 2)
        public static let edited = Flags(rawValue: 4)
    }

    /// Wall-clock time in the transcript's zone.
    public let time: LocalDateTime
    /// The UTC offset written on the message (`02:10+01:00`) or on its day line, in seconds
    /// east of UTC; it says which of a repeated hour's two passes is meant, and wins over
    /// the zone.
    public let offset: Int?
    /// Sender handle, where it was written.
    public let sender: Located<String>
    public let flags: Flags
    /// The chapters the message talks about (`[ch 12]`, `[ch 12-14]`), where it says so.
    public let chapters: Located<ClosedRange<Int>>?
    /// The language its `[lang …]` flag names, where it has one (else it is in its
    /// transcript's language).
    public let language: Located<String>?
    /// The message Markdown (first line and continuation lines).
    public let text: String
    /// The file line the message starts on.
    public let line: Int

    /// The instant the message was written, when its offset is known.
    var instantFromOffset: Int? { offset.map { time.secondsAsUTC - $0 } }

    /// The time as written: `02:10`, `02:10+01:00`.
    var writtenTime: String { Self.written(time, offset: offset) }

    static func written(_ time: LocalDateTime, offset: Int?) -> String {
        TimeOfDay.format(time.secondOfDay) + (offset.map(UTCOffset.format) ?? "")
    }
}
