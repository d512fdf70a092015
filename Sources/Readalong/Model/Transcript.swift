import Foundation

/// A chat transcript of `content/rooms/<slug>/chat/<name>.md`.
public struct Transcript: Sendable {
    public let name: String
    public let path: String
    /// The day of the first message.
    public let date: LocalDate
    public let title: String?
    /// The schedule event this discussion belongs to.
    public let event: Located<String>?
    /// The zone written in the file, if any (else the schedule's).
    public let timeZone: TimeZone?
    public let polls: [Poll]
    /// Messages in file order, hidden ones included (they are never published).
    public let messages: [Message]
}
