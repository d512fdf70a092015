/// Renders parsed templates with a page's values into UTF-8 bytes.
///
/// Names are looked up from the innermost value outwards (the current list item, then the
/// section around it, up to the page model). `{{value}}` is escaped for HTML; sections
/// repeat for each item of a list, show once for `true` or any other present value, and
/// are skipped for `false`, an empty list or a missing name.
///
/// Checked rendering (`renderChecked`, used by the tests) also notes every name that is
/// missing from all the values in scope: a misspelt name, or a value a model forgot.
struct TemplateRenderer: Sendable {
    /// The templates partials and parents are found in, by name.
    let templates: [String: Template]

    /// What a template renders with: the values in scope, innermost last, and what an
    /// enclosing partial added.
    private struct Scope {
        var stack: [TemplateValue]
        /// The indentation of the standalone partials being rendered, for their lines.
        var indentation: [UInt8] = []
        /// Where the innermost indented partial's output starts: its first line is already
        /// indented by the blanks before its tag.
        var indentedFrom = 0
        /// Blocks filled by the `{{< parent}}` tags being rendered (outermost wins).
        var blocks: [String: [TemplateNode]] = [:]
        /// The template whose nodes are being rendered, and the template each filled block
        /// was written in, for naming where a missing name is.
        var template: String
        var blockOwners: [String: String] = [:]
        /// Whether missing names are noted, and those noted so far.
        var checked = false
        var missing: [MissingTemplateName] = []
    }

    /// The template `name` rendered with `model`; empty when there is no such template.
    func render(_ name: String, with model: TemplateValue) -> [UInt8] {
        render(name, with: model, checked: false).output
    }

    /// The template `name` rendered with `model`, failing when the template, or one it
    /// includes, names a value that none of the values in scope has.
    func renderChecked(_ name: String, with model: TemplateValue) throws(MissingTemplateNames) -> [UInt8] {
        let (output, missing) = render(name, with: model, checked: true)
        guard missing.isEmpty else { throw MissingTemplateNames(names: missing) }
        return output
    }

    private func render(_ name: String, with model: TemplateValue, checked: Bool) -> (output: [UInt8], missing: [MissingTemplateName]) {
        guard let template = templates[name] else { return ([], []) }
        var scope = Scope(stack: [model], template: name, checked: checked)
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        render(template.nodes, in: &scope, into: &output)
        return (output, scope.missing)
    }

    /// Notes `name` as missing when rendering is checked.
    private func noteMissing(_ name: TemplateName, _ scope: inout Scope) {
        guard scope.checked else { return }
        let written = name.parts.map(\.name).joined(separator: ".")
        let missing = MissingTemplateName(template: scope.template, name: name.anchored ? "." + written : written)
        if !scope.missing.contains(missing) { scope.missing.append(missing) }
    }

    private func render(_ nodes: [TemplateNode], in scope: inout Scope, into output: inout [UInt8]) {
        for node in nodes { render(node, in: &scope, into: &output) }
    }

    /// Inside an indented partial, a line the template starts gets the indentation first.
    @inline(__always)
    private func indentLine(_ scope: borrowing Scope, _ output: inout [UInt8]) {
        if !scope.indentation.isEmpty, output.count > scope.indentedFrom, output.last == 0x0A {
            output.append(contentsOf: scope.indentation)
        }
    }

    private func render(_ node: TemplateNode, in scope: inout Scope, into output: inout [UInt8]) {
        switch node {
        case .text(let bytes):
            indentLine(scope, &output)
            output.append(contentsOf: bytes)
        case .value(let name, let escaped):
            guard let value = lookUp(name, in: scope.stack) else { return noteMissing(name, &scope) }
            let before = output.count
            indentLine(scope, &output)
            let indented = output.count
            write(value, escaped: escaped, into: &output)
            // An empty value starts nothing: no indentation is left behind for it.
            if output.count == indented { output.removeSubrange(before..<indented) }
        case .section(let name, let inner, let inverted):
            let value = lookUp(name, in: scope.stack)
            if value == nil { noteMissing(name, &scope) }
            if inverted {
                if !isShown(value) { render(inner, in: &scope, into: &output) }
                return
            }
            switch value {
            case nil, .flag(false): break
            case .flag(true): render(inner, in: &scope, into: &output)
            case .list(let items):
                for item in items { renderPushing(item, inner, in: &scope, into: &output) }
            case .some(let value): renderPushing(value, inner, in: &scope, into: &output)
            }
        case .partial(let name, let indentation, let blocks, _):
            guard let template = templates[name] else { return }
            let saved = (scope.indentation, scope.indentedFrom, scope.blocks, scope.template, scope.blockOwners)
            if let indentation, !indentation.isEmpty {
                scope.indentation += indentation
                scope.indentedFrom = output.count
            }
            if let blocks {
                scope.blocks.merge(blocks) { outer, _ in outer }
                if scope.checked {
                    scope.blockOwners.merge(blocks.mapValues { _ in scope.template }) { outer, _ in outer }
                }
            }
            scope.template = name
            render(template.nodes, in: &scope, into: &output)
            (scope.indentation, scope.indentedFrom, scope.blocks, scope.template, scope.blockOwners) = saved
        case .block(let name, let fallback, let indentation, let ownLine):
            let saved = (scope.indentation, scope.indentedFrom, scope.blocks, scope.template)
            // While its filling renders, the block is not filled again: a filling that
            // contains its own block gets the default there instead of going round forever.
            if let filling = scope.blocks.removeValue(forKey: name) {
                if let owner = scope.blockOwners[name] { scope.template = owner }
                scope.indentation += indentation
                if ownLine {
                    renderStartingItsOwnLine(filling, in: &scope, into: &output)
                } else {
                    if !indentation.isEmpty { scope.indentedFrom = output.count }
                    render(filling, in: &scope, into: &output)
                }
            } else if ownLine {
                // The default's lines carry their indentation as written.
                render(fallback, in: &scope, into: &output)
            } else {
                if !indentation.isEmpty {
                    scope.indentation += indentation
                    scope.indentedFrom = output.count
                }
                render(fallback, in: &scope, into: &output)
            }
            (scope.indentation, scope.indentedFrom, scope.blocks, scope.template) = saved
        case .blockDefinition:
            break
        }
    }

    /// Renders `nodes` as lines of their own, the first one included, each indented with
    /// the scope's indentation; nothing is left behind when they render nothing.
    private func renderStartingItsOwnLine(_ nodes: [TemplateNode], in scope: inout Scope, into output: inout [UInt8]) {
        let before = output.count
        if output.isEmpty || output.last == 0x0A { output.append(contentsOf: scope.indentation) }
        scope.indentedFrom = output.count
        render(nodes, in: &scope, into: &output)
        if output.count == scope.indentedFrom { output.removeSubrange(before..<output.count) }
    }

    private func renderPushing(_ value: TemplateValue, _ nodes: [TemplateNode], in scope: inout Scope, into output: inout [UInt8]) {
        scope.stack.append(value)
        render(nodes, in: &scope, into: &output)
        scope.stack.removeLast()
    }

    /// Whether a section shows for a value: anything but missing, `false` or an empty list.
    private func isShown(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .flag(false): false
        case .list(let items): !items.isEmpty
        default: true
        }
    }

    private func lookUp(_ name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: TemplateValue?
        if name.anchored {
            found = stack.last?.child(first)
        } else {
            for value in stack.reversed() {
                if let child = value.child(first) {
                    found = child
                    break
                }
            }
        }
        for part in name.parts.dropFirst() {
            found = found?.child(part)
        }
        return found
    }

    private func write(_ value: TemplateValue, escaped: Bool, into output: inout [UInt8]) {
        switch value {
        case .text(let text):
            if escaped { Escaping.appendHTML(text, to: &output) } else { output.append(contentsOf: text.utf8) }
        case .number(let number): output.append(contentsOf: String(number).utf8)
        // A flag only decides whether a section shows: written as a value, it is nothing, so
        // that an optional value left `false` never reaches the page as the word "false".
        case .flag, .list, .map: break
        }
    }
}
