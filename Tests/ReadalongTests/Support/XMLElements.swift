import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The text and attributes of every element of an XML document, by element name, in the
/// order their end tags close them.
struct XMLElements {
    /// One element: its own text (not its children's) and its attributes as written
    /// (`xml:lang` under that name).
    struct Element {
        let text: String
        let attributes: [String: String]
    }

    private var found: [(name: String, element: Element)] = []

    init(_ xml: String) throws {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        found = collector.found
    }

    /// The elements named `name`.
    func elements(_ name: String) -> [Element] { found.filter { $0.name == name }.map(\.element) }

    /// The texts of the elements named `name`.
    func texts(_ name: String) -> [String] { elements(name).map(\.text) }

    private final class Collector: NSObject, XMLParserDelegate {
        var found: [(name: String, element: Element)] = []
        private var open: [(name: String, text: String, attributes: [String: String])] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append((name, "", attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !open.isEmpty { open[open.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let closed = open.removeLast()
            found.append((closed.name, Element(text: closed.text, attributes: closed.attributes)))
        }
    }
}
