import Foundation

/// Places a room's transcripts in time: each message's instant in the transcript's zone,
/// the messages that are published, their anchors and pages, and the room's order of
/// transcripts (by first message, then by name).
enum TranscriptResolver {
    /// The transcripts of one room, whose schedule (or the site) reads times in `zone` and
    /// has `events`.
    static func resolve(_ written: [WrittenTranscript], zone roomZone: TimeZone, events: [Event]) -> [Transcript] {
        var clocks: [String: ZoneClock] = [:]
        let eventsByID = Dictionary(events.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let resolved = written.map { transcript -> Transcript in
            let zone = transcript.timeZone ?? roomZone
            let clock = clocks[zone.identifier] ?? ZoneClock(zone: zone)
            clocks[zone.identifier] = clock
            return resolve(transcript, clock: clock, event: transcript.event.flatMap { eventsByID[$0.value] })
        }
        return resolved.sorted { ($0.firstInstant, $0.name) < ($1.firstInstant, $1.name) }
    }

    /// The anchors of the published messages, numbered among every message of the file,
    /// hidden ones too: hiding a message renames no other.
    private static func publishedAnchors(of messages: [Message]) -> [String] {
        zip(messages, MessageAnchors.make(for: messages)).filter { isPublished($0.0) }.map(\.1)
    }

    private static func resolve(_ transcript: WrittenTranscript, clock: ZoneClock, event: Event?) -> Transcript {
        let wallTimes = transcript.messages.map { clock.resolve($0.time) }
        let resolutions = zip(transcript.messages, wallTimes).map { message, wallTime in
            message.instantFromOffset.map(ZoneClock.Resolution.unique) ?? wallTime
        }
        let visible = visibleMessages(of: transcript.messages)
        var secondPasses: [Int: Int] = [:]
        for (index, wallTime) in wallTimes.enumerated() {
            if case .ambiguous(_, let later) = wallTime { secondPasses[index] = later }
        }
        var firstPasses: [Int: Int] = [:]
        for (index, wallTime) in zip(transcript.messages, wallTimes).filter({ isPublished($0.0) }).map(\.1).enumerated() {
            if case .ambiguous(let earlier, _) = wallTime { firstPasses[index] = earlier }
        }
        return Transcript(written: transcript, zone: clock.zone, scheduledEvent: event, resolutions: resolutions, visibleMessages: visible, firstPasses: firstPasses,
                          secondPasses: secondPasses,
                          anchors: publishedAnchors(of: transcript.messages), pageCount: TranscriptPaging.pageCount(visible: visible.count),
                          messageCounts: MessageCounts(visible: visible))
    }

    /// The messages that are published: all but the hidden ones.
    static func visibleMessages(of messages: [Message]) -> [Message] {
        messages.filter(isPublished)
    }

    /// Whether a message is published: it is not hidden.
    private static func isPublished(_ message: Message) -> Bool {
        !message.flags.contains(.hidden)
    }
}
