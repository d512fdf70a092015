import CCmarkGFM
import Foundation

/// Renders content Markdown to safe HTML: cmark-gfm with the GitHub extensions and
/// footnotes in safe mode, `@/` links resolved to site URLs, text filtered (blocked words,
/// contact details, bidi controls) and links to contact details dropped, `||inline
/// spoilers||` hidden until revealed, stable ids on headings and table alignment as classes.
struct MarkdownRenderer: Sendable {
    /// Resolves an `@/` destination to a site URL (`nil` leaves a harmless `#`).
    let resolve: @Sendable (InternalLink) -> String?
    let filter: TextFilter
    /// Accessible name of the control that reveals an inline spoiler.
    let spoilerLabel: String

    /// Private-use characters that stand for the two ends of a spoiler until the HTML exists.
    private static let open: Character = "\u{E000}"
    private static let close: Character = "\u{E001}"
    private static let openScalar: Unicode.Scalar = "\u{E000}"
    private static let closeScalar: Unicode.Scalar = "\u{E001}"

    func html(_ markdown: String) -> String {
        guard let document = MarkdownParser.Document(markdown) else { return "" }
        if ByteSearch.contains("@", in: markdown) || ByteSearch.contains(":", in: markdown) {
            dropContactLinks(document)
        }
        var headingCount = 0
        var containers: [OpaquePointer] = []
        document.forEachNode { node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK:
                resolveLink(node, sitePaths: true)
            case CMARK_NODE_IMAGE:
                resolveLink(node, sitePaths: false)
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                cleanLiteral(node)
            case CMARK_NODE_HEADING:
                headingCount += 1
            default:
                break
            }
            if cmark_node_first_child(node) != nil { containers.append(node) }
        }
        for container in containers { markSpoilers(in: container) }
        var html = document.html()
        if headingCount > 0 { html = Self.addHeadingIDs(html, document: document) }
        if ByteSearch.contains(" align=\"", in: html) { html = Self.alignmentAsClasses(html) }
        if ByteSearch.contains(byte: 0xEE, in: html), html.unicodeScalars.contains(Self.openScalar) { html = replaceMarkers(html) }
        return html
    }

    /// Replaces each link or image that leads to a contact detail the site does not publish
    /// by its text, then joins neighbouring texts, so that an address cmark split in two
    /// (at a `_`, or around an autolink) is found whole when texts are filtered.
    private func dropContactLinks(_ document: MarkdownParser.Document) {
        var refused: [OpaquePointer] = []
        document.forEachNode { node in
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let raw = cmark_node_get_url(node) else { return }
            if !filter.allows(url: String(cString: raw)) { refused.append(node) }
        }
        for node in refused.reversed() {
            while let child = cmark_node_first_child(node) { cmark_node_insert_before(node, child) }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        cmark_consolidate_text_nodes(document.root)
    }

    /// Plain text filtered for publishing (titles, names and other single values).
    func text(_ value: String) -> String { filter.clean(value) }

    /// The same renderer for a page that may publish contact details.
    func allowingContacts() -> MarkdownRenderer {
        MarkdownRenderer(resolve: resolve, filter: filter.allowingContacts(), spoilerLabel: spoilerLabel)
    }

    /// Resolves an `@/` destination, and a plain site path (`/picks/x/`) of a link, which
    /// moves under the site's base path. Images in assets/, and images named by a site path,
    /// are the page's business (ContentImages): left as written.
    private func resolveLink(_ node: OpaquePointer, sitePaths: Bool) {
        guard let raw = cmark_node_get_url(node) else { return }
        let url = String(cString: raw)
        if InternalLink.isInternal(url), !MarkdownImagePath.isAssetReference(url) {
            cmark_node_set_url(node, target(of: InternalLink.parse(url)))
        } else if sitePaths, InternalLink.isSitePath(url) {
            cmark_node_set_url(node, target(of: InternalLink.parse(sitePath: url)))
        }
    }

    private func target(of link: InternalLink?) -> String {
        guard let link, let target = resolve(link) else { return "#" }
        return link.anchor.map { target + "#" + $0 } ?? target
    }

    /// cmark-gfm marks table column alignment with `align`, which HTML5 no longer has: the
    /// stylesheet aligns the `align-left`, `align-center` and `align-right` classes instead.
    /// Text and attribute values never hold a bare `"`, so only tags match.
    private static func alignmentAsClasses(_ html: String) -> String {
        html.replacingOccurrences(of: " align=\"left\"", with: " class=\"align-left\"")
            .replacingOccurrences(of: " align=\"center\"", with: " class=\"align-center\"")
            .replacingOccurrences(of: " align=\"right\"", with: " class=\"align-right\"")
    }

    private func cleanLiteral(_ node: OpaquePointer) {
        guard let raw = cmark_node_get_literal(node) else { return }
        let literal = String(cString: raw)
        var cleaned = filter.clean(literal)
        // The private-use marks start with byte 0xEE; most literals have none.
        if ByteSearch.contains(byte: 0xEE, in: cleaned) {
            cleaned = String(String.UnicodeScalarView(cleaned.unicodeScalars.filter { $0 != Self.openScalar && $0 != Self.closeScalar }))
        }
        // An untouched literal is the same string object: comparing it costs nothing.
        if cleaned != literal { cmark_node_set_literal(node, cleaned) }
    }

    /// Pairs `||` marks among the text children of one inline container, so an opened
    /// spoiler always closes inside the same element (code spans are not text nodes).
    private func markSpoilers(in container: OpaquePointer) {
        // The bars are counted on cmark's own bytes: most containers have none, and then no
        // text is copied out.
        var literals: [(node: OpaquePointer, raw: UnsafePointer<CChar>)] = []
        var child = cmark_node_first_child(container)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_TEXT, let raw = cmark_node_get_literal(node) {
                literals.append((node, raw))
            }
            child = cmark_node_next(node)
        }
        let counts = literals.map { Self.barPairs(in: UnsafeRawPointer($0.raw).assumingMemoryBound(to: UInt8.self)) }
        let total = counts.reduce(0, +)
        var usable = total - total % 2
        guard usable > 0 else { return }
        let texts = literals.map { (node: $0.node, text: String(cString: $0.raw)) }
        var opening = true
        for ((node, text), count) in zip(texts, counts) where count > 0 {
            var parts = text.components(separatedBy: "||")
            var rebuilt = parts.removeFirst()
            for part in parts {
                if usable > 0 {
                    rebuilt.append(opening ? Self.open : Self.close)
                    opening.toggle()
                    usable -= 1
                } else {
                    rebuilt += "||"
                }
                rebuilt += part
            }
            cmark_node_set_literal(node, rebuilt)
        }
    }

    /// How many `||` a NUL-terminated text has, read left to right without overlaps (as
    /// splitting does).
    private static func barPairs(in text: UnsafePointer<UInt8>) -> Int {
        var count = 0
        var previousWasBar = false
        var cursor = text
        while cursor.pointee != 0 {
            let byte = cursor.pointee
            cursor += 1
            if byte == UInt8(ascii: "|") {
                if previousWasBar {
                    count += 1
                    previousWasBar = false
                } else {
                    previousWasBar = true
                }
            } else {
                previousWasBar = false
            }
        }
        return count
    }

    private func replaceMarkers(_ html: String) -> String {
        let label = Escaping.html(spoilerLabel)
        return html
            .replacingOccurrences(of: String(Self.open),
                                  with: "<label class=\"spoiler\"><input type=\"checkbox\" aria-label=\"\(label)\">"
                                      + "<span class=\"spoiler-cover\" aria-hidden=\"true\">\(label)</span>"
                                      + "<span class=\"spoiler-text\">")
            .replacingOccurrences(of: String(Self.close), with: "</span></label>")
    }

    /// Gives each `<hN>` an id made from its text, numbered when repeated.
    private static func addHeadingIDs(_ html: String, document: MarkdownParser.Document) -> String {
        var ids: [String] = []
        var used: [String: Int] = [:]
        document.forEachNode { node in
            guard cmark_node_get_type(node) == CMARK_NODE_HEADING else { return }
            let base = HeadingID.make(from: MarkdownParser.plainText(of: node))
            let count = used[base, default: 0] + 1
            used[base] = count
            ids.append(count == 1 ? base : "\(base)-\(count)")
        }
        var result = ""
        var rest = Substring(html)
        var index = 0
        while index < ids.count, let range = openingHeadingTag(in: rest) {
            result += rest[..<range.lowerBound]
            result += rest[range].dropLast() + " id=\"\(ids[index])\">"
            rest = rest[range.upperBound...]
            index += 1
        }
        return result + rest
    }

    /// The first `<h1>`…`<h6>` tag of a text, found on its bytes.
    private static func openingHeadingTag(in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let tag = bytes[start...].prefix(4)
            if tag.count == 4, tag.dropFirst().first == UInt8(ascii: "h"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(tag.dropFirst(2).first!),
               tag.last == UInt8(ascii: ">") {
                return start..<tag.endIndex
            }
            index = bytes.index(after: start)
        }
        return nil
    }
}

/// Anchor ids for headings: lower-case ASCII letters, digits and hyphens.
enum HeadingID {
    static func make(from text: String) -> String {
        let slug = Slug.make(from: text)
        return slug.isEmpty ? "section" : slug
    }
}
