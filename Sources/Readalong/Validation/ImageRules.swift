import Foundation

/// Image paths (`cover`, `avatar`): relative to their file, existing, of a known format,
/// inside the site, and readable as what their extension says; and images beside books and
/// members that nothing references. Gives back the images that passed, for publishing.
enum ImageRules {
    static func check(_ site: ParsedSite, fileSystem: FileSystem, log: DiagnosticLog) -> ImageCatalog {
        var referenced = Set<String>()
        var openable: [(Located<String>, String)] = []
        let images = site.books.compactMap { book in book.cover.map { (book.path, $0) } }
            + site.members.compactMap { member in member.avatar.map { (member.path, $0) } }
        for (owner, image) in images {
            guard !image.value.hasPrefix("/"), let path = resolve(image.value, from: owner) else {
                log.report(.imageOutsideSite, at: image.location, "the image path '\(image.value)' leads outside content/",
                           hint: "put the image beside the file and write just its name")
                continue
            }
            referenced.insert(path)
            if check(image, at: path, files: site.inventory.files, outsideLinks: site.inventory.outsideLinks,
                     fileSystem: fileSystem, log: log) {
                openable.append((image, path))
            }
        }
        let inMarkdown = MarkdownImageRules(site: site).check(log: log)
        referenced.formUnion(inMarkdown.map(\.path))
        for image in site.inventory.sideImages where !referenced.contains(image) {
            log.report(.unreferencedImage, at: .file(image), "no book or member uses the image '\(image)'",
                       hint: "reference it with `cover:` or `avatar:`, or remove it")
        }
        var catalog = open(openable + inMarkdown.map { ($0.image, $0.path) }, fileSystem: fileSystem, log: log)
        catalog.markInText(inMarkdown.map(\.path))
        return catalog
    }

    /// Opens each image once (in parallel), reporting the ones that cannot be published at
    /// every place that names them.
    static func open(_ images: [(Located<String>, String)], fileSystem: FileSystem, log: DiagnosticLog) -> ImageCatalog {
        let paths = Array(Set(images.map(\.1))).sorted()
        let outcomes = paths.parallelMap { path -> Result<SourceImage, ImageProbe.Problem> in
            guard let bytes = try? fileSystem.contents(of: path) else {
                return .failure(ImageProbe.Problem(code: .imageUnreadable, message: "the image cannot be read",
                                                   hint: "check that the file can be opened"))
            }
            if path.lowercased().hasSuffix(".svg") {
                return .success(SourceImage(path: path, hash: ContentHash(bytes),
                                            header: ImageHeader(format: .svg, width: 0, height: 0, hasAlpha: true)))
            }
            return ImageProbe.check(bytes, path: path, name: path)
        }
        let byPath = Dictionary(uniqueKeysWithValues: zip(paths, outcomes))
        var checked: [SourceImage] = []
        for (image, path) in images {
            switch byPath[path] {
            case .success(let source): checked.append(source)
            case .failure(let problem):
                log.report(problem.code, at: image.location,
                           problem.message.replacingOccurrences(of: "'\(path)'", with: "'\(image.value)'"), hint: problem.hint)
            case nil: break
            }
        }
        return ImageCatalog(checked)
    }

    /// How to turn an image of another format into one the site takes.
    static let convertHint = "open it in an image viewer or editor and export it as JPEG (photos) or PNG (drawings); "
        + "jpg, png, webp, avif, heic, gif and svg files are taken"

    /// Reports an image of an unknown format, missing, or linked from outside the site;
    /// `true` when the file is there to be opened.
    private static func check(_ image: Located<String>, at path: String, files: Set<String>, outsideLinks: Set<String>,
                              fileSystem: FileSystem, log: DiagnosticLog) -> Bool {
        guard ContentInventory.isImage(path) else {
            log.report(.imageFormat, at: image.location, "'\(image.value)' is not a supported image",
                       hint: convertHint)
            return false
        }
        if outsideLinks.contains(path) {
            log.report(.imageOutsideSite, at: image.location, "the image '\(image.value)' is a link to a file outside content/",
                       hint: "copy the image into the site instead of linking to it")
            return false
        }
        guard files.contains(path) else {
            log.report(.imageMissing, at: image.location, "the image '\(image.value)' does not exist (looked for \(path))",
                       hint: "image paths are relative to the file that names them")
            return false
        }
        if !fileSystem.resolves(path, inside: "content") {
            log.report(.imageOutsideSite, at: image.location, "the image '\(image.value)' is a link to a file outside content/",
                       hint: "copy the image into the site instead of linking to it")
            return false
        } else if path.lowercased().hasSuffix(".svg"), let bytes = try? fileSystem.contents(of: path), isActive(svg: bytes) {
            log.report(.imageFormat, at: image.location, "the SVG image '\(image.value)' contains scripts, event handlers or links",
                       hint: "export the image again as a plain drawing, or use png or jpg")
            return false
        }
        return true
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
