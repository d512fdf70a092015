import Foundation
import Mustache

/// The Mustache templates of a build: the built-in ones shipped with Readalong, each
/// replaced by a file of the same name in the site's `templates/` folder when there is one.
struct TemplateLibrary: Sendable {
    /// A site template that does not parse.
    struct TemplateError: Error, CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int
        let reason: String
        /// The template's text, for quoting the line.
        let text: String
        var description: String { "\(path):\(line):\(column): \(reason)" }
    }

    let library: MustacheLibrary
    /// Names of the templates the site overrides, for the build summary and docs.
    let overridden: [String]

    /// Names of the built-in templates, without the `.mustache` extension.
    static var builtInNames: [String] {
        builtInTemplates().keys.sorted()
    }

    /// Built-in templates, with the site's overrides from `templates/*.mustache`.
    static func load(from fileSystem: FileSystem) throws -> Result<TemplateLibrary, TemplateError> {
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        var library = MustacheLibrary()
        for (name, text) in builtInTemplates() {
            do {
                try library.register(HTMLEscaping.pragma + text, named: name)
            } catch {
                preconditionFailure("built-in template \(name) does not parse: \(error)")
            }
        }
        var overridden: [String] = []
        for entry in try fileSystem.entries(of: "templates") ?? [] where entry.kind == .file && entry.name.hasSuffix(".mustache") {
            let name = String(entry.name.dropLast(9))
            let path = "templates/" + entry.name
            let text = String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
            do {
                try library.register(HTMLEscaping.pragma + text, named: name)
                overridden.append(name)
            } catch let error as MustacheTemplate.ParserError {
                // Less the line added in front of the template.
                return .failure(TemplateError(path: path, line: max(error.context.lineNumber - 1, 1),
                                              column: error.context.columnNumber, reason: explain(error.error), text: text))
            } catch {
                return .failure(TemplateError(path: path, line: 1, column: 1, reason: "\(error)", text: text))
            }
        }
        return .success(TemplateLibrary(library: library, overridden: overridden))
    }

    /// The parser's error in words.
    private static func explain(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .expectedSectionEnd: return "a section opened with {{#…}} or {{^…}} is never closed"
        case .sectionCloseNameIncorrect: return "a {{/…}} closes a section of another name"
        case .unfinishedName: return "a tag is not closed with }}"
        case .invalidSetDelimiter: return "a {{=… =}} delimiter change is malformed"
        default: return "\(error)"
        }
    }

    /// The built-in template files, by name.
    static func builtInTemplates() -> [String: String] {
        guard let folder = Bundle.module.url(forResource: "templates", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var templates: [String: String] = [:]
        for name in names where name.hasSuffix(".mustache") {
            templates[String(name.dropLast(9))] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return templates
    }

    /// The built-in theme files (CSS, JavaScript), by name.
    static func themeFiles() -> [String: Data] {
        guard let folder = Bundle.module.url(forResource: "assets", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var files: [String: Data] = [:]
        for name in names where !name.hasPrefix(".") {
            files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return files
    }

    /// Renders a page model with a template.
    func render(_ model: [String: Any], template: String) -> String {
        library.render(model, withTemplate: template) ?? ""
    }
}
