/// The words `publish new` writes into a starting file, in the site's language: comments
/// that explain each key, commented example values, and the example sentences W015 reports.
struct ScaffoldWords {
    /// The language of the site the file is written for.
    let language: ToolLanguage

    /// The sentence `text`, each of its lines a YAML comment indented by `indent`.
    func comment(_ text: ToolText, indent: String = "") -> String {
        text.rendered(in: language).split(separator: "\n", omittingEmptySubsequences: false)
            .map { "\(indent)# \($0)" }.joined(separator: "\n")
    }

    /// A word or value of an example line, e.g. a genre or a title.
    func word(_ text: ToolText) -> String {
        text.rendered(in: language)
    }

    /// The example sentence of `placeholder`, for the editor to replace.
    func example(_ placeholder: Placeholder) -> String {
        placeholder.text(in: language)
    }
}
