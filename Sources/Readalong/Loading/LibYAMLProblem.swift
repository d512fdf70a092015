/// libyaml's own explanations of a syntax error (in English), as sentences of the tools:
/// every problem and context libyaml (and Yams's composer) can give has a catalogue key; a
/// text none of them knows (a later libyaml's) is said in the run's language, with the
/// reader's English kept as a quoted technical detail.
enum LibYAMLProblem {
    /// libyaml's problems and contexts with a catalogue key, by their English text.
    static let known: [String: String] = [
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
        "mapping keys are not allowed in this context": "mappingKeys",
        "found unexpected ':'": "unexpectedColon",
        "found unexpected document indicator": "documentMarker",
        "found an indentation indicator equal to 0": "zeroIndentation",
        "did not find expected whitespace": "expectedSpace",
        "did not find expected whitespace or line break": "expectedSpace",
        "did not find expected hexdecimal number": "badUnicodeEscape",
        "found invalid Unicode character escape code": "badUnicodeEscape",
        "did not find expected alphabetic or numeric character": "badName",
        "found unexpected non-alphabetical character": "badName",
        "found undefined alias": "undefinedAlias",
        "did not find URI escaped octet": "badTag",
        "did not find expected '!'": "badTag",
        "did not find expected tag URI": "badTag",
        "did not find the expected '>'": "badTag",
        "could not find expected directive name": "badDirective",
        "did not find expected version number": "badDirective",
        "did not find expected digit or '.' character": "badDirective",
        "found extremely long version number": "badDirective",
        "found unknown directive name": "badDirective",
        "found duplicate %TAG directive": "badDirective",
        "found duplicate %YAML directive": "badDirective",
        "found incompatible YAML document": "badDirective",
        "did not find expected <document start>": "expectedDocumentStart",
        "did not find expected <stream-start>": "expectedDocumentStart",
        "Maximum nesting level reached, set with yaml_set_max_nest_level())": "tooDeep",
        "found an incorrect leading UTF-8 octet": "badEncoding",
        "found an incorrect trailing UTF-8 octet": "badEncoding",
        "incomplete UTF-8 octet sequence": "badEncoding",
        "invalid leading UTF-8 octet": "badEncoding",
        "invalid length of a UTF-8 sequence": "badEncoding",
        "invalid trailing UTF-8 octet": "badEncoding",
        "invalid Unicode character": "badEncoding",
        "incomplete UTF-16 character": "badEncoding",
        "incomplete UTF-16 surrogate pair": "badEncoding",
        "expected low surrogate area": "badEncoding",
        "unexpected low surrogate area": "badEncoding",
        "control characters are not allowed": "controlCharacter",
        "input is too long": "tooLong",
        "input error": "inputError",
        "while parsing": "context.node",
        "while parsing a node": "context.node",
        "while parsing a flow node": "context.node",
        "while scanning for the next token": "context.node",
        "while parsing a quoted scalar": "context.quotedScalar",
        "while scanning a tag": "context.tag",
        "while parsing a tag": "context.tag",
        "while scanning a directive": "context.directive",
        "while scanning a %YAML directive": "context.directive",
        "while scanning a %TAG directive": "context.directive",
        "while parsing a %TAG directive": "context.directive",
        "while scanning a tag directive": "context.directive",
        "while parsing a tag directive": "context.directive",
    ]

    /// The sentence for libyaml's `problem`, with the `context` it was found in, if any.
    static func text(_ problem: String, context: String? = nil) -> ToolText {
        guard let context else { return sentence(problem) }
        return ToolText("yaml.libyaml.inContext", texts: ["problem": sentence(problem), "context": sentence(context)])
    }

    private static func sentence(_ text: String) -> ToolText {
        known[text].map { ToolText("yaml.libyaml.\($0)") } ?? ToolText("yaml.libyaml.other", ["text": text])
    }
}
