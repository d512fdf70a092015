@testable import Readalong

/// Template values written as literals in tests: `["title": "T", "items": [["n": 1]], "no": false]`.
extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .flag(value) }
    public init(integerLiteral value: Int) { self = .number(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .map(TemplateMap(Dictionary(elements, uniquingKeysWith: { _, last in last })))
    }
}
