/// Finds the member behind each display name of a chat: a `--map` first, else the member
/// whose `name:` it is (ignoring case, accents and punctuation) or whose handle it gives as
/// a slug (`Tomàs` → `tomas`).
struct SenderDirectory {
    private let members: [Member]
    /// Folded display name → handle, from `--map`.
    private let mapped: [String: String]

    /// Fails when a mapping names a handle no member has.
    init(members: [Member], mappings: [SenderMapping]) throws(ImportError) {
        let handles = members.map(\.handle)
        for mapping in mappings where !handles.contains(mapping.handle) {
            throw .unknownMappedHandle(mapping, suggestion: Suggestion.closest(to: mapping.handle, in: handles))
        }
        self.members = members
        self.mapped = Dictionary(mappings.map { (Self.fold($0.name), $0.handle) }, uniquingKeysWith: { _, last in last })
    }

    /// Each message with its sender's handle; fails listing the display names no member
    /// matches, in order of first message.
    func lines(for messages: [WhatsAppMessage]) throws(ImportError) -> [TranscriptWriter.Line] {
        var handles: [String: String] = [:]
        var unknown: [String] = []
        var counts: [String: Int] = [:]
        var lines: [TranscriptWriter.Line] = []
        for message in messages {
            counts[message.name, default: 0] += 1
            if counts[message.name] == 1 {
                handles[message.name] = handle(for: message.name)
                if handles[message.name] == nil { unknown.append(message.name) }
            }
            if let handle = handles[message.name] { lines.append((handle, message)) }
        }
        guard unknown.isEmpty else {
            throw .unknownSenders(unknown.map {
                ImportError.UnknownSender(name: $0, messages: counts[$0] ?? 0, suggestion: suggestion(for: $0))
            })
        }
        return lines
    }

    /// The mapped or matching member's handle; `nil` when none, or when several match.
    func handle(for name: String) -> String? {
        let key = Self.fold(name)
        if let handle = mapped[key] { return handle }
        let slug = Slug.make(from: name)
        let matches = members.filter { Self.fold($0.name) == key || $0.handle == slug }
        return matches.count == 1 ? matches[0].handle : nil
    }

    /// The member to suggest for an unknown name: the one sharing most words of the name
    /// (`Anna S.` → Anna Serra), else the one whose name is a likely typo of it.
    func suggestion(for name: String) -> String? {
        let words = Set(Self.fold(name).split(separator: " "))
        let sharing = members.map { member in
            (member, words.intersection(Self.fold(member.name).split(separator: " ") + [Substring(member.handle)]).count)
        }.filter { $0.1 > 0 }
        if let best = sharing.max(by: { ($0.1, $1.0.handle) < ($1.1, $0.0.handle) }) { return best.0.handle }
        let byName = Dictionary(members.map { (Self.fold($0.name), $0.handle) }, uniquingKeysWith: { first, _ in first })
        return Suggestion.closest(to: Self.fold(name), in: byName.keys).flatMap { byName[$0] }
    }

    private static func fold(_ text: String) -> String {
        DuplicateBookRule.fold(text)
    }
}
