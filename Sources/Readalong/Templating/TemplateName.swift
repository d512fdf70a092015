/// A name written in a tag: `.` (the current value), `a.b.c` (looked up from the innermost
/// value outwards, then followed down) or `.a.b` (looked up in the current value only).
struct TemplateName: Sendable {
    /// The dotted parts, each hashed once; empty for `.`.
    let parts: [TemplateKey]
    /// Whether the name starts with a dot and is looked up in the current value only.
    let anchored: Bool

    init(_ written: String) {
        parts = written.split(separator: ".").map { TemplateKey(String($0)) }
        anchored = written.hasPrefix(".")
    }
}
