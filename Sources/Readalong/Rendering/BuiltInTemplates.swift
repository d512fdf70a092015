/// The templates that ship with Readalong, for `publish templates list` and `eject`.
public enum BuiltInTemplates {
    /// Every built-in template's name, sorted.
    public static var names: [String] { TemplateLibrary.builtInNames }

    /// The text of a built-in template, or `nil` when there is none of that name.
    public static func text(of name: String) -> String? {
        TemplateLibrary.builtInTemplates()[name]
    }
}
