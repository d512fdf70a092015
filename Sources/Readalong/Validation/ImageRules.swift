import Foundation

/// Image paths (`cover`, `avatar`): relative to their file, existing, of a known format,
/// inside the site; and images beside books and members that nothing references.
enum ImageRules {
    static func check(_ site: ParsedSite, fileSystem: FileSystem, log: DiagnosticLog) {
        var referenced = Set<String>()
        let images = site.books.compactMap { book in book.cover.map { (book.path, $0) } }
            + site.members.compactMap { member in member.avatar.map { (member.path, $0) } }
        for (owner, image) in images {
            guard !image.value.hasPrefix("/"), let path = resolve(image.value, from: owner) else {
                log.report(.imageOutsideSite, at: image.location, "the image path '\(image.value)' leads outside content/",
                           hint: "put the image beside the file and write just its name")
                continue
            }
            referenced.insert(path)
            if let meant = check(image, at: path, files: site.inventory.files, outsideLinks: site.inventory.outsideLinks,
                                 fileSystem: fileSystem, log: log) {
                referenced.insert(meant)
            }
        }
        for image in site.inventory.sideImages where !referenced.contains(image) {
            log.report(.unreferencedImage, at: .file(image), "no book or member uses the image '\(image)'",
                       hint: "reference it with `cover:` or `avatar:`, or remove it")
        }
    }

    /// Reports an image of an unknown format, missing, or linked from outside the site. For a
    /// missing image, gives the file it was probably meant to be, if any.
    private static func check(_ image: Located<String>, at path: String, files: Set<String>, outsideLinks: Set<String>,
                              fileSystem: FileSystem, log: DiagnosticLog) -> String? {
        guard ContentInventory.isImage(path) else {
            log.report(.imageFormat, at: image.location, "'\(image.value)' is not a supported image",
                       hint: "use a jpg, jpeg, png, webp, avif, gif or svg file")
            return nil
        }
        if outsideLinks.contains(path) {
            log.report(.imageOutsideSite, at: image.location, "the image '\(image.value)' is a link to a file outside content/",
                       hint: "copy the image into the site instead of linking to it")
            return nil
        }
        guard files.contains(path) else {
            let meant = closeImage(to: path, files: files)
            log.report(.imageMissing, at: image.location, "the image '\(image.value)' does not exist (looked for \(path))",
                       hint: meant.map { missingHint(written: image.value, meant: $0) }
                           ?? "image paths are relative to the file that names them")
            return meant
        }
        if !fileSystem.resolves(path, inside: "content") {
            log.report(.imageOutsideSite, at: image.location, "the image '\(image.value)' is a link to a file outside content/",
                       hint: "copy the image into the site instead of linking to it")
        } else if path.lowercased().hasSuffix(".svg"), let bytes = try? fileSystem.contents(of: path), isActive(svg: bytes) {
            log.report(.imageFormat, at: image.location, "the SVG image '\(image.value)' contains scripts, event handlers or links",
                       hint: "export the image again as a plain drawing, or use png or jpg")
        }
        return nil
    }

    /// The image in the folder of `path` whose name is the same but for upper and lower case,
    /// or close to it (a typo).
    private static func closeImage(to path: String, files: Set<String>) -> String? {
        let folder = path.dropLast(fileName(path).count)
        let neighbours = files.filter { $0.hasPrefix(folder) && !$0.dropFirst(folder.count).contains("/")
            && ContentInventory.isImage($0) }
        return Suggestion.closest(to: fileName(path), in: neighbours.map(fileName)).map { folder + $0 }
    }

    /// "Did you mean …?" with the path as the editor would write it.
    private static func missingHint(written: String, meant: String) -> String {
        let suggestion = written.dropLast(fileName(written).count) + fileName(meant)
        let caseOnly = suggestion.lowercased() == written.lowercased()
        return "did you mean '\(suggestion)'?" + (caseOnly ? " upper and lower case count in file names" : "")
    }

    private static func fileName(_ path: String) -> String {
        String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
    }

    /// Whether an SVG could run code when opened on its own: scripts, `on…=` handlers,
    /// embedded HTML, or `javascript:` links.
    static func isActive(svg bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        if text.contains("<script") || text.contains("<foreignobject") || text.contains("javascript:") { return true }
        return text.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) != nil
    }

    /// Joins a relative path to the folder of `owner`, or `nil` when `..` climbs out of content/.
    static func resolve(_ relative: String, from owner: String) -> String? {
        var parts = owner.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard parts.count > 1 else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        guard parts.first == "content", parts.count > 1 else { return nil }
        return parts.joined(separator: "/")
    }
}
