import Foundation

/// A chat transcript, resolved: the file as written (its fields read through, e.g.
/// `transcript.messages`) and what pages and rules need of it, worked out once.
@dynamicMemberLookup
public struct Transcript: Sendable {
    /// The file as written.
    public let written: WrittenTranscript
    /// The zone its times are read in: the file's, else the schedule's, else the site's.
    public let zone: TimeZone
    /// The schedule event this discussion belongs to (its `event:`), when the schedule has it.
    public let scheduledEvent: Event?
    /// How each message's time falls in `zone` (or its written offset), by message.
    let resolutions: [ZoneClock.Resolution]
    /// The messages that are published (hidden ones left out), in file order.
    public let visibleMessages: [Message]
    /// The visible messages whose wall time `zone` lives twice (the night the clocks go
    /// back), by index among the visible messages: the instant of that time's first pass.
    let firstPasses: [Int: Int]
    /// The messages whose wall time `zone` lives twice, by index among all messages: the
    /// instant of that time's second pass (what a message after a backwards step may mean).
    let secondPasses: [Int: Int]
    /// The permalink id of each visible message (`m-20261112-183000`, `-2` for repeats).
    public let anchors: [String]
    /// How many pages the transcript takes.
    public let pageCount: Int
    /// The visible messages counted by month and sender, for the year figures.
    let messageCounts: MessageCounts

    /// The instant of the first message (the start of its day when it has none): the room
    /// lists its transcripts in this order.
    var firstInstant: Int { resolutions.first?.instant ?? written.date.daysSinceEpoch * 86_400 }

    public subscript<Value>(dynamicMember field: KeyPath<WrittenTranscript, Value>) -> Value { written[keyPath: field] }
}

/// A chat transcript of `content/rooms/<slug>/chat/<name>.md` as written.
public struct WrittenTranscript: Sendable {
    public let name: String
    public let path: String
    /// The day of the first message.
    public let date: LocalDate
    public let title: String?
    /// The schedule event this discussion belongs to.
    public let event: Located<String>?
    /// The zone written in the file, if any (else the schedule's).
    public let timeZone: TimeZone?
    /// The language its messages are written in (`language:`), if the file says.
    public let language: String?
    public let polls: [Poll]
    /// Messages in file order, hidden ones included (they are never published).
    public let messages: [Message]
}
