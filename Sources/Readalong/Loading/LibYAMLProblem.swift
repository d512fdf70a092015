/// libyaml's own explanations of a syntax error (in English), as sentences of the tools:
/// the ones editors meet have catalogue keys of their own; any other is kept as libyaml
/// wrote it.
enum LibYAMLProblem {
    /// libyaml's problems and contexts with a catalogue key, by their English text.
    private static let known: [String: String] = [
        "mapping values are not allowed in this context": "mappingValues",
        "did not find expected key": "expectedKey",
        "could not find expected ':'": "expectedColon",
        "found character that cannot start any token": "cannotStartToken",
        "did not find expected '-' indicator": "expectedDash",
        "did not find expected node content": "expectedContent",
        "found unexpected end of stream": "unexpectedEnd",
        "block sequence entries are not allowed in this context": "sequenceEntries",
        "did not find expected ',' or ']'": "expectedBracket",
        "did not find expected ',' or '}'": "expectedBrace",
        "found unknown escape character": "unknownEscape",
        "found a tab character where an indentation space is expected": "tabIndentation",
        "found a tab character that violates indentation": "tabIndentation",
        "did not find expected comment or line break": "expectedLineBreak",
        "found undefined tag handle": "undefinedTag",
        "while scanning a simple key": "context.simpleKey",
        "while parsing a block mapping": "context.blockMapping",
        "while parsing a block collection": "context.blockCollection",
        "while scanning a quoted scalar": "context.quotedScalar",
        "while parsing a flow sequence": "context.flowSequence",
        "while parsing a flow mapping": "context.flowMapping",
        "while scanning a block scalar": "context.blockScalar",
        "while scanning an anchor": "context.anchor",
        "while scanning an alias": "context.alias",
        "while scanning a plain scalar": "context.plainScalar",
        "while parsing a block node": "context.blockNode",
    ]

    /// The sentence for libyaml's `problem`, with the `context` it was found in, if any.
    static func text(_ problem: String, context: String? = nil) -> ToolText {
        guard let context else { return sentence(problem) }
        return ToolText("yaml.libyaml.inContext", texts: ["problem": sentence(problem), "context": sentence(context)])
    }

    private static func sentence(_ text: String) -> ToolText {
        known[text].map { ToolText("yaml.libyaml.\($0)") } ?? .verbatim(text)
    }
}
