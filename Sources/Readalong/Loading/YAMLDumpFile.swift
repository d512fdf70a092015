/// One file as `publish yaml-dump` writes it (see `YAMLDump`): its YAML tree, or the error
/// that stopped the reading.
struct YAMLDumpFile: Encodable {
    /// Where and why the reading stopped.
    struct Problem: Encodable {
        let code: String
        let line: Int
        let column: Int
        let message: String
    }

    enum Outcome {
        case error(Problem)
        /// The tree; `nil` for an empty file (written `null`).
        case value(YAMLNode?)
    }

    private enum Field: String, CodingKey { case file, error, value }
    private enum NodeField: String, CodingKey { case line, column, scalar, style, list, map }

    let file: String
    let outcome: Outcome

    func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: Field.self)
        try fields.encode(file, forKey: .file)
        switch outcome {
        case .error(let problem): try fields.encode(problem, forKey: .error)
        case .value(let node): try fields.encode(node.map(Node.init), forKey: .value)
        }
    }

    /// A node with its position and its scalar, list or map.
    private struct Node: Encodable {
        let node: YAMLNode

        func encode(to encoder: Encoder) throws {
            var fields = encoder.container(keyedBy: NodeField.self)
            try fields.encode(node.line, forKey: .line)
            try fields.encode(node.column, forKey: .column)
            switch node.content {
            case .scalar(let text, let style):
                try fields.encode(text, forKey: .scalar)
                let name = switch style {
                case .plain: "plain"
                case .quoted: "quoted"
                case .block: "block"
                }
                try fields.encode(name, forKey: .style)
            case .sequence(let items):
                try fields.encode(items.map(Node.init), forKey: .list)
            case .mapping(let pairs):
                try fields.encode(pairs.map { [Node(node: $0.key), Node(node: $0.value)] }, forKey: .map)
            }
        }
    }
}
