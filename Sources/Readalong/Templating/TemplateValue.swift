/// A value as templates see it: text, a yes/no flag, a whole number, a list or a map of
/// named values. Page models are built as Swift dictionaries and turned into this form once
/// per page, so rendering never has to ask what type a value is.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case number(Int)
    case list([TemplateValue])
    case map([String: TemplateValue])

    /// The template form of a page model value. Strings, booleans, integers, dictionaries
    /// keyed by strings and arrays convert to their counterparts; a `nil` optional is
    /// `nil` (the key is then missing); any other value shows as its `description`.
    static func from(_ value: Any) -> TemplateValue? {
        switch value {
        case let text as String: return .text(text)
        case let flag as Bool: return .flag(flag)
        case let map as [String: Any]: return .map(map.compactMapValues(from))
        case let maps as [[String: Any]]: return .list(maps.map { .map($0.compactMapValues(from)) })
        case let number as Int: return .number(number)
        case let converted as TemplateValue: return converted
        case let texts as [String]: return .list(texts.map(TemplateValue.text))
        case let items as [Any]: return .list(items.compactMap(from))
        case let optional as OptionalValue: return optional.wrapped.flatMap(from)
        default: return .text(String(describing: value))
        }
    }

    /// The value named `key` when this is a map.
    @inline(__always)
    func child(_ key: String) -> TemplateValue? {
        if case .map(let map) = self { return map[key] }
        return nil
    }
}

/// Lets `TemplateValue.from` see through an optional hidden in an `Any`.
private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self.map { $0 as Any } }
}
