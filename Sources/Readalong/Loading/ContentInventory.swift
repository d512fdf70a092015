import Foundation

/// Every file under `content/`, sorted into the kinds of the layout.
///
/// Discovery reports names that break the slug rule, files that fit no rule, and rooms
/// missing a required file; it reads no file contents.
struct ContentInventory: Sendable {
    /// A room folder and the files found in it.
    struct RoomFolder: Sendable {
        let slug: String
        let index: String?
        let schedule: String?
        /// Transcript name → path, in name order.
        let transcripts: [(name: String, path: String)]
    }

    /// Room slugs taken by other lists of rooms (`/rooms/active/`, `/rooms/genre/…`), each
    /// with what its address holds.
    static let reservedRoomSlugs: [String: ToolText] = Dictionary(uniqueKeysWithValues:
        ["planned", "upcoming", "active", "finished", "genre", "language", "joining"].map { ($0, ToolText("room.reserved.\($0)")) })

    /// Book slugs and member handles taken by the pages of their lists (`/books/page/2/`).
    static let reservedListSlugs: Set<String> = ["page"]

    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "avif", "gif", "heic", "heif", "svg"]

    var siteFile: String?
    var books: [(slug: String, path: String)] = []
    /// Marginalia files (`books/<slug>/notes.md`) of books written in the folder form.
    var bookNotes: [(slug: String, path: String)] = []
    var members: [(handle: String, path: String)] = []
    var rooms: [RoomFolder] = []
    var pages: [(slug: String, path: String)] = []
    var news: [(slug: String, path: String)] = []
    var lists: [(slug: String, path: String)] = []
    var picks: [(slug: String, path: String)] = []
    /// Translations (`slug.es.md`, `index.es.md`, `schedule.es.yml`, `site.es.yml`), in path order.
    var translations: [TranslationFile] = []
    var assets: [String] = []
    /// Images beside books and members, which something should reference.
    var sideImages: [String] = []
    /// Every file found, for image existence checks.
    var files: Set<String> = []
    /// Links that lead out of `content/`: reported, never read.
    var outsideLinks: Set<String> = []

    /// Walks `content/` of the site.
    static func discover(in fileSystem: FileSystem, log: DiagnosticLog) throws -> ContentInventory {
        var inventory = ContentInventory()
        guard let top = try fileSystem.entries(of: "content") else { return inventory }
        for entry in top where !entry.name.hasPrefix(".") {
            let path = "content/" + entry.name
            if entry.kind == .outsideLink {
                inventory.outsideLinks.insert(path)
                Self.outsideLink(path, log: log)
                continue
            }
            switch (entry.name, entry.kind) {
            case ("site.yml", .file):
                inventory.siteFile = path
                inventory.files.insert(path)
            case (_, .file) where inventory.noteTranslation(entry.name[...], ext: "yml", kind: .site, path: path, log: log, base: "site",
                                                             original: { _ in "content/site.yml" }):
                inventory.files.insert(path)
            case ("books", .directory):
                let found = try inventory.collectEntries(path, fileSystem: fileSystem, log: log, what: ToolText("name.book"), kind: .book,
                                                         reserved: (ToolText("noun.book"), "books"), folders: true)
                inventory.books = inventory.settleBookForms(found, log: log)
            case ("members", .directory):
                let found = try inventory.collectEntries(path, fileSystem: fileSystem, log: log, what: ToolText("name.member"), kind: .member,
                                                         reserved: (ToolText("noun.member"), "members"))
                inventory.members = found.map { (handle: $0.slug, path: $0.path) }
            case ("pages", .directory):
                inventory.pages = try inventory.collectEntries(path, fileSystem: fileSystem, log: log, what: ToolText("name.page"), kind: .page,
                                                              images: false)
            case ("news", .directory):
                inventory.news = try inventory.collectEntries(path, fileSystem: fileSystem, log: log, what: ToolText("name.news"),
                                                              kind: .news, images: false, reserved: (ToolText("noun.newsItem"), "news"))
            case ("lists", .directory):
                inventory.lists = try inventory.collectEntries(path, fileSystem: fileSystem, log: log, what: ToolText("name.list"),
                                                               kind: .list, images: false)
            case ("picks", .directory):
                inventory.picks = try inventory.collectEntries(path, fileSystem: fileSystem, log: log, what: ToolText("name.pick"),
                                                               kind: .pick, images: false)
            case ("rooms", .directory):
                try inventory.collectRooms(path, fileSystem: fileSystem, log: log)
            case ("assets", .directory):
                inventory.assets = try inventory.allFiles(under: path, fileSystem: fileSystem, log: log)
                inventory.files.formUnion(inventory.assets)
            default:
                try inventory.reportUnknown(path, kind: entry.kind, fileSystem: fileSystem, log: log)
            }
        }
        return inventory
    }

    /// `<slug>.md` files of a kind folder; images anywhere below it are side images.
    private mutating func collectEntries(_ folder: String, fileSystem: FileSystem, log: DiagnosticLog,
                                         what: ToolText, kind: TranslationKind, images: Bool = true,
                                         reserved: (kind: ToolText, list: String)? = nil,
                                         folders: Bool = false) throws -> [(slug: String, path: String)] {
        var found: [(slug: String, path: String)] = []
        for path in try allFiles(under: folder, fileSystem: fileSystem, log: log) {
            files.insert(path)
            let relative = path.dropFirst(folder.count + 1)
            if !relative.contains("/"),
               noteTranslation(relative, ext: "md", kind: kind, path: path, log: log, original: { "\(folder)/\($0).md" }) {
                continue
            }
            // A book in the folder form is translated beside its `index.md`: `<slug>/index.es.md`.
            if folders, let slash = relative.firstIndex(of: "/"), relative[relative.index(after: slash)...].contains("/") == false,
               noteTranslation(relative[relative.index(after: slash)...], ext: "md", kind: kind, path: path, log: log, base: "index",
                               slug: String(relative[..<slash]), original: { _ in "\(folder)/\(relative[..<slash])/index.md" }) {
                continue
            }
            let folderFile = folders ? BookFolderFile(relative) : nil
            if folderFile?.isNotes == true, let slug = folderFile?.slug {
                bookNotes.append((slug, path))
            } else if folderFile != nil || (!relative.contains("/") && relative.lowercased().hasSuffix(".md")) {
                let slug = folderFile?.slug ?? String(relative.dropLast(3))
                checkSlug(slug, what: what, location: .file(path), log: log)
                if folderFile == nil { checkExtension(path, log: log) }
                if let reserved, Self.reservedListSlugs.contains(slug) {
                    log.report(.invalidSlug, at: .file(path), ToolText("name.reserved", ["slug": slug], texts: ["kind": reserved.kind]),
                               hint: ToolText("name.reserved.hint", ["list": reserved.list, "slug": slug]))
                }
                found.append((slug, path))
            } else if images, Self.isImage(path) {
                sideImages.append(path)
            } else {
                Self.unknownFile(path, log: log)
            }
        }
        return found
    }

    private mutating func collectRooms(_ folder: String, fileSystem: FileSystem, log: DiagnosticLog) throws {
        for entry in try fileSystem.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
            let roomPath = folder + "/" + entry.name
            if entry.kind == .outsideLink {
                outsideLinks.insert(roomPath)
                Self.outsideLink(roomPath, log: log)
                continue
            }
            guard entry.kind == .directory else {
                Self.unknownFile(roomPath, log: log, hint: ToolText("room.notFolder.hint"))
                continue
            }
            var index: String?
            var schedule: String?
            var transcripts: [(name: String, path: String)] = []
            for path in try allFiles(under: roomPath, fileSystem: fileSystem, log: log) {
                files.insert(path)
                let relative = path.dropFirst(roomPath.count + 1)
                if relative == "index.md" {
                    index = path
                } else if relative == "schedule.yml" {
                    schedule = path
                } else if noteTranslation(relative, ext: "md", kind: .room, path: path, log: log, base: "index", slug: entry.name,
                                          original: { _ in roomPath + "/index.md" })
                            || noteTranslation(relative, ext: "yml", kind: .schedule, path: path, log: log, base: "schedule", slug: entry.name,
                                               original: { _ in roomPath + "/schedule.yml" }) {
                    continue
                } else if relative.hasPrefix("chat/"), relative.lowercased().hasSuffix(".md"),
                          relative.dropFirst(5).firstIndex(of: "/") == nil {
                    let name = String(relative.dropFirst(5).dropLast(3))
                    checkSlug(name, what: ToolText("name.transcript"), location: .file(path), log: log)
                    checkExtension(path, log: log)
                    transcripts.append((name, path))
                } else {
                    Self.unknownFile(path, log: log)
                }
            }
            let location = SourceLocation.file(index ?? roomPath + "/index.md")
            checkSlug(entry.name, what: ToolText("name.room"), location: location, log: log)
            if let use = Self.reservedRoomSlugs[entry.name] {
                log.report(.invalidSlug, at: location, ToolText("room.reserved", ["slug": entry.name]),
                           hint: ToolText("room.reserved.hint", ["slug": entry.name], texts: ["use": use]))
            }
            if index == nil {
                log.report(.missingFile, at: .file(roomPath + "/index.md"), ToolText("room.noIndex", ["room": entry.name]),
                           hint: ToolText("room.noIndex.hint"))
            }
            rooms.append(RoomFolder(slug: entry.name, index: index, schedule: schedule, transcripts: transcripts))
        }
    }

    /// Records `path` as a translation when its name is `<base>.<tag>.<ext>` with a
    /// language tag (and `base` is the one given, where one is); a tag written in upper case
    /// is reported instead. Gives whether the name was a translation's.
    private mutating func noteTranslation(_ name: Substring, ext: String, kind: TranslationKind, path: String, log: DiagnosticLog,
                                          base: String? = nil, slug: String? = nil, original: (String) -> String) -> Bool {
        guard let (written, tag) = TranslationFile.split(name, extension: ext), base.map({ $0 == written }) ?? true else { return false }
        let language = tag.lowercased()
        guard tag == language else {
            log.report(.invalidSlug, at: .file(path), ToolText("name.tagCase", ["tag": String(tag)]),
                       hint: ToolText("name.tagCase.hint", ["name": "\(written).\(language).\(ext)"]))
            return true
        }
        translations.append(TranslationFile(kind: kind, slug: slug ?? String(written), language: language, path: path,
                                            originalPath: original(String(written))))
        return true
    }

    private mutating func reportUnknown(_ path: String, kind: DirectoryEntry.Kind, fileSystem: FileSystem, log: DiagnosticLog) throws {
        let paths = kind == .directory ? try allFiles(under: path, fileSystem: fileSystem, log: log) : [path]
        for file in paths {
            files.insert(file)
            Self.unknownFile(file, log: log)
        }
    }

    private func checkSlug(_ name: String, what: ToolText, location: SourceLocation, log: DiagnosticLog) {
        guard !Slug.isValid(name) else { return }
        log.report(.invalidSlug, at: location, ToolText("name.invalid", ["name": name], texts: ["what": what]),
                   hint: ToolText("name.invalid.hint", ["suggestion": Slug.suggestion(for: name)]))
    }

    private func checkExtension(_ path: String, log: DiagnosticLog) {
        guard !path.hasSuffix(".md") else { return }
        log.report(.invalidSlug, at: .file(path), ToolText("name.extension", ["path": path]),
                   hint: ToolText("name.extension.hint",
                                  ["name": Slug.suggestion(for: String((path as NSString).lastPathComponent.dropLast(3))) + ".md"]))
    }

    static func unknownFile(_ path: String, log: DiagnosticLog, hint: ToolText? = nil) {
        log.report(.unknownFile, at: .file(path), ToolText("file.unknown", ["path": path]),
                   hint: hint ?? ToolText("file.unknown.hint"))
    }

    static func isImage(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return imageExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// Every file below a folder (not following hidden entries), in path order. Links that
    /// lead out of `content/` are reported and left out: nothing outside the site is read
    /// or published.
    private mutating func allFiles(under folder: String, fileSystem: FileSystem, log: DiagnosticLog) throws -> [String] {
        var result: [String] = []
        for entry in try fileSystem.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            switch entry.kind {
            case .directory: result += try allFiles(under: path, fileSystem: fileSystem, log: log)
            case .file, .folderLink: result.append(path)
            case .outsideLink:
                outsideLinks.insert(path)
                Self.outsideLink(path, log: log)
            }
        }
        return result
    }

    private static func outsideLink(_ path: String, log: DiagnosticLog) {
        log.report(.imageOutsideSite, at: .file(path), ToolText("file.outsideLink", ["path": path]),
                   hint: ToolText("file.outsideLink.hint"))
    }
}
