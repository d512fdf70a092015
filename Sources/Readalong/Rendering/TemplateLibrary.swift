import Foundation

/// The Mustache templates of a build: the built-in ones shipped with Readalong, each
/// replaced by a file of the same name in the site's `templates/` folder when there is one.
struct TemplateLibrary: Sendable {
    /// A site template that does not parse.
    struct TemplateError: Error, CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int
        let reason: ToolText
        /// The template's text, for quoting the line.
        let text: String
        /// How to fix it.
        let hint: ToolText
        var description: String { "\(path):\(line):\(column): \(reason.english)" }

        /// An error at a byte offset of `text`; the column counts Unicode scalars.
        init(path: String, offset: Int, reason: ToolText, text: String, hint: ToolText = TemplateError.syntaxHint) {
            let before = text.utf8.prefix(offset)
            let lineStart = before.lastIndex(of: 0x0A).map { before.index(after: $0) } ?? before.startIndex
            self.path = path
            self.line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            self.column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
            self.reason = reason
            self.text = text
            self.hint = hint
        }

        /// The advice for a template that does not parse.
        static let syntaxHint = ToolText("template.syntax.hint")
    }

    let renderer: TemplateRenderer
    /// Names of the templates the site overrides, for the build summary and docs.
    let overridden: [String]
    /// Whether a template naming a value the page does not have fails the page (tests).
    private(set) var checksNames = false

    /// The same templates, rendering every page checked: a name missing from the page's
    /// values throws `MissingTemplateNames` instead of rendering as nothing.
    func checkingNames() -> TemplateLibrary {
        var library = self
        library.checksNames = true
        return library
    }

    /// Names of the built-in templates, without the `.mustache` extension.
    static var builtInNames: [String] {
        builtInTemplates().keys.sorted()
    }

    /// Built-in templates, with the site's overrides from `templates/*.mustache`. A template
    /// that does not parse, includes a template nobody defines, or includes itself (directly
    /// or through others) is an error.
    static func load(from fileSystem: FileSystem) throws -> Result<TemplateLibrary, TemplateError> {
        var templates: [String: Template] = [:]
        var sources: [String: (path: String, text: String)] = [:]
        for (name, text) in builtInTemplates() {
            do {
                templates[name] = try TemplateParser.parse(text)
            } catch {
                preconditionFailure("built-in template \(name) does not parse: \(error.reason.english)")
            }
        }
        var overridden: [String] = []
        for entry in try fileSystem.entries(of: "templates") ?? [] where entry.kind == .file && entry.name.hasSuffix(".mustache") {
            let name = String(entry.name.dropLast(9))
            let path = "templates/" + entry.name
            let text = String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
            do {
                templates[name] = try TemplateParser.parse(text)
                sources[name] = (path, text)
                overridden.append(name)
            } catch {
                return .failure(TemplateError(path: path, offset: error.offset, reason: error.reason, text: text))
            }
        }
        for name in overridden.sorted() {
            if let (offset, reason, hint) = includeProblem(in: name, among: templates), let source = sources[name] {
                return .failure(TemplateError(path: source.path, offset: offset, reason: reason, text: source.text, hint: hint))
            }
        }
        return .success(TemplateLibrary(renderer: TemplateRenderer(templates: templates), overridden: overridden))
    }

    /// The first include of template `name` that names no template, or that leads back to
    /// `name` (which would never end): its offset, what is wrong, and how to fix it.
    private static func includeProblem(in name: String, among templates: [String: Template]) -> (Int, ToolText, ToolText)? {
        for include in templates[name]?.includes ?? [] {
            guard templates[include.name] != nil else {
                return (include.offset, ToolText("template.noSuchInclude", ["name": include.name]),
                        ToolText("template.noSuchInclude.hint", ["name": include.name]))
            }
            if reaches(name, from: include.name, among: templates) {
                return (include.offset, ToolText("template.includeLoop", ["name": include.name, "template": name]),
                        ToolText("template.includeLoop.hint"))
            }
        }
        return nil
    }

    /// Whether `target` is `start` or is included, directly or not, by `start`.
    private static func reaches(_ target: String, from start: String, among templates: [String: Template]) -> Bool {
        var seen: Set<String> = [start]
        var queue = [start]
        while let current = queue.popLast() {
            if current == target { return true }
            for include in templates[current]?.includes ?? [] where seen.insert(include.name).inserted {
                queue.append(include.name)
            }
        }
        return false
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

    /// Renders a page model with a template, as UTF-8 bytes.
    func render(_ model: some TemplateModel, template: String) throws(MissingTemplateNames) -> [UInt8] {
        if checksNames { return try renderer.renderChecked(template, with: model.templateValue) }
        return renderer.render(template, with: model.templateValue)
    }
}
