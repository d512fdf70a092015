/// The files `publish new forms` writes for a GitHub-style forge: one issue form per action
/// under `.github/ISSUE_TEMPLATE/`, and the workflow that applies an issue opened from them.
public enum TakePartForms {
    /// The label every form puts on its issues; the workflow acts on issues that carry it.
    static let label = "take-part"

    /// The files by path relative to the site root, in the site's language.
    public static func files(language: String, version: String) -> [String: String] {
        let texts = TakePartFormTexts(languageTag: language)
        var files: [String: String] = [".github/workflows/take-part.yml": TakePartWorkflow.text(texts: texts, version: version)]
        for action in SubmissionAction.allCases {
            files[".github/ISSUE_TEMPLATE/\(action.rawValue).yml"] = form(action, texts: texts)
        }
        return files
    }

    /// The id of a field in a form and in the query of a pre-filled link.
    static func fieldID(_ label: String) -> String { label.lowercased() }

    private static func form(_ action: SubmissionAction, texts: TakePartFormTexts) -> String {
        let (name, about) = texts.form(action)
        var lines = [
            ScaffoldWords(language: ToolLanguage(tag: texts.language) ?? .english).comment(ToolText("forms.form.comment")),
            "name: \(YAMLQuoted.string(name))",
            "description: \(YAMLQuoted.string(about))",
            "title: \(YAMLQuoted.string("[\(label)] \(action.rawValue)"))",
            "labels: [\(label)]",
            "body:",
        ]
        lines += field("input", label: "Action", help: texts.help("Action"), extra: ["value: \(action.rawValue)"])
        for label in action.fieldLabels {
            switch label {
            case "Answer":
                let options = EventAnswers.Answer.allCases.map { YAMLQuoted.string(AnswerWording.label($0, language: texts.language)) }
                lines += field("dropdown", label: label, help: texts.help(label), extra: ["options: [\(options.joined(separator: ", "))]"])
            case "Rating":
                lines += field("dropdown", label: label, help: texts.help(label), extra: ["options: [\"0\", \"1\", \"2\", \"3\", \"4\", \"5\"]"])
            case "Note", "Books", "Reason":
                lines += field("textarea", label: label, help: texts.help(label), required: label == "Books")
            default:
                lines += field("input", label: label, help: texts.help(label))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func field(_ type: String, label: String, help: String, extra: [String] = [], required: Bool = true) -> [String] {
        ["  - type: \(type)", "    id: \(fieldID(label))", "    attributes:", "      label: \(label)",
         "      description: \(YAMLQuoted.string(help))"]
            + extra.map { "      " + $0 }
            + ["    validations:", "      required: \(required)"]
    }
}
