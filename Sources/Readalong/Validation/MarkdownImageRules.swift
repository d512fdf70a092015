/// Images written in Markdown (`![alt](…)`): the file must exist inside the site, and the
/// image should say in words what it shows. Gives back the images to open and publish, and
/// every file of the site an image names (those refused too).
struct MarkdownImageRules {
    let site: ResolvedSite

    /// An image found in the site's Markdown, where it was written.
    struct Found {
        let image: Located<String>
        let path: String
    }

    func check(log: DiagnosticLog) -> (found: [Found], named: Set<String>) {
        let links = LinkRules(site: site, includeDrafts: true)
        var found: [Found] = []
        var named = Set<String>()
        for source in LinkRules.markdownSources(of: site) where ByteSearch.contains("](", in: source.text) {
            var seen: [String: Int] = [:]
            for destination in MarkdownParser.destinations(in: source.text) {
                let key = (destination.bare ? "bare " : "link ") + destination.url
                let occurrence = seen[key, default: 0]
                seen[key, default: 0] += 1
                guard destination.image else { continue }
                let location = links.locate(destination, occurrence: occurrence, in: source)
                if case .file(let path) = MarkdownImagePath.target(of: destination.url, from: source.path) { named.insert(path) }
                if let path = check(destination, at: location, owner: source.path, log: log) {
                    found.append(Found(image: Located(destination.url, at: location), path: path))
                }
            }
        }
        return (found, named)
    }

    /// Reports a missing or outside image and a missing description; the site path of an
    /// image that is there to be opened.
    private func check(_ destination: MarkdownParser.Destination, at location: SourceLocation, owner: String,
                       log: DiagnosticLog) -> String? {
        let target = MarkdownImagePath.target(of: destination.url, from: owner)
        if target != .outside, destination.alt.trimmingCharacters(in: .whitespaces).isEmpty {
            log.report(.emptyAltText, at: location, ToolText("image.noAlt", ["url": destination.url]),
                       hint: ToolText("image.noAlt.hint", ["url": destination.url]))
        }
        switch target {
        case .external:
            return nil
        case .outside:
            log.report(.markdownImageOutside, at: location, ToolText("image.notInSite", ["url": destination.url]),
                       hint: ToolText("image.notInSite.hint", ["name": String(destination.url.split(separator: "/").last ?? "")]))
            return nil
        case .file(let path):
            guard site.inventory.files.contains(path), !site.inventory.outsideLinks.contains(path) else {
                log.report(.markdownImageMissing, at: location, ToolText("image.missing", ["image": destination.url, "path": path]),
                           hint: ToolText("image.markdownMissing.hint"))
                return nil
            }
            guard ContentInventory.isImage(path) else {
                log.report(.imageFormat, at: location, ToolText("image.unsupported", ["image": destination.url]),
                           hint: ImageRules.convertHint)
                return nil
            }
            return path
        }
    }
}
