import Foundation

/// Places a room's transcripts in time: each message's instant in the transcript's zone,
/// the messages that are published, their anchors and pages, and the room's order of
/// transcripts (by first message, then by name).
enum TranscriptResolver {
    /// The transcripts of one room, whose schedule (or the site) reads times in `zone`.
    static func resolve(_ written: [WrittenTranscript], zone roomZone: TimeZone) -> [Transcript] {
        var clocks: [String: ZoneClock] = [:]
        let resolved = written.map { transcript -> Transcript in
            let zone = transcript.timeZone ?? roomZone
            let clock = clocks[zone.identifier] ?? ZoneClock(zone: zone)
            clocks[zone.identifier] = clock
            return resolve(transcript, clock: clock)
        }
        return resolved.sorted { ($0.firstInstant, $0.name) < ($1.firstInstant, $1.name) }
    }

    private static func resolve(_ transcript: WrittenTranscript, clock: ZoneClock) -> Transcript {
        let resolutions = transcript.messages.map { message in
            message.instantFromOffset.map(ZoneClock.Resolution.unique) ?? clock.resolve(message.time)
        }
        let visible = visibleMessages(of: transcript.messages)
        return Transcript(written: transcript, zone: clock.zone, resolutions: resolutions, visibleMessages: visible,
                          anchors: MessageAnchors.make(for: visible), pageCount: TranscriptPaging.pageCount(visible: visible.count),
                          messageCounts: MessageCounts(visible: visible))
    }

    /// The messages that are published: all but the hidden ones.
    static func visibleMessages(of messages: [Message]) -> [Message] {
        messages.filter { !$0.flags.contains(.hidden) }
    }
}
