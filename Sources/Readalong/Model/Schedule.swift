import Foundation

/// The itinerary of a room, resolved: its events placed in time and the room's span.
/// Fields of the file as written (`path`, `timeZone`…) read through.
@dynamicMemberLookup
public struct Schedule: Sendable {
    /// The schedule as written.
    public let written: WrittenSchedule
    /// The events, in the order written.
    public var events: [Event]
    /// Start and end instants of the room (from its one `start` and one `end` event), when
    /// both exist and the end is not before the start.
    public let span: (start: Int, end: Int)?

    public subscript<Value>(dynamicMember field: KeyPath<WrittenSchedule, Value>) -> Value { written[keyPath: field] }
}

/// `schedule.yml` as written.
public struct WrittenSchedule: Sendable {
    public let path: String
    /// The zone times are read in (the site's unless the schedule names one).
    public let timeZone: TimeZone
    /// The events, in the order written.
    public let events: [WrittenEvent]
    /// How many entries could not be read (their problems are reported where they are).
    let unreadableEvents: Int
    /// Ids written on entries that could not be read, so transcripts naming them are not
    /// reported a second time.
    let unreadableEventIDs: Set<String>
}
