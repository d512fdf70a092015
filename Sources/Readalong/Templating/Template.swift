/// A parsed Mustache template: text and tags as a tree, ready to render many times.
struct Template: Sendable {
    let nodes: [TemplateNode]
}
