/// A value a template can render: a page model, a piece of one, or a plain value. Page
/// builders return typed models; each one says once, here, how it looks to templates.
protocol TemplateModel {
    /// The model as templates see it.
    var templateValue: TemplateValue { get }
}

/// A model shown to templates as a map whose names are the cases of `Key`. Only those names
/// can be set (a misspelt one does not compile), and `docs/templates.md` is checked against
/// them by the test suite.
protocol KeyedTemplateModel: TemplateModel {
    /// The names the model gives templates.
    associatedtype Key: RawRepresentable<String>, CaseIterable
}

extension KeyedTemplateModel {
    /// The map of `pairs`; a `nil` value leaves its name out (templates then look it up in
    /// the values around).
    func fields(_ pairs: KeyValuePairs<Key, TemplateValue?>) -> TemplateValue {
        var map = TemplateMap(capacity: pairs.count)
        for (key, value) in pairs {
            if let value { map[TemplateKey(key.rawValue)] = value }
        }
        return .map(map)
    }
}

extension TemplateValue: TemplateModel {
    var templateValue: TemplateValue { self }
}

extension String: TemplateModel {
    var templateValue: TemplateValue { .text(self) }
}

extension Bool: TemplateModel {
    var templateValue: TemplateValue { .flag(self) }
}

extension Int: TemplateModel {
    var templateValue: TemplateValue { .number(self) }
}

extension Array: TemplateModel where Element: TemplateModel {
    var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Optional where Wrapped: TemplateModel {
    /// The value, or `false` when there is none: an optional value templates test with
    /// `{{#name}}`, set so that it never borrows the value of the same name around it.
    var orFalse: TemplateValue { self?.templateValue ?? .flag(false) }
}

extension Array where Element: TemplateModel {
    /// The list, or `false` when it is empty.
    var orFalseWhenEmpty: TemplateValue { isEmpty ? .flag(false) : templateValue }
}

extension TemplateValue {
    /// This map with the names of `other` added (`other` wins where both have one).
    func adding(_ other: TemplateValue) -> TemplateValue {
        guard case .map(let map) = self, case .map(let more) = other else { return self }
        return .map(map.adding(more))
    }
}
