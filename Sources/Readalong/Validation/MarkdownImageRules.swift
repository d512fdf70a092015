/// Images written in Markdown (`![alt](…)`): the file must exist inside the site, and the
/// image should say in words what it shows. Gives back the images to open and publish, and
/// every file of the site an image names (those refused too).
struct MarkdownImageRules: Sendable {
    let site: ResolvedSite

    /// An image found in the site's Markdown, where it was written.
    struct Found: Sendable {
        let image: Located<String>
        let path: String
    }

    /// The texts are read in parallel (parsing every Markdown text of a large site takes a
    /// while); what they give is put back together in the order of the texts.
    func check(log: DiagnosticLog) -> (found: [Found], named: Set<String>) {
        let links = LinkRules(site: site, includeDrafts: true)
        let sources = LinkRules.markdownSources(of: site).filter { ByteSearch.contains("](", in: $0.text) }
        let checked = sources.parallelMap { source in check(source, links: links) }
        var found: [Found] = []
        var named = Set<String>()
        for text in checked {
            found += text.found
            named.formUnion(text.named)
            log.append(contentsOf: text.diagnostics)
        }
        return (found, named)
    }

    /// The images of one text, the files it names, and what is wrong with them.
    private func check(_ source: MarkdownSource, links: LinkRules) -> (found: [Found], named: Set<String>, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        var found: [Found] = []
        var named = Set<String>()
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
        return (found, named, log.entries)
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
