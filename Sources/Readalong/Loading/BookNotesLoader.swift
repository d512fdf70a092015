/// Reads the marginalia files of `content/books/<slug>/notes.md` in parallel: Markdown
/// without front matter, parsed by `NotesParser`.
enum BookNotesLoader {
    private struct Outcome: Sendable {
        let slug: String
        let path: String
        let notes: [BookNote]
        let diagnostics: [Diagnostic]
        let text: String?
        let failure: FileSystemError?
    }

    /// The notes of each book slug; the files' texts are added to `sources`. Only a file
    /// that cannot be read at all throws.
    static func load(_ inventory: ContentInventory, from fileSystem: FileSystem, log: DiagnosticLog,
                     sources: inout [String: String]) throws -> [String: [BookNote]] {
        var result: [String: [BookNote]] = [:]
        for outcome in inventory.bookNotes.parallelMap({ read($0.slug, path: $0.path, fileSystem: fileSystem) }) {
            if let failure = outcome.failure { throw failure }
            log.append(contentsOf: outcome.diagnostics)
            sources[outcome.path] = outcome.text
            result[outcome.slug] = outcome.notes
        }
        return result
    }

    private static func read(_ slug: String, path: String, fileSystem: FileSystem) -> Outcome {
        let log = DiagnosticLog()
        do {
            switch SourceText.decode(try fileSystem.contents(of: path)) {
            case .invalid(let line, let column, let offset):
                log.report(.invalidUTF8, at: SourceLocation(path: path, line: line, column: column),
                           ToolText("file.invalidUTF8", ["offset": "\(offset)"]), hint: ToolText("file.invalidUTF8.hint"))
                return Outcome(slug: slug, path: path, notes: [], diagnostics: log.entries, text: nil, failure: nil)
            case .text(let text):
                let notes = NotesParser.parse(text, path: path, log: log)
                return Outcome(slug: slug, path: path, notes: notes, diagnostics: log.entries, text: text, failure: nil)
            }
        } catch {
            let failure = error as? FileSystemError ?? FileSystemError(path: path, reason: "\(error)")
            return Outcome(slug: slug, path: path, notes: [], diagnostics: [], text: nil, failure: failure)
        }
    }
}
