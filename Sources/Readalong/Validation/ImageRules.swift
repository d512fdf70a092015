import Foundation

/// Image paths (`cover`, `avatar`): relative to their file, existing, of a known format,
/// inside the site, and readable as what their extension says; images beside books and
/// members that nothing references; and photos under assets/ that no page shows (checked at
/// their first line when they are published as copies, see `AssetPhotos`). Gives back the
/// images that passed, for publishing.
enum ImageRules {
    static func check(_ site: ResolvedSite, probes: ImageProbes) -> (images: ImageCatalog, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        var referenced = Set<String>()
        var openable: [(Located<String>, String)] = []
        let images = site.books.compactMap { book in book.cover.map { (book.path, $0) } }
            + site.members.compactMap { member in member.avatar.map { (member.path, $0) } }
        for (owner, image) in images {
            guard !image.value.hasPrefix("/"), let path = resolve(image.value, from: owner) else {
                log.report(.imageOutsideSite, at: image.location, ToolText("image.pathOutside", ["image": image.value]),
                           hint: ToolText("image.pathOutside.hint"))
                continue
            }
            referenced.insert(path)
            switch check(image, at: path, files: site.inventory.files, outsideLinks: site.inventory.outsideLinks,
                         probes: probes, log: log) {
            case .openable: openable.append((image, path))
            case .missing(let meant?): referenced.insert(meant)
            case .missing(nil), .refused: break
            }
        }
        let (inMarkdown, named) = MarkdownImageRules(site: site).check(log: log)
        referenced.formUnion(named)
        for image in site.inventory.sideImages where !referenced.contains(image) {
            log.report(.unreferencedImage, at: .file(image), ToolText("image.unused", ["image": image]),
                       hint: ToolText("image.unused.hint"))
        }
        let copies = AssetPhotos.unshown(assets: site.inventory.assets, shown: referenced, log: log)
        let copied = copies.map { (Located($0, at: .file($0)), $0) }
        var catalog = catalog(openable + inMarkdown.map { ($0.image, $0.path) } + copied, probes: probes, log: log)
        catalog.markInText(inMarkdown.map(\.path))
        catalog.markAssetCopies(copies)
        return (catalog, log.entries)
    }

    /// The images that passed, from what the probes found; the ones that cannot be
    /// published are reported at every place that names them.
    private static func catalog(_ images: [(Located<String>, String)], probes: ImageProbes, log: DiagnosticLog) -> ImageCatalog {
        var checked: [SourceImage] = []
        for (image, path) in images {
            guard let finding = probes[path] else { continue }
            switch finding.outcome {
            case .success(let header):
                if let key = finding.key { checked.append(SourceImage(path: path, hash: key.hash, header: header)) }
            case .failure(let failure):
                log.report(failure.code, at: image.location, failure.message(name: image.value), hint: failure.hint)
            }
        }
        return ImageCatalog(checked, checks: probes.checks)
    }

    /// What `check` made of one image path.
    private enum Outcome {
        /// The file is there to be opened.
        case openable
        /// No such file; `meant` is the file it was probably meant to be, if any.
        case missing(meant: String?)
        /// Reported: unknown format, outside the site, or an active SVG.
        case refused
    }

    /// How to turn an image of another format into one the site takes.
    static let convertHint = ToolText("image.convert.hint")

    /// Reports an image of an unknown format, missing, or linked from outside the site.
    private static func check(_ image: Located<String>, at path: String, files: Set<String>, outsideLinks: Set<String>,
                              probes: ImageProbes, log: DiagnosticLog) -> Outcome {
        guard ContentInventory.isImage(path) else {
            log.report(.imageFormat, at: image.location, ToolText("image.unsupported", ["image": image.value]),
                       hint: convertHint)
            return .refused
        }
        if outsideLinks.contains(path) {
            log.report(.imageOutsideSite, at: image.location, ToolText("image.outsideLink", ["image": image.value]),
                       hint: ToolText("image.outsideLink.hint"))
            return .refused
        }
        guard files.contains(path) else {
            let meant = closeImage(to: path, files: files)
            log.report(.imageMissing, at: image.location, ToolText("image.missing", ["image": image.value, "path": path]),
                       hint: meant.map { missingHint(written: image.value, meant: $0) }
                           ?? ToolText("image.missing.hint"))
            return .missing(meant: meant)
        }
        if probes[path]?.insideSite != true {
            log.report(.imageOutsideSite, at: image.location, ToolText("image.outsideLink", ["image": image.value]),
                       hint: ToolText("image.outsideLink.hint"))
            return .refused
        } else if probes[path]?.activeSVG == true {
            log.report(.imageFormat, at: image.location, ToolText("image.activeSVG", ["image": image.value]),
                       hint: ToolText("image.activeSVG.hint"))
            return .refused
        }
        return .openable
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
    private static func missingHint(written: String, meant: String) -> ToolText {
        let suggestion = written.dropLast(fileName(written).count) + fileName(meant)
        let caseOnly = suggestion.lowercased() == written.lowercased()
        return caseOnly ? ToolText("image.caseOnly.hint", ["name": String(suggestion)]) : Suggestion.didYouMean(String(suggestion))
    }

    private static func fileName(_ path: String) -> String {
        String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
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
