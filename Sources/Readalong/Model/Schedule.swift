import Foundation

/// The itinerary of a room (`schedule.yml`).
public struct Schedule: Sendable {
    public let path: String
    /// The zone times are read in (the site's unless the schedule names one).
    public let timeZone: TimeZone
    /// The events, in the order written.
    public var events: [Event]
    /// How many entries could not be read (their problems are reported where they are).
    let unreadableEvents: Int
    /// Ids written on entries that could not be read, so transcripts naming them are not
    /// reported a second time.
    let unreadableEventIDs: Set<String>
    /// Start and end instants of the room (from the `start` and `end` events), once resolved.
    public var span: (start: Int, end: Int)?
}
