import Foundation

/// One case of the official YAML test suite (github.com/yaml/yaml-test-suite), read from the
/// packed copy in `../shared/realworld/yaml/`: the YAML text, the JSON it means when the
/// suite gives one, and whether the text is invalid.
struct YAMLSuiteCase: Decodable {
    let name: String
    let yaml: String
    /// The values as JSON (several JSON texts one after the other for a stream of several
    /// documents); `nil` when JSON cannot say them (complex keys, tags, ...).
    let json: String?
    /// Whether the suite marks the text as invalid YAML.
    let error: Bool
    /// The parser events the suite expects, one a line (`+DOC` opens a document).
    let event: String

    /// How many documents the text holds.
    var documentCount: Int { event.split(separator: "\n").filter { $0.hasPrefix("+DOC") }.count }

    /// Every case by its identifier (`X38W`, `MUS6/00`), or `nil` when the folder is absent.
    static func loadAll() throws -> [String: YAMLSuiteCase]? {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = package.appendingPathComponent("../shared/realworld/yaml/yaml-test-suite-data.json").standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try JSONDecoder().decode([String: YAMLSuiteCase].self, from: Data(contentsOf: file))
    }
}
