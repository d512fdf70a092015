/// Finds the member behind each display name of a chat: a `--map` first (for exactly that
/// name, else for the only mapping that equals it ignoring case, accents and punctuation),
/// else the member whose `name:` it is (ignoring the same) or whose handle it gives as a
/// slug (`Tomàs` → `tomas`).
struct SenderDirectory {
    private let members: [Member]
    /// Handles of the room's members, preferred when suggesting.
    private let room: Set<String>
    /// Exact display name → handle, from `--map`.
    private let mapped: [String: String]
    /// Folded display name → handles, from `--map`; used only when there is one.
    private let mappedFolded: [String: Set<String>]

    /// Fails when a mapping names a handle no member has.
    init(members: [Member], room: Set<String>, mappings: [SenderMapping]) throws(ImportError) {
        let handles = members.map(\.handle)
        for mapping in mappings where !handles.contains(mapping.handle) {
            throw .unknownMappedHandle(mapping, suggestion: Suggestion.closest(to: mapping.handle, in: handles))
        }
        self.members = members
        self.room = room
        self.mapped = Dictionary(mappings.map { (WhatsAppText.name($0.name), $0.handle) }, uniquingKeysWith: { _, last in last })
        self.mappedFolded = Dictionary(grouping: mappings) { Self.fold($0.name) }.mapValues { Set($0.map(\.handle)) }
    }

    /// Each message with its sender's handle; fails listing the display names no member
    /// matches, in order of first message.
    func lines(for messages: [WhatsAppMessage]) throws(ImportError) -> [TranscriptWriter.Line] {
        var handles: [String: String] = [:]
        var unknown: [String] = []
        var counts: [String: Int] = [:]
        var lines: [TranscriptWriter.Line] = []
        var names: [String: Set<String>] = [:]
        for message in messages { names[Self.fold(message.name), default: []].insert(message.name) }
        for message in messages {
            counts[message.name, default: 0] += 1
            if counts[message.name] == 1 {
                let lookalike = (names[Self.fold(message.name)]?.count ?? 0) > 1
                handles[message.name] = handle(for: message.name, exactly: lookalike)
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
    /// With `exactly` (the chat has another name that reads the same once folded, such as
    /// `John Doe` and `John Doe 🤓`, two people to WhatsApp), only a `--map` of exactly this
    /// name or a member whose `name:` is exactly it will do.
    func handle(for name: String, exactly: Bool = false) -> String? {
        if let handle = mapped[name] { return handle }
        if exactly {
            let matches = members.filter { $0.name == name }
            return matches.count == 1 ? matches[0].handle : nil
        }
        let key = Self.fold(name)
        if let handles = mappedFolded[key], handles.count == 1 { return handles.first }
        let slug = Slug.make(from: name)
        let matches = members.filter { Self.fold($0.name) == key || $0.handle == slug }
        return matches.count == 1 ? matches[0].handle : nil
    }

    /// The member to suggest for an unknown name: the one sharing most words of the name
    /// (`Anna S.` → Anna Serra), else the one whose name is a likely typo of it; members of
    /// the room first, since only they can be senders.
    func suggestion(for name: String) -> String? {
        let inRoom = members.filter { room.contains($0.handle) }
        return suggestion(for: name, among: inRoom) ?? suggestion(for: name, among: members)
    }

    private func suggestion(for name: String, among candidates: [Member]) -> String? {
        let words = Set(Self.fold(name).split(separator: " "))
        let sharing = candidates.map { member in
            (member, words.intersection(Self.fold(member.name).split(separator: " ") + [Substring(member.handle)]).count)
        }.filter { $0.1 > 0 }
        if let best = sharing.max(by: { ($0.1, $1.0.handle) < ($1.1, $0.0.handle) }) { return best.0.handle }
        let byName = Dictionary(candidates.map { (Self.fold($0.name), $0.handle) }, uniquingKeysWith: { first, _ in first })
        return Suggestion.closest(to: Self.fold(name), in: byName.keys).flatMap { byName[$0] }
    }

    private static func fold(_ text: String) -> String {
        DuplicateBookRule.fold(text)
    }
}
