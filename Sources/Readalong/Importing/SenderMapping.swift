/// One `--map "Name=handle"`: a display name of the chat and the member it stands for.
public struct SenderMapping: Hashable, Sendable {
    /// The display name as the export writes it (matched exactly; ignoring case, accents
    /// and punctuation only when no other mapping's name reads the same).
    public let name: String
    /// The member's handle.
    public let handle: String

    /// Creates a mapping.
    public init(name: String, handle: String) {
        self.name = name
        self.handle = handle
    }

    /// Reads `Name=handle`, split at the last `=`; `nil` when either side is empty.
    public init?(argument: String) {
        guard let equals = argument.lastIndex(of: "=") else { return nil }
        let name = argument[..<equals].trimmingCharacters(in: .whitespaces)
        let handle = argument[argument.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !handle.isEmpty else { return nil }
        self.init(name: name, handle: handle)
    }

    /// The option as it is typed in a shell: `--map "Anna S.=anna"`.
    var option: String {
        var quoted = ""
        for character in name + "=" + handle {
            if "\"\\$`".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return "--map \"\(quoted)\""
    }
}
