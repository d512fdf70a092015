/// A value as templates see it: text, a yes/no flag, a whole number, a list or a map of
/// named values. Page models are typed (`TemplateModel`) and say how they turn into this
/// form, so rendering never has to ask what type a value is.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case number(Int)
    case list([TemplateValue])
    case map(TemplateMap)

    /// The value named `key` when this is a map.
    @inline(__always)
    func child(_ key: TemplateKey) -> TemplateValue? {
        if case .map(let map) = self { return map[key] }
        return nil
    }
}
