import Foundation

/// A published page read as a tree of elements by a small HTML tokenizer, so that tests can
/// ask about one element (its attributes, its text) instead of searching the page's bytes.
struct HTMLElement: Equatable {
    let name: String
    let attributes: [String: String]
    /// The element's text, its descendants' included, with single spaces.
    let text: String
    /// The `class` values of the element and of every element around it, outermost first.
    let classes: [String]

    /// The element's `lang`, `nil` when it has none.
    var lang: String? { attributes["lang"] }
}

enum HTMLElements {
    /// Elements without content or end tag.
    private static let void: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// Every element of `page`, in the order their end tags close them.
    static func parse(_ page: String) -> [HTMLElement] {
        var open: [(name: String, attributes: [String: String], text: String)] = []
        var closed: [HTMLElement] = []
        var rest = page[...]
        func addText(_ text: Substring) {
            guard !open.isEmpty else { return }
            let decoded = HTMLText.text(of: String(text))
            for index in open.indices { open[index].text += " " + decoded }
        }
        func close(_ name: String) {
            guard let index = open.lastIndex(where: { $0.name == name }) else { return }
            while open.count > index {
                let element = open.removeLast()
                let classes = open.compactMap { $0.attributes["class"] } + [element.attributes["class"]].compactMap { $0 }
                closed.append(HTMLElement(name: element.name, attributes: element.attributes,
                                          text: element.text.split(whereSeparator: \.isWhitespace).joined(separator: " "), classes: classes))
            }
        }
        while let start = rest.firstIndex(of: "<") {
            addText(rest[..<start])
            guard let end = rest[start...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                close(tag.dropFirst().lowercased().trimmingCharacters(in: .whitespaces))
                continue
            }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
            open.append((name, attributes(of: tag.dropFirst(name.count)), ""))
            if tag.hasSuffix("/") || void.contains(name) {
                close(name)
            } else if name == "script" || name == "style", let finish = rest.range(of: "</\(name)>") {
                rest = rest[finish.lowerBound...]
            }
        }
        return closed
    }

    /// The elements named `name` whose text is exactly `text`, inside an element of class
    /// `inside` when it is given.
    static func find(_ name: String, text: String? = nil, inside: String? = nil, in page: String) -> [HTMLElement] {
        parse(page).filter { element in
            element.name == name && (text == nil || element.text == text)
                && (inside.map { wanted in element.classes.contains { $0.split(separator: " ").contains(Substring(wanted)) } } ?? true)
        }
    }

    /// `name="value"` pairs (and bare names, with an empty value) of a start tag.
    private static func attributes(of text: Substring) -> [String: String] {
        var found: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"([A-Za-z_:][-A-Za-z0-9_:.]*)(?:\s*=\s*"([^"]*)")?"#)
        let string = String(text)
        for match in pattern.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
            guard let name = Range(match.range(at: 1), in: string) else { continue }
            let value = Range(match.range(at: 2), in: string).map { HTMLText.text(of: String(string[$0])) } ?? ""
            found[String(string[name]).lowercased()] = value
        }
        return found
    }
}
