/// A poll held in a chat (front matter `polls:`).
public struct Poll: Sendable {
    public let question: String
    /// Time of day (seconds) on the transcript's date, when written.
    public let at: Int?
    /// Whether a member may vote for several options.
    public let multiple: Bool
    public let options: [Option]

    /// One answer and who chose it.
    public struct Option: Sendable {
        public let text: String
        public let votes: [Located<String>]
    }
}
