/// Lists whose entries must not repeat (a shelf, a ballot).
extension FieldReader {
    /// The text entries of `items`, each once. A repeat is reported as E025 at its place,
    /// with `message` given the repeated text, and left out.
    func uniqueTexts(_ items: [YAMLNode], key: String, hint: ToolText, message: (String) -> ToolText) -> [Located<String>] {
        var seen = Set<String>()
        return items.compactMap { Self.text(of: $0, key: key, reader: self) }.filter { item in
            guard seen.insert(item.value).inserted else {
                log.report(.duplicateEntry, at: item.location, message(item.value), hint: hint)
                return false
            }
            return true
        }
    }
}
