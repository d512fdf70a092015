/// A parsed Mustache template: text and tags as a tree, ready to render many times.
struct Template: Sendable {
    let nodes: [TemplateNode]

    /// The templates this one includes with `{{> name}}` or fills with `{{< name}}`, in the
    /// order of their tags, with each tag's byte offset.
    var includes: [(name: String, offset: Int)] {
        Self.includes(in: nodes)
    }

    private static func includes(in nodes: [TemplateNode]) -> [(name: String, offset: Int)] {
        var found: [(name: String, offset: Int)] = []
        for node in nodes {
            switch node {
            case .partial(let name, _, let blocks, let offset):
                found.append((name, offset))
                for (_, inner) in (blocks ?? [:]).sorted(by: { $0.key < $1.key }) { found += includes(in: inner) }
            case .section(_, let inner, _), .block(_, let inner, _, _), .blockDefinition(_, let inner):
                found += includes(in: inner)
            case .text, .value:
                break
            }
        }
        return found
    }
}
