import Foundation
@testable import Readalong

/// One file of the official Mustache specification (github.com/mustache/spec), kept with
/// its licence in `Tests/mustache-spec/`: cases of a template, the data it renders with,
/// the partials it may include, and the exact output expected.
struct MustacheSpecFile: Decodable {
    struct Case: Decodable {
        let name: String
        let desc: String
        let data: JSONValue
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Case]

    /// The file `name.json` of the copy kept next to the test sources.
    static func load(_ name: String) throws -> MustacheSpecFile {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("mustache-spec")
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
        return try JSONDecoder().decode(MustacheSpecFile.self, from: data)
    }
}

/// A JSON value as the spec writes its data, kept apart from Foundation's `NSNumber`, which
/// cannot tell `true` from `1`.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case decimal(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A value the template engine has no counterpart for.
    struct Unsupported: Error, Equatable, CustomStringConvertible {
        let path: String
        var description: String { "\(path) is code (a lambda); page values are data only" }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .decimal(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as a page model value. `null` is `false`, the value Readalong's page models
    /// give to something absent on purpose (it hides an outer value of the same name, as a
    /// JSON null does); a decimal is its shortest text. The spec writes a lambda as an object
    /// tagged `"__tag__": "code"`: page values hold no code, so that throws.
    func templateValue(at path: String = "data") throws(Unsupported) -> TemplateValue {
        switch self {
        case .null: return .flag(false)
        case .bool(let flag): return .flag(flag)
        case .integer(let number): return .number(number)
        case .decimal(let number): return .text(String(number))
        case .string(let text): return .text(text)
        case .array(let items):
            var values: [TemplateValue] = []
            for (index, item) in items.enumerated() { values.append(try item.templateValue(at: "\(path)[\(index)]")) }
            return .list(values)
        case .object(let members):
            if members["__tag__"] == .string("code") { throw Unsupported(path: path) }
            var values: [String: TemplateValue] = [:]
            for (key, member) in members { values[key] = try member.templateValue(at: path + "." + key) }
            return .map(TemplateMap(values))
        }
    }
}
