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
    /// Sender handle, where it was written.
    public let sender: Located<String>
    public let flags: Flags
    /// The message Markdown (first line and continuation lines).
    public let text: String
    /// The file line the message starts on.
    public let line: Int
}
