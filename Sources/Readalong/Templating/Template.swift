/// A parsed Mustache template: text and tags as a tree, ready to render many times.
struct Template: Sendable {
    let nodes: [TemplateNode]
}

/// A name written in a tag: `.` (the current value), `a.b.c` (looked up from the innermost
/// value outwards, then followed down) or `.a.b` (looked up in the current value only).
struct TemplateName: Sendable, Equatable {
    /// The dotted parts; empty for `.`.
    let parts: [String]
    /// Whether the name starts with a dot and is looked up in the current value only.
    let anchored: Bool
    /// The name as written, for comparing opening and closing tags.
    let written: String

    init(_ written: String) {
        self.written = written
        parts = written.split(separator: ".").map(String.init)
        anchored = written.hasPrefix(".")
    }
}

/// One piece of a template.
indirect enum TemplateNode: Sendable {
    /// Literal bytes, copied as they are.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (as it is).
    case value(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`.
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `{{> name}}`, or `{{< name}}…{{/name}}` with the blocks it fills. A partial alone on
    /// its line carries the line's indentation, which every line it renders receives.
    case partial(String, indentation: [UInt8]?, blocks: [String: [TemplateNode]]?, offset: Int)
    /// `{{$name}}default{{/name}}` in a template that others fill.
    case block(String, [TemplateNode], indentation: [UInt8])
    /// `{{$name}}…{{/name}}` inside `{{< parent}}`: what fills the parent's block.
    case blockDefinition(String, [TemplateNode])
}
