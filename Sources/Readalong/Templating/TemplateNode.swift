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
    /// `{{$name}}default{{/name}}` in a template that others fill. Every line of a filling
    /// gets the indentation; `ownLine` when the opening tag stood alone on its line, which
    /// the block then starts (else the blanks before the tag already indent its first line).
    case block(String, [TemplateNode], indentation: [UInt8], ownLine: Bool)
    /// `{{$name}}…{{/name}}` inside `{{< parent}}`: what fills the parent's block.
    case blockDefinition(String, [TemplateNode])
}
