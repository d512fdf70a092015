import Foundation
import CCmarkGFM

/// Parses Markdown with cmark-gfm and the GitHub extensions, the one place that talks to
/// the C library.
enum MarkdownParser {
    /// The GitHub extensions attached to every parse.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The version of the cmark-gfm library in use (part of the tool's identity: another
    /// version may render the same Markdown differently).
    static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// Options for every parse: footnotes, and never `CMARK_OPT_UNSAFE`.
    static let options = CMARK_OPT_FOOTNOTES

    /// A link or image destination found in a document, with the line of the block holding it
    /// (1-based within the Markdown text). `bare` marks an `@/` reference written in plain
    /// text rather than as a link destination.
    struct Destination {
        let url: String
        let line: Int
        var bare = false
        /// An image (`![alt](url)`), with its alternative text.
        var image = false
        var alt = ""
    }

    /// Every link and image destination in `markdown`, in document order.
    static func destinations(in markdown: String) -> [Destination] {
        guard let document = Document(markdown) else { return [] }
        var found: [Destination] = []
        document.forEachNode { node in
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) {
                found += bareReferences(in: String(cString: literal)).map {
                    Destination(url: $0, line: blockLine(of: node), bare: true)
                }
            }
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else { return }
            let image = type == CMARK_NODE_IMAGE
            found.append(Destination(url: String(cString: url), line: blockLine(of: node), image: image,
                                     alt: image ? plainText(of: node) : ""))
        }
        return found
    }

    /// Registers the GitHub extensions once per process (thread-safe lazy initialisation).
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm keeps the table of characters that start inline syntax in a global array:
    /// each parse adds its extensions' characters (`:` and `w` for autolinks, `~`…) when it
    /// starts parsing inlines and removes them when it is done, so a parse finishing on one
    /// thread makes another miss autolinks (github/cmark-gfm#176). Block parsing runs in
    /// parallel; the inline phase takes this lock.
    private static let inlinePhase = NSLock()

    /// A parsed document; frees the C tree and parser when released.
    final class Document {
        let parser: OpaquePointer
        let root: OpaquePointer

        init?(_ markdown: String) {
            _ = MarkdownParser.registration
            guard let parser = cmark_parser_new(MarkdownParser.options) else { return nil }
            for name in MarkdownParser.extensionNames {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
            markdown.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
            MarkdownParser.inlinePhase.lock()
            let finished = cmark_parser_finish(parser)
            MarkdownParser.inlinePhase.unlock()
            guard let root = finished else {
                cmark_parser_free(parser)
                return nil
            }
            self.parser = parser
            self.root = root
        }

        deinit {
            cmark_node_free(root)
            cmark_parser_free(parser)
        }

        /// Calls `visit` on entering every node, in document order.
        func forEachNode(_ visit: (OpaquePointer) -> Void) {
            guard let iterator = cmark_iter_new(root) else { return }
            defer { cmark_iter_free(iterator) }
            while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
                if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                    visit(node)
                }
            }
        }

        /// The document as safe HTML (raw HTML and dangerous URLs dropped).
        func html() -> String {
            let extensions = cmark_parser_get_syntax_extensions(parser)
            guard let rendered = cmark_render_html(root, MarkdownParser.options, extensions) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    /// `@/…` words in plain text: the reference runs to the next space or closing punctuation.
    private static func bareReferences(in text: String) -> [String] {
        guard ByteSearch.contains("@/", in: text) else { return [] }
        var references: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "@/") {
            let tail = rest[start.lowerBound...]
            var reference = tail.prefix { !$0.isWhitespace && !"()[]<>\"'«»,;".contains($0) }
            while let last = reference.last, ".:!?".contains(last) {
                reference = reference.dropLast()
            }
            references.append(String(reference))
            rest = tail.dropFirst(2)
        }
        return references
    }

    /// The text inside a node (a heading, an image's alternative text), markup left out.
    static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            text += plainText(of: current)
            child = cmark_node_next(current)
        }
        return text
    }

    /// The start line of the nearest enclosing node that has one (inline nodes may not).
    private static func blockLine(of node: OpaquePointer) -> Int {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 { return line }
            current = cmark_node_parent(candidate)
        }
        return 1
    }
}
