import Foundation

/// A rename of a member, book or room, worked out and checked in memory before anything is
/// written: every reference rewritten, the file (or a room's folder) moved, and the old
/// name added to the item's `aliases:` so its old addresses keep working.
public struct SiteRename: Sendable {
    public let kind: RenameKind
    public let old: String
    public let new: String
    /// Text files to write, by site-relative path: edited files where they are, and the
    /// moved ones at their new place.
    public let written: [String: String]
    /// Files carried to the new place as they are (a room's other files), old → new.
    public let moved: [String: String]
    /// Files and folders that are gone after the rename (the old file or room folder).
    public let removed: [String]
    /// How many references were rewritten (YAML values, senders, voters, `@/` links).
    public let references: Int
    /// Files whose references were rewritten, by their path after the rename.
    public let editedFiles: [String]
    /// The check of the renamed site (no errors; its warnings, if any).
    public let check: CheckResult

    /// Works out the rename on the site of `fileSystem` and checks the result. Refuses a
    /// site with errors, an old name that names nothing, a new name that breaks the slug
    /// rule or is taken, and any result that would not check clean.
    public static func plan(_ kind: RenameKind, from old: String, to new: String, fileSystem: FileSystem,
                            options: BuildOptions) throws(RenameError) -> SiteRename {
        guard Slug.isValid(new) else { throw .badName(new, suggestion: Slug.suggestion(for: new)) }
        guard old != new else { throw .sameName(old) }
        let before = try check(fileSystem, options: options)
        guard let site = before.site, before.errorCount == 0 else { throw .invalidSite(before) }
        let names = self.names(of: kind, in: site)
        guard let item = names[old] else { throw .missing(kind, old, suggestion: Suggestion.closest(to: old, in: names.keys.sorted())) }
        if names[new] != nil || (try? fileSystem.entries(of: kind.place(of: new))) != nil
            || (try? fileSystem.contents(of: kind.place(of: new))) != nil {
            throw .taken(kind, new, path: kind.place(of: new))
        }
        if item.aliases.contains(where: { $0.value == new }) { throw .ownAlias(kind, new, path: item.path) }

        let rewritten = try rewriteReferences(to: old, as: new, kind: kind, in: site, fileSystem: fileSystem)
        var written = rewritten.written
        // The item's own file: moved, with the old name among its aliases.
        let index = kind.indexFile(of: old)
        var indexText = written[index] ?? ""
        if written[index] == nil { indexText = try text(of: index, in: fileSystem) }
        guard let withAlias = AliasLine.adding(old, to: indexText) else {
            throw .cannotEdit(path: index, line: 1, what: "'aliases:'")
        }
        written[index] = withAlias
        var moved: [String: String] = [:]
        var newPath: [String: String] = [:]
        let from = kind.place(of: old)
        let to = kind.place(of: new)
        for path in kind == .room ? try files(under: from, in: fileSystem) : [from] {
            let target = to + path.dropFirst(from.count)
            newPath[path] = target
            if let text = written.removeValue(forKey: path) {
                written[target] = text
            } else {
                moved[path] = target
            }
        }
        // A book's or a member's translations (`old.es.md`) are written at their new names
        // too; a room's are in its folder.
        var removed = [from]
        for file in site.translations.map(\.file) where kind != .room && file.kind.rawValue == kind.rawValue && file.slug == old {
            let target = "\(to.dropLast(3)).\(file.language).md"
            newPath[file.path] = target
            if let edited = written.removeValue(forKey: file.path) {
                written[target] = edited
            } else {
                written[target] = try text(of: file.path, in: fileSystem)
            }
            removed.append(file.path)
        }
        let after = try checkAfter(fileSystem, written: written, moved: moved, removing: removed, options: options)
        return SiteRename(kind: kind, old: old, new: new, written: written, moved: moved, removed: removed,
                          references: rewritten.references, editedFiles: rewritten.edited.map { newPath[$0] ?? $0 }.sorted(),
                          check: after)
    }

    /// Every Markdown and YAML file with the references to `old` rewritten (at the places
    /// the parser found, and in `@/` links): the changed texts by path, their paths, and how
    /// many references there were.
    private static func rewriteReferences(to old: String, as new: String, kind: RenameKind, in site: Site,
                                          fileSystem: FileSystem) throws(RenameError)
        -> (written: [String: String], edited: [String], references: Int) {
        let edits = NameEdits(old: old, new: new)
        let places = RenameReferences.places(of: old, kind: kind, in: site)
        var written: [String: String] = [:]
        var references = 0
        for path in try textFiles(fileSystem) {
            let original = try text(of: path, in: fileSystem)
            var text = original
            if let onFile = places[path] {
                switch edits.replacing(at: onFile, in: text) {
                case .success(let result): text = result
                case .failure(let missing): throw .cannotEdit(path: path, line: missing.line, what: "'\(old)'")
                }
                references += onFile.count
            }
            let links = edits.replacingLinks(of: kind, in: text)
            references += links.count
            if links.text != original { written[path] = links.text }
        }
        return (written, written.keys.sorted(), references)
    }

    /// The site as it is after the rename, in memory.
    func applied(to fileSystem: FileSystem) throws -> FileSystem {
        try Self.overlay(fileSystem, written: written, moved: moved, removing: removed)
    }

    private static func overlay(_ fileSystem: FileSystem, written: [String: String], moved: [String: String],
                                removing: [String]) throws -> FileSystem {
        var added = written.mapValues { Array($0.utf8) }
        for (from, to) in moved { added[to] = try fileSystem.contents(of: from) }
        return OverlayFileSystem(base: fileSystem, adding: added, removing: Set(removing))
    }

    private static func checkAfter(_ fileSystem: FileSystem, written: [String: String], moved: [String: String],
                                   removing: [String], options: BuildOptions) throws(RenameError) -> CheckResult {
        let renamed: FileSystem
        do {
            renamed = try overlay(fileSystem, written: written, moved: moved, removing: removing)
        } catch {
            throw .unreadable("\(error)")
        }
        let result = try check(renamed, options: options)
        guard result.errorCount == 0 else { throw .invalidResult(result) }
        return CheckResult(site: nil, diagnostics: result.diagnostics, sources: result.sources, fileCount: result.fileCount)
    }

    private static func check(_ fileSystem: FileSystem, options: BuildOptions) throws(RenameError) -> CheckResult {
        do {
            return try ContentPipeline.check(fileSystem: fileSystem, options: options)
        } catch let error as RenameError {
            throw error
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// The items of one kind by name, with their file and aliases.
    private static func names(of kind: RenameKind, in site: Site) -> [String: (path: String, aliases: [Located<String>])] {
        let items: [(String, String, [Located<String>])]
        switch kind {
        case .member: items = site.members.map { ($0.handle, $0.path, $0.aliases) }
        case .book: items = site.books.map { ($0.slug, $0.path, $0.aliases) }
        case .room: items = site.rooms.map { ($0.slug, $0.path, $0.aliases) }
        }
        return Dictionary(items.map { ($0.0, (path: $0.1, aliases: $0.2)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every Markdown and YAML file under `content/` (where references and links are written).
    private static func textFiles(_ fileSystem: FileSystem) throws(RenameError) -> [String] {
        try files(under: "content", in: fileSystem).filter { $0.hasSuffix(".md") || $0.hasSuffix(".yml") }
    }

    /// Every file under a folder, dot-files left out, in path order.
    private static func files(under folder: String, in fileSystem: FileSystem) throws(RenameError) -> [String] {
        do {
            var found: [String] = []
            for entry in try fileSystem.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
                let path = folder + "/" + entry.name
                switch entry.kind {
                case .file: found.append(path)
                case .directory: found += try files(under: path, in: fileSystem)
                case .folderLink, .outsideLink: continue
                }
            }
            return found.sorted()
        } catch let error as RenameError {
            throw error
        } catch {
            throw .unreadable("\(error)")
        }
    }

    private static func text(of path: String, in fileSystem: FileSystem) throws(RenameError) -> String {
        do {
            return String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
        } catch {
            throw .unreadable("\(error)")
        }
    }
}
