/// "Did you mean …?" for references to books, rooms and members, which never suggests a
/// name that breaks the naming rule: when the closest file is itself misnamed (reported
/// as E006), the hint gives the name it will have once renamed.
enum SlugSuggestion {
    /// The hint for `word`, which names none of `candidates` (the file names found in
    /// `folder`, such as `content/books/`), or `nil` when none is close.
    static func hint(for word: String, in candidates: [String], folder: String, fileExtension: String = ".md") -> ToolText? {
        guard let closest = Suggestion.closest(to: word, in: candidates) else { return nil }
        guard !Slug.isValid(closest) else { return Suggestion.didYouMean(closest) }
        let valid = Slug.suggestion(for: closest)
        let values = ["old": folder + closest + fileExtension, "new": valid + fileExtension, "name": valid]
        return ToolText(word == valid ? "slug.renameFirst.hint" : "slug.renameAndWrite.hint", values)
    }
}
