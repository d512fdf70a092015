/// Reads Mustache text into a `Template`.
///
/// Whitespace follows the rules Readalong's templates were written against: a section,
/// comment, partial, block or delimiter tag alone on its line ("standalone") takes the line
/// with it, and a standalone partial indents every line it renders like the tag. They are
/// those of the official Mustache specification, whose core and inheritance cases the test
/// suite runs (`Tests/mustache-spec/`). Transforms (`{{f(x)}}`), dynamic partials
/// (`{{>*x}}`) and pragmas are reported as errors; there are no lambdas, since page models
/// hold plain values and no code.
struct TemplateParser {
    /// Why a template does not parse, and where (a byte offset into its text).
    struct Failure: Error, Equatable {
        let offset: Int
        let reason: ToolText
    }

    /// What the parser knows about the section it is reading.
    private struct Scope {
        /// The section's name, which its closing tag must repeat; `nil` at the top.
        var sectionName: String?
        /// The opening tag's sigil (`#`, `^`, `$` or `<`), for messages.
        var sectionSigil = "#"
        /// Where the section's opening tag starts.
        var sectionOffset = 0
        /// How many sections are open around this one.
        var depth = 0
        /// Whether nothing but blanks came before on the current line.
        var newLine = true
        /// Inside `{{< parent}}…{{/parent}}`, at any depth.
        var inParent = false
        /// Directly inside `{{< parent}}`, where `{{$name}}` defines a block.
        var parentTopLevel = false
        /// The indentation of the first line inside a parent, taken off the lines after it.
        var parentIndentation: ArraySlice<UInt8>?
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)

        func section(_ name: String, sigil: String, at offset: Int, newLine: Bool) -> Scope {
            var scope = self
            scope.depth += 1
            scope.sectionName = name
            scope.sectionSigil = sigil
            scope.sectionOffset = offset
            scope.parentTopLevel = false
            if !newLine { scope.newLine = false }
            return scope
        }

        func parent(_ name: String, at offset: Int) -> Scope {
            var scope = self
            scope.depth += 1
            scope.sectionName = name
            scope.sectionSigil = "<"
            scope.sectionOffset = offset
            scope.newLine = true
            scope.inParent = true
            scope.parentTopLevel = true
            return scope
        }
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses a template's text.
    static func parse(_ text: String) throws(Failure) -> Template {
        var parser = TemplateParser(text)
        return Template(nodes: try parser.nodes(in: Scope()))
    }

    /// Reads nodes up to the closing tag of `scope`'s section, or to the end at the top.
    private mutating func nodes(in initial: Scope) throws(Failure) -> [TemplateNode] {
        guard initial.depth <= Self.maximumDepth else {
            throw Failure(offset: initial.sectionOffset, reason: ToolText("template.tooDeep", ["depth": "\(Self.maximumDepth)"]))
        }
        var scope = initial
        var nodes: [TemplateNode] = []
        var blanks: ArraySlice<UInt8> = []
        while position < bytes.count {
            if scope.newLine {
                let lineStart = readBlanks()
                if scope.inParent && !scope.parentTopLevel {
                    if let first = scope.parentIndentation {
                        blanks = lineStart.dropFirst(first.count)
                    } else {
                        scope.parentIndentation = lineStart
                        blanks = []
                    }
                } else {
                    blanks = lineStart
                }
            }
            let (text, foundTag) = readText(until: scope.open)
            if !foundTag, let newline = newlineLength(at: position) {
                nodes.append(.text(Array(blanks) + text + bytes[position..<position + newline]))
                position += newline
                scope.newLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Array(blanks) + text))
                blanks = []
                scope.newLine = false
            }
            guard foundTag else {
                // Blanks that end the template, after its last line break, are kept.
                if !blanks.isEmpty { nodes.append(.text(Array(blanks))) }
                break
            }
            let tagOffset = position - scope.open.count
            guard position < bytes.count else { throw Failure(offset: tagOffset, reason: unclosedTag(scope)) }
            var standalone = false
            func flushBlanks() {
                if !blanks.isEmpty { nodes.append(.text(Array(blanks))) }
                blanks = []
            }
            switch bytes[position] {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = bytes[position] == UInt8(ascii: "^")
                position += 1
                let name = try readName(scope, tagOffset: tagOffset)
                if isStandalone(scope) { standalone = true } else { flushBlanks() }
                let inner = try self.nodes(in: scope.section(name, sigil: inverted ? "^" : "#", at: tagOffset, newLine: standalone))
                nodes.append(.section(TemplateName(name), inner, inverted: inverted))
            case UInt8(ascii: "/"):
                position += 1
                let name = try readName(scope, tagOffset: tagOffset)
                guard let open = scope.sectionName else {
                    throw Failure(offset: tagOffset, reason: ToolText("template.closesUnopened", ["name": name]))
                }
                guard name == open else {
                    throw Failure(offset: tagOffset, reason: ToolText("template.closesOther", ["name": name, "open": scope.sectionSigil + open]))
                }
                if !isStandalone(scope) { flushBlanks() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                guard let end = find(scope.close, from: position) else {
                    throw Failure(offset: tagOffset, reason: ToolText("template.commentUnclosed", ["close": String(decoding: scope.close, as: UTF8.self)]))
                }
                position = end + scope.close.count
                standalone = isStandalone(scope)
            case UInt8(ascii: "{"):
                flushBlanks()
                position += 1
                let name = try readName(scope, tagOffset: tagOffset)
                guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else {
                    throw Failure(offset: tagOffset, reason: ToolText("template.tripleUnclosed"))
                }
                position += 1
                nodes.append(.value(TemplateName(name), escaped: false))
            case UInt8(ascii: "&"):
                flushBlanks()
                position += 1
                nodes.append(.value(TemplateName(try readName(scope, tagOffset: tagOffset)), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                let name = try readPartialName(scope, tagOffset: tagOffset)
                let indentation = blanks
                flushBlanks()
                if isStandalone(scope) {
                    standalone = true
                    nodes.append(.partial(name, indentation: Array(indentation), blocks: nil, offset: tagOffset))
                } else {
                    nodes.append(.partial(name, indentation: nil, blocks: nil, offset: tagOffset))
                }
            case UInt8(ascii: "<"):
                position += 1
                let name = try readPartialName(scope, tagOffset: tagOffset)
                let indentation = blanks
                flushBlanks()
                standalone = isStandalone(scope)
                var blocks: [String: [TemplateNode]] = [:]
                for node in try self.nodes(in: scope.parent(name, at: tagOffset)) {
                    switch node {
                    case .blockDefinition(let block, let inner): blocks[block] = inner
                    case .text: break
                    default:
                        throw Failure(offset: tagOffset, reason: ToolText("template.onlyBlocks", ["name": name]))
                    }
                }
                nodes.append(.partial(name, indentation: Array(indentation), blocks: blocks, offset: tagOffset))
            case UInt8(ascii: "$"):
                position += 1
                let name = try readName(scope, tagOffset: tagOffset)
                if scope.parentTopLevel {
                    standalone = isStandalone(scope)
                    nodes.append(.blockDefinition(name, try self.nodes(in: scope.section(name, sigil: "$", at: tagOffset, newLine: standalone))))
                } else {
                    // A block tag alone on its line takes the line, blanks and all; the
                    // block's lines are then indented like the first line of its default.
                    // Inline, the blanks before the tag stay and are the indentation.
                    let tagBlanks = blanks
                    standalone = isStandalone(scope)
                    if !standalone { flushBlanks() }
                    let firstLineBlanks = blanksAhead(scope)
                    let inner = try self.nodes(in: scope.section(name, sigil: "$", at: tagOffset, newLine: standalone))
                    let indentation = standalone && !inner.isEmpty ? firstLineBlanks : tagBlanks
                    nodes.append(.block(name, inner, indentation: Array(indentation), ownLine: standalone))
                }
            case UInt8(ascii: "="):
                position += 1
                try changeDelimiters(&scope, tagOffset: tagOffset)
                standalone = isStandalone(scope)
            case UInt8(ascii: "%"):
                throw Failure(offset: tagOffset, reason: ToolText("template.pragmas"))
            default:
                flushBlanks()
                nodes.append(.value(TemplateName(try readName(scope, tagOffset: tagOffset)), escaped: true))
            }
            scope.newLine = standalone
        }
        if let open = scope.sectionName {
            throw Failure(offset: scope.sectionOffset, reason: ToolText("template.sectionUnclosed", ["open": scope.sectionSigil + open, "name": open]))
        }
        return nodes
    }

    // MARK: - Reading

    /// Spaces and tabs at the current position.
    private mutating func readBlanks() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        return bytes[start..<position]
    }

    /// The spaces and tabs that start the line at the current position, less the
    /// indentation a parent's block takes off each of its lines (see `Scope.parentIndentation`).
    private func blanksAhead(_ scope: Scope) -> ArraySlice<UInt8> {
        var end = position
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard scope.inParent, !scope.parentTopLevel, let removed = scope.parentIndentation else { return bytes[position..<end] }
        return bytes[min(end, position + removed.count)..<end]
    }

    /// Text up to a newline (not consumed) or an opening delimiter (consumed; `foundTag`).
    private mutating func readText(until open: [UInt8]) -> (text: ArraySlice<UInt8>, foundTag: Bool) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if newlineLength(at: position) != nil { return (bytes[start..<position], false) }
            if byte == open[0], matches(open, at: position) {
                let text = bytes[start..<position]
                position += open.count
                return (text, true)
            }
            position += 1
        }
        return (bytes[start..<position], false)
    }

    /// The length of the line break at `offset` (`\n` or `\r\n`), if there is one.
    private func newlineLength(at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == 0x0A { return 1 }
        return bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : nil
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= bytes.count else { return false }
        for index in needle.indices where bytes[offset + index] != needle[index] { return false }
        return true
    }

    private func find(_ needle: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index + needle.count <= bytes.count {
            if matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// A tag's name and its closing delimiter.
    private mutating func readName(_ scope: Scope, tagOffset: Int) throws(Failure) -> String {
        try readName(scope, tagOffset: tagOffset, allowing: Self.nameBytes)
    }

    /// A partial's name (which may contain `/`) and its closing delimiter.
    private mutating func readPartialName(_ scope: Scope, tagOffset: Int) throws(Failure) -> String {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
            throw Failure(offset: tagOffset, reason: ToolText("template.dynamicPartials"))
        }
        return try readName(scope, tagOffset: tagOffset, allowing: Self.partialNameBytes)
    }

    private mutating func readName(_ scope: Scope, tagOffset: Int, allowing allowed: Set<UInt8>) throws(Failure) -> String {
        skipWhitespace()
        let start = position
        while position < bytes.count, allowed.contains(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
            throw Failure(offset: tagOffset, reason: ToolText("template.transforms"))
        }
        guard matches(scope.close, at: position) else { throw Failure(offset: tagOffset, reason: unclosedTag(scope)) }
        guard !name.isEmpty else {
            throw Failure(offset: tagOffset, reason: ToolText("template.noName"))
        }
        position += scope.close.count
        return name
    }

    private func unclosedTag(_ scope: Scope) -> ToolText {
        ToolText("template.tagUnclosed", ["close": String(decoding: scope.close, as: UTF8.self)])
    }

    /// `{{=<% %>=}}`: new opening and closing delimiters for the rest of the section.
    private mutating func changeDelimiters(_ scope: inout Scope, tagOffset: Int) throws(Failure) {
        let malformed = Failure(offset: tagOffset, reason: ToolText("template.delimiters"))
        func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
        skipWhitespace()
        let openStart = position
        while position < bytes.count, !isSpace(bytes[position]) { position += 1 }
        let open = Array(bytes[openStart..<position])
        skipWhitespace()
        let closeStart = position
        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let close = Array(bytes[closeStart..<position])
        skipWhitespace()
        guard !open.isEmpty, !close.isEmpty, position < bytes.count, bytes[position] == UInt8(ascii: "="),
              matches(scope.close, at: position + 1) else { throw malformed }
        position += 1 + scope.close.count
        scope.open = open
        scope.close = close
        scope.parentTopLevel = false
    }

    /// Whether the tag just read is alone on its line; if so, the rest of the line (blanks
    /// and the line break) is consumed.
    private mutating func isStandalone(_ scope: Scope) -> Bool {
        guard scope.newLine else { return false }
        guard position < bytes.count else { return true }
        var end = position
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard let newline = newlineLength(at: end) else { return false }
        position = end + newline
        return true
    }

    /// Deeper nesting is surely a mistake, and reading it would exhaust the stack.
    private static let maximumDepth = 100

    private static let nameBytes = Set(Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*".utf8))
    private static let partialNameBytes = nameBytes.union([UInt8(ascii: "/")])
}
